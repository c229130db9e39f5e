import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Carousel3Options } from '@mall/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/carousel3/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { currentSlide } from '../testing/slideshow-checks.ts';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { SLIDESHOW_INTERVAL } from '../parts/useSlideshow.ts';
import { Carousel3 } from './Carousel3.tsx';
import * as stories from './Carousel3.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);
const options: Carousel3Options = typical.options;
const still = { ...options, autoplay: false };

const thumbnail = (index: number) => screen.getByRole('button', { name: `切换到第 ${index} 张` });

describe('<Carousel3 /> stories', () => {
  it('shows a 1200x453 picture with one 120x45 thumbnail per slide and no dots', async () => {
    await renderStory(Typical);
    const carousel = await screen.findByRole('region', { name: '通栏大图轮播' });
    const picture = within(within(carousel).getByRole('link', { name: '春季焕新' })).getByRole('img');
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '453');
    expect(picture).toHaveAttribute('loading', 'eager');

    const strip = within(carousel).getByRole('group', { name: '轮播缩略图' });
    const thumbnails = within(strip).getAllByRole('button');
    expect(thumbnails).toHaveLength(4);
    expect(within(carousel).getAllByRole('button', { name: /^切换到第/ })).toHaveLength(4);
    const thumbPicture = within(thumbnails[1]!).getByRole('img', { name: '新茶上市' });
    expect(thumbPicture).toHaveAttribute('width', '120');
    expect(thumbPicture).toHaveAttribute('height', '45');
    expect(thumbPicture).toHaveAttribute('loading', 'lazy');
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
  });

  it('renders nothing without slides', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('shows eight thumbnails for the most slides it takes', async () => {
    await renderStory(ManyItems);
    const strip = await screen.findByRole('group', { name: '轮播缩略图' });
    expect(within(strip).getAllByRole('button')).toHaveLength(8);
  });

  it('shows the diagnostic card naming the ninth slide and the autoplay text', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.list');
    expect(card).toHaveTextContent('options.autoplay');
  });
});

describe('<Carousel3 /> behaviour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 5000 ms, its thumbnail with it, and wraps after the last', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel3 blockKey="c3" options={options} />);
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL - 1));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 4 张');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 4 张');
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    expect(thumbnail(1)).not.toHaveAttribute('aria-current');
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 4 张，共 4 张');
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 4 张');
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
  });

  it('stays on its slide when autoplay is off', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel3 blockKey="c3" options={still} />);
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL * 3));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 4 张');
  });

  it('shows the slide of a thumbnail on click and on hover', async () => {
    const user = userEvent.setup();
    renderBlock(<Carousel3 blockKey="c3" options={still} />);
    await user.click(thumbnail(3));
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 4 张');
    await user.hover(thumbnail(2));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 4 张');
  });

  it('moves along the thumbnails with the arrow, Home and End keys', async () => {
    const user = userEvent.setup();
    renderBlock(<Carousel3 blockKey="c3" options={still} />);
    await user.click(screen.getByRole('button', { name: '下一张' }));
    await user.tab();
    expect(thumbnail(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 4 张');
    expect(thumbnail(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(currentSlide()).toHaveAccessibleName('第 4 张，共 4 张');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 4 张');
    expect(thumbnail(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toHaveAccessibleName('第 4 张，共 4 张');
  });

  it('opens the slide link through the link opener', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<Carousel3 blockKey="c3" options={still} />);
    await user.click(screen.getByRole('link', { name: '春季焕新' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/goodsList?categoryId=1,11,111' }]);
  });

  it('speaks English when the locale is en-US', () => {
    renderBlock(<Carousel3 blockKey="c3" options={options} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Full-width carousel' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Slide thumbnails' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 4' })).toBeInTheDocument();
  });
});
