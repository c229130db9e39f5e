import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Carousel4Options } from '@mall/schemas';
import { describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/carousel4/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import {
  currentSlide,
  expectSlidePictures,
  expectTurnsEveryIntervalAndWraps,
  walkCarouselByKeyboard,
} from '../testing/slideshow-checks.ts';
import { Carousel4 } from './Carousel4.tsx';
import * as stories from './Carousel4.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: Carousel4Options = typical.options;
const still = { ...options, autoplay: false };

// The tabs of the typical slides, in order: each named by its slide's category model.
const TAB_NAMES = ['春季焕新', '新茶上市', '年货节', '健康体检'];
const tabs = () => within(screen.getByRole('group', { name: '轮播专题' })).getAllByRole('button');
const currentTab = () => tabs().find((tab) => tab.getAttribute('aria-current') === 'true');

describe('<Carousel4 /> stories', () => {
  it('shows an 830x453 picture with a tab naming each slide under it', async () => {
    const carousel = await renderStoryBlock(Typical, '专题轮播');
    expectSlidePictures(carousel, {
      first: '春季焕新 全场低至8折',
      later: '明前新茶 限量上市',
      width: 830,
      height: 453,
    });
    expect(tabs().map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    expect(currentTab()).toHaveTextContent('春季焕新');
    // The tabs take the place of the dots.
    expect(within(carousel).queryByRole('button', { name: /^切换到第/ })).not.toBeInTheDocument();
  });

  it('names a tab by the title, then by its place, when the slide has no category model name', async () => {
    await renderStoryBlock(ManyItems, '专题轮播（8 个专题）');
    const names = tabs().map((tab) => tab.textContent);
    expect(names).toHaveLength(8);
    expect(names[6]).toBe('厨房好物');
    expect(names[7]).toBe('第 8 张');
  });
});

describe('<Carousel4 /> behaviour', () => {
  it('advances every 5000 ms, its tab with it, and wraps after the last', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel4 blockKey="c4" options={options} />);
    expectTurnsEveryIntervalAndWraps(4, (slide) =>
      expect(currentTab()).toHaveTextContent(TAB_NAMES[slide - 1]!),
    );
  });

  it('shows the slide of a tab on click and on hover', async () => {
    const user = userEvent.setup();
    renderBlock(<Carousel4 blockKey="c4" options={still} />);
    await user.click(screen.getByRole('button', { name: '年货节' }));
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 4 张');
    await user.hover(screen.getByRole('button', { name: '健康体检' }));
    expect(currentSlide()).toHaveAccessibleName('第 4 张，共 4 张');
    expect(screen.getByRole('img', { name: '员工体检套餐6折起' })).toBeInTheDocument();
  });

  it('is driven from the keyboard: arrows by Enter, tabs by arrow keys', async () => {
    renderBlock(<Carousel4 blockKey="c4" options={still} />);
    await walkCarouselByKeyboard('上一张', 4, [
      { keys: '{Enter}', slide: 4 },
      { keys: '{Tab}{Tab}', focused: '春季焕新' },
      { keys: '{ArrowRight}', slide: 2, focused: '新茶上市' },
      { keys: '{Home}', slide: 1 },
      { keys: '{ArrowLeft}' },
    ]);
    expect(currentTab()).toHaveTextContent('健康体检');
  });

  it('speaks English when the locale is en-US', () => {
    renderBlock(
      <Carousel4
        blockKey="c4"
        options={{ list: [...options.list, { img: '/img/blocks/carousel/books.svg' }] }}
      />,
      { locale: 'en-US' },
    );
    expect(screen.getByRole('region', { name: 'Topic carousel' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Carousel topics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slide 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  });
});
