import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoodLifeCarouselOptions } from '@mall/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/goodLifeCarousel/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { currentSlide } from '../testing/slideshow-checks.ts';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { SLIDESHOW_INTERVAL } from '../parts/useSlideshow.ts';
import { GOOD_LIFE_BAND_COLOR } from './good-life-carousel-layout.ts';
import { GoodLifeCarousel } from './GoodLifeCarousel.tsx';
import * as stories from './GoodLifeCarousel.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);
const options: GoodLifeCarouselOptions = typical.options;
const still = { ...options, autoplay: false };

// The full-width band is the carousel's parent; it has no role of its own.
const band = () => screen.getByRole('region', { name: '好生活轮播' }).parentElement;

describe('<GoodLifeCarousel /> stories', () => {
  it('shows a 1200x453 picture on a band of the slide colour, with arrows and dots', async () => {
    await renderStory(Typical);
    const carousel = await screen.findByRole('region', { name: '好生活首页轮播' });
    const picture = within(carousel).getByRole('img', { name: '好生活 · 丰收节' });
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '453');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(within(carousel).getByRole('img', { name: '温暖居家好物', hidden: true })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(carousel.parentElement).toHaveStyle({ backgroundColor: '#ffe8cc' });
    expect(within(carousel).getByRole('button', { name: '上一张' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^切换到第/ })).toHaveLength(3);
  });

  it('renders nothing without slides', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('offers one dot per slide when there are ten', async () => {
    await renderStory(ManyItems);
    await screen.findByRole('region', { name: '好生活轮播（10 张）' });
    expect(screen.getAllByRole('button', { name: /^切换到第/ })).toHaveLength(10);
  });

  it('shows the diagnostic card naming the colour name and the missing picture', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.list[0].bgColor');
    expect(card).toHaveTextContent('options.list[1].img');
  });
});

describe('<GoodLifeCarousel /> behaviour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 5000 ms, the band colour with it, and wraps after the last', () => {
    vi.useFakeTimers();
    renderBlock(<GoodLifeCarousel blockKey="g" options={options} />);
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL - 1));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    expect(band()).toHaveStyle({ backgroundColor: '#fde2d4' });
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 3 张');
    // The third slide has no colour: the good-life cream.
    expect(band()).toHaveStyle({ backgroundColor: GOOD_LIFE_BAND_COLOR });
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    expect(band()).toHaveStyle({ backgroundColor: '#ffe8cc' });
  });

  it('stays on its slide when autoplay is off', () => {
    vi.useFakeTimers();
    renderBlock(<GoodLifeCarousel blockKey="g" options={still} />);
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL * 3));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
  });

  it('pauses while the keyboard focus is in it', async () => {
    vi.useFakeTimers();
    renderBlock(<GoodLifeCarousel blockKey="g" options={options} />);
    act(() => screen.getByRole('button', { name: '下一张' }).focus());
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL * 2));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    act(() => screen.getByRole('button', { name: '下一张' }).blur());
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('is driven from the keyboard: arrows by Enter, dots by arrow keys', async () => {
    const user = userEvent.setup();
    renderBlock(<GoodLifeCarousel blockKey="g" options={still} />);
    screen.getByRole('button', { name: '上一张' }).focus();
    await user.keyboard('{Enter}');
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 3 张');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '切换到第 1 张' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    expect(band()).toHaveStyle({ backgroundColor: '#fde2d4' });
  });

  it('opens the slide link through the link opener', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<GoodLifeCarousel blockKey="g" options={still} />);
    await user.click(screen.getByRole('link', { name: '好生活 · 丰收节' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/goodsList?categoryId=1' }]);
  });

  it('speaks English when the locale is en-US', () => {
    renderBlock(<GoodLifeCarousel blockKey="g" options={options} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Good Life carousel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'slide 1 of 3' })).toBeInTheDocument();
  });
});
