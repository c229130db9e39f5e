import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import type { Carousel1Options } from '@mall/schemas';
import { describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/carousel1/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import {
  currentSlide,
  expectSlidePictures,
  expectStaysOnFirstSlide,
  slideDots,
  walkCarouselByKeyboard,
} from '../testing/slideshow-checks.ts';
import { SLIDESHOW_INTERVAL } from '../parts/useSlideshow.ts';
import { Carousel1 } from './Carousel1.tsx';
import * as stories from './Carousel1.stories.tsx';

const { Typical, ManyItems, WithoutPromos } = composeStories(stories);
const options: Carousel1Options = typical.options;

describe('<Carousel1 /> stories', () => {
  it('shows an 830x453 carousel with two 350x216 promotion pictures beside it', async () => {
    const carousel = await renderStoryBlock(Typical, '首页轮播（含推荐位）');
    expectSlidePictures(carousel, { first: '春季焕新', later: '新茶上市', width: 830, height: 453 });
    expect(slideDots(carousel)).toHaveLength(3);

    const promos = screen.getByRole('list', { name: '推荐活动' });
    const promoPictures = within(promos).getAllByRole('img');
    expect(promoPictures.map((img) => img.getAttribute('alt'))).toEqual(['当季鲜果', '健康体检']);
    for (const img of promoPictures) expectPicture(img, { width: 350, height: 216, loading: 'lazy' });
    expectLinkTo(promos, '当季鲜果', '/goodsList?categoryId=2,21');
  });

  it('offers one dot per slide when there are ten', async () => {
    await renderStoryBlock(ManyItems, '活动轮播（10 张）');
    expect(slideDots()).toHaveLength(10);
    expect(screen.getByRole('group', { name: '第 1 张，共 10 张' })).toBeInTheDocument();
  });

  it('shows the carousel alone when no promotion is set', async () => {
    await renderStoryBlock(WithoutPromos, '只有轮播');
    expect(screen.queryByRole('list', { name: '推荐活动' })).not.toBeInTheDocument();
  });
});

describe('<Carousel1 /> behaviour', () => {
  it('pauses while the pointer is on the carousel', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel1 blockKey="c1" options={options} />);
    const carousel = screen.getByRole('region', { name: '首页轮播' });
    act(() => {
      carousel.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    expectStaysOnFirstSlide(3);
    act(() => {
      carousel.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('is driven from the keyboard: arrows by Enter, dots by arrow keys', async () => {
    renderBlock(<Carousel1 blockKey="c1" options={{ ...options, autoplay: false }} />);
    await walkCarouselByKeyboard('上一张', 3, [
      { keys: '{Enter}', slide: 3 },
      { keys: '{Tab}', focused: '下一张' },
      { keys: ' ', slide: 1 },
      { keys: '{Tab}', focused: '切换到第 1 张' },
      { keys: '{ArrowRight}', slide: 2, focused: '切换到第 2 张' },
      { keys: '{ArrowLeft}{ArrowLeft}', slide: 3 },
    ]);
    expect(screen.getByRole('button', { name: '切换到第 3 张' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens the slide and promotion links through the link opener', async () => {
    const ui = <Carousel1 blockKey="c1" options={{ ...options, autoplay: false }} />;
    await expectLinksOpen(ui, [
      ['春季焕新', '/goodsList?categoryId=1,11,111'],
      ['健康体检', '/goodsList?categoryId=3'],
    ]);
  });

  it('speaks English when the locale is en-US', () => {
    renderBlock(<Carousel1 blockKey="c1" options={options} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Home carousel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'slide 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Featured offers' })).toBeInTheDocument();
  });
});
