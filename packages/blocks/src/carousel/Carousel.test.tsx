import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselOptions } from '@mall/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/carousel/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { currentSlide, expectTurnsEveryIntervalAndWraps } from '../testing/slideshow-checks.ts';
import { reducedMotionMatchMedia, standInViewport } from '../testing/viewport-and-motion.ts';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { Carousel, CAROUSEL_INTERVAL } from './Carousel.tsx';
import * as stories from './Carousel.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);
const options: CarouselOptions = typical.options;

describe('<Carousel /> stories', () => {
  it('shows the first of three slides with its picture, arrows and dots', async () => {
    await renderStory(Typical);
    const carousel = await screen.findByRole('region', { name: '首页轮播' });
    expect(within(carousel).getByRole('group', { name: '第 1 张，共 3 张' })).toBeInTheDocument();
    const picture = within(carousel).getByRole('img', { name: '春季焕新' });
    expect(picture).toHaveAttribute('width', '830');
    expect(picture).toHaveAttribute('height', '453');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(within(carousel).getByRole('button', { name: '上一张' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: '下一张' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^切换到第/ })).toHaveLength(3);
  });

  it('renders nothing for an empty list', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('offers one dot per slide when there are ten', async () => {
    await renderStory(ManyItems);
    await screen.findByRole('region', { name: '活动轮播（10 张）' });
    expect(screen.getAllByRole('button', { name: /^切换到第/ })).toHaveLength(10);
    expect(screen.getByRole('group', { name: '第 1 张，共 10 张' })).toBeInTheDocument();
  });

  it('shows the diagnostic card naming the missing picture and the refused link', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('1732150000004_104');
    expect(card).toHaveTextContent('options.list[0].img');
    expect(card).toHaveTextContent('options.list[1].url');
  });
});

describe('<Carousel /> behaviour', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every 5000 ms and wraps to the first slide after the last', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel blockKey="c1" name="首页轮播" options={options} />);
    expectTurnsEveryIntervalAndWraps(3);
  });

  it('stays on its slide when autoplay is off', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel blockKey="c1" options={{ ...options, autoplay: false }} />);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL * 3));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
  });

  // Every carousel turns through the shared useSlideshow; this one stands for them all.
  it('waits on its slide while off screen, and turns again when back', () => {
    vi.useFakeTimers();
    const viewport = standInViewport();
    vi.stubGlobal('IntersectionObserver', viewport.IntersectionObserver);
    renderBlock(<Carousel blockKey="c1" options={options} />);
    viewport.scrollAway();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL * 3));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');

    viewport.scrollBack();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('turns only when asked to, for a user who asked for reduced motion', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', reducedMotionMatchMedia);
    renderBlock(<Carousel blockKey="c1" options={options} />);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL * 3));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('moves with the arrows and dots, wrapping backwards from the first slide', async () => {
    const user = userEvent.setup();
    renderBlock(<Carousel blockKey="c1" options={{ ...options, autoplay: false }} />);
    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 3 张');
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    await user.click(screen.getByRole('button', { name: '切换到第 2 张' }));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    expect(screen.getByRole('button', { name: '切换到第 2 张' })).toHaveAttribute('aria-current', 'true');
  });

  it('measures its slides only after the first frame, not while the page is being built', async () => {
    // Embla reads offsetWidth and friends as it starts; each read in the middle of building a page
    // makes the browser lay it out there and then.
    const offsetWidth = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    renderBlock(<Carousel blockKey="c1" options={{ ...options, autoplay: false }} />);
    expect(offsetWidth).not.toHaveBeenCalled();
    await waitFor(() => expect(offsetWidth).toHaveBeenCalled());
    offsetWidth.mockRestore();
  });

  it('opens the slide link through the link opener', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<Carousel blockKey="c1" options={{ ...options, autoplay: false }} />);
    await user.click(screen.getByRole('link', { name: '春季焕新' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/goodsList?categoryId=1,11,111' }]);
  });

  it('speaks English when the locale is en-US', () => {
    renderBlock(<Carousel blockKey="c1" options={options} />, { locale: 'en-US' });
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(currentSlide).toThrow();
    expect(screen.getByRole('group', { name: 'slide 1 of 3' })).toBeInTheDocument();
  });
});
