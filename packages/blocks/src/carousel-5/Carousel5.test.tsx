import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Carousel5Options } from '@mall/schemas';
import { describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/carousel5/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { expectTabOrder } from '../testing/keyboard-checks.ts';
import {
  currentSlide,
  expectSlidePictures,
  slideDots,
  walkCarouselByKeyboard,
} from '../testing/slideshow-checks.ts';
import { SLIDESHOW_INTERVAL } from '../parts/useSlideshow.ts';
import { Carousel5 } from './Carousel5.tsx';
import * as stories from './Carousel5.stories.tsx';

const { Typical, ManyItems, WithoutCategories } = composeStories(stories);
const options: Carousel5Options = typical.options;
const still = { ...options, autoplay: false };

describe('<Carousel5 /> stories', () => {
  it('lists the categories on the left of an 830x453 carousel', async () => {
    const nav = await renderStoryBlock(Typical, '商品分类', 'navigation');
    expect(nav).toHaveTextContent('全部分类');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace('›', ''))).toEqual([
      '粮油米面',
      '茶饮冲调',
      '休闲零食',
      '生鲜水果',
      '数码家电',
      '厨房用具',
      '个护清洁',
      '健康体检',
    ]);
    expectLinkTo(nav, '茶饮冲调', '/goodsList?categoryId=2');

    const carousel = screen.getByRole('region', { name: '分类导航轮播' });
    expectSlidePictures(carousel, { first: '春季焕新', later: '数码家电', width: 830, height: 453 });
    expect(slideDots(carousel)).toHaveLength(3);
  });

  it('lists twelve categories beside ten slides', async () => {
    const nav = await renderStoryBlock(ManyItems, '商品分类', 'navigation');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(12);
    // CDF is a partner code: it has no address, so it is a button that the link opener resolves.
    expect(within(nav).getByRole('button', { name: '出行礼遇' })).toBeInTheDocument();
    expect(slideDots()).toHaveLength(10);
  });

  it('shows the carousel alone without categories', async () => {
    await renderStoryBlock(WithoutCategories, '无分类的轮播');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('<Carousel5 /> behaviour', () => {
  it('keeps turning while the pointer is on the category list, not on the carousel', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel5 blockKey="c5" options={options} />);
    const nav = screen.getByRole('navigation', { name: '商品分类' });
    act(() => {
      nav.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    const carousel = screen.getByRole('region', { name: '首页轮播' });
    // The pointer moves from the list onto the carousel.
    act(() => {
      nav.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: carousel }));
    });
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('is reachable by keyboard: categories first, then the slide, arrows and dots', async () => {
    renderBlock(<Carousel5 blockKey="c5" options={still} />);
    await expectTabOrder(userEvent.setup(), [['link', '粮油米面']]);
    await walkCarouselByKeyboard('下一张', 3, [
      { keys: '{Enter}', slide: 2 },
      { keys: '{Tab}{ArrowLeft}', slide: 3, focused: '切换到第 3 张' },
    ]);
  });

  it('opens categories and slides through the link opener', async () => {
    await expectLinksOpen(<Carousel5 blockKey="c5" options={still} />, [
      ['数码家电', '/goodsList?categoryId=5'],
      ['春季焕新', '/goodsList?categoryId=1,11,111'],
    ]);
  });

  it('speaks English when the locale is en-US', () => {
    renderBlock(<Carousel5 blockKey="c5" options={options} />, { locale: 'en-US' });
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(nav).toHaveTextContent('All categories');
    expect(screen.getByRole('region', { name: 'Home carousel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});
