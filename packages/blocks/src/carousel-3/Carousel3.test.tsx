import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Carousel3Options } from '@mall/schemas';
import { describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/carousel3/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import {
  currentSlide,
  expectTurnsEveryIntervalAndWraps,
  slideDots,
  walkCarouselByKeyboard,
} from '../testing/slideshow-checks.ts';
import { Carousel3 } from './Carousel3.tsx';
import * as stories from './Carousel3.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: Carousel3Options = typical.options;
const still = { ...options, autoplay: false };

const thumbnail = (index: number) => screen.getByRole('button', { name: `切换到第 ${index} 张` });

describe('<Carousel3 /> stories', () => {
  it('shows a 1200x453 picture with one 120x45 thumbnail per slide and no dots', async () => {
    const carousel = await renderStoryBlock(Typical, '通栏大图轮播');
    const picture = within(within(carousel).getByRole('link', { name: '春季焕新' })).getByRole('img');
    expectPicture(picture, { width: 1200, height: 453, loading: 'eager' });

    const strip = within(carousel).getByRole('group', { name: '轮播缩略图' });
    const thumbnails = within(strip).getAllByRole('button');
    expect(thumbnails).toHaveLength(4);
    expect(slideDots(carousel)).toEqual(thumbnails);
    const thumbPicture = within(thumbnails[1]!).getByRole('img', { name: '新茶上市' });
    expectPicture(thumbPicture, { width: 120, height: 45, loading: 'lazy' });
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
  });

  it('shows eight thumbnails for the most slides it takes', async () => {
    await renderStory(ManyItems);
    const strip = await screen.findByRole('group', { name: '轮播缩略图' });
    expect(within(strip).getAllByRole('button')).toHaveLength(8);
  });
});

describe('<Carousel3 /> behaviour', () => {
  it('advances every 5000 ms, its thumbnail with it, and wraps after the last', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel3 blockKey="c3" options={options} />);
    // The slide's thumbnail is the one marked current.
    expectTurnsEveryIntervalAndWraps(4, (slide) =>
      expect(slideDots().filter((button) => button.hasAttribute('aria-current'))).toEqual([thumbnail(slide)]),
    );
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
    renderBlock(<Carousel3 blockKey="c3" options={still} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '下一张' }));
    await walkCarouselByKeyboard('下一张', 4, [
      { keys: '{Tab}', focused: '切换到第 1 张' },
      { keys: '{ArrowRight}', slide: 2, focused: '切换到第 2 张' },
      { keys: '{End}', slide: 4 },
      { keys: '{ArrowRight}', slide: 1, focused: '切换到第 1 张' },
      { keys: '{ArrowLeft}', slide: 4 },
    ]);
  });

  it('speaks English when the locale is en-US', () => {
    renderBlock(<Carousel3 blockKey="c3" options={options} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Full-width carousel' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Slide thumbnails' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 4' })).toBeInTheDocument();
  });
});
