import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselOptions } from '@mall/schemas';
import { describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/carousel/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { currentSlide, expectStaysOnFirstSlide, slideDots } from '../testing/slideshow-checks.ts';
import { reducedMotionMatchMedia, standInViewport } from '../testing/viewport-and-motion.ts';
import { Carousel, CAROUSEL_INTERVAL } from './Carousel.tsx';
import * as stories from './Carousel.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: CarouselOptions = typical.options;

describe('<Carousel /> stories', () => {
  it('shows the first of three slides with its picture, arrows and dots', async () => {
    const carousel = await renderStoryBlock(Typical, '首页轮播');
    expect(within(carousel).getByRole('group', { name: '第 1 张，共 3 张' })).toBeInTheDocument();
    expectPicture(within(carousel).getByRole('img', { name: '春季焕新' }), {
      width: 830,
      height: 453,
      loading: 'eager',
    });
    expect(within(carousel).getByRole('button', { name: '上一张' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: '下一张' })).toBeInTheDocument();
    expect(slideDots(carousel)).toHaveLength(3);
  });

  it('offers one dot per slide when there are ten', async () => {
    await renderStoryBlock(ManyItems, '活动轮播（10 张）');
    expect(slideDots()).toHaveLength(10);
    expect(screen.getByRole('group', { name: '第 1 张，共 10 张' })).toBeInTheDocument();
  });
});

describe('<Carousel /> behaviour', () => {
  // Every carousel turns through the shared useSlideshow; this one stands for them all.
  it('waits on its slide while off screen, and turns again when back', () => {
    vi.useFakeTimers();
    const viewport = standInViewport();
    vi.stubGlobal('IntersectionObserver', viewport.IntersectionObserver);
    renderBlock(<Carousel blockKey="c1" options={options} />);
    viewport.scrollAway();
    expectStaysOnFirstSlide(3);

    viewport.scrollBack();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('turns only when asked to, for a user who asked for reduced motion', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', reducedMotionMatchMedia);
    renderBlock(<Carousel blockKey="c1" options={options} />);
    expectStaysOnFirstSlide(3);
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

  it('speaks English when the locale is en-US', () => {
    renderBlock(<Carousel blockKey="c1" options={options} />, { locale: 'en-US' });
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(currentSlide).toThrow();
    expect(screen.getByRole('group', { name: 'slide 1 of 3' })).toBeInTheDocument();
  });
});
