import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Carousel1Options } from '@mall/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/carousel1/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { currentSlide, expectTurnsEveryIntervalAndWraps } from '../testing/slideshow-checks.ts';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { SLIDESHOW_INTERVAL } from '../parts/useSlideshow.ts';
import { Carousel1 } from './Carousel1.tsx';
import * as stories from './Carousel1.stories.tsx';

const { Typical, Empty, ManyItems, WithoutPromos, InvalidData } = composeStories(stories);
const options: Carousel1Options = typical.options;

describe('<Carousel1 /> stories', () => {
  it('shows an 830x453 carousel with two 350x216 promotion pictures beside it', async () => {
    await renderStory(Typical);
    const carousel = await screen.findByRole('region', { name: '首页轮播（含推荐位）' });
    const picture = within(carousel).getByRole('img', { name: '春季焕新' });
    expect(picture).toHaveAttribute('width', '830');
    expect(picture).toHaveAttribute('height', '453');
    expect(picture).toHaveAttribute('loading', 'eager');
    // The slides not in view are hidden from assistive technology until they turn.
    expect(within(carousel).getByRole('img', { name: '新茶上市', hidden: true })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(carousel).getAllByRole('button', { name: /^切换到第/ })).toHaveLength(3);

    const promos = screen.getByRole('list', { name: '推荐活动' });
    const promoPictures = within(promos).getAllByRole('img');
    expect(promoPictures.map((img) => img.getAttribute('alt'))).toEqual(['当季鲜果', '健康体检']);
    for (const img of promoPictures) {
      expect(img).toHaveAttribute('width', '350');
      expect(img).toHaveAttribute('height', '216');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
    expect(within(promos).getByRole('link', { name: '当季鲜果' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=2,21',
    );
  });

  it('renders nothing without slides', async () => {
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

  it('shows the carousel alone when no promotion is set', async () => {
    await renderStory(WithoutPromos);
    await screen.findByRole('region', { name: '只有轮播' });
    expect(screen.queryByRole('list', { name: '推荐活动' })).not.toBeInTheDocument();
  });

  it('shows the diagnostic card naming the missing picture, the refused link and the third promotion', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('1732151001004_204');
    expect(card).toHaveTextContent('options.list[0].img');
    expect(card).toHaveTextContent('options.promoList[1].url');
    expect(card).toHaveTextContent('options.promoList');
  });
});

describe('<Carousel1 /> behaviour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 5000 ms and wraps to the first slide after the last', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel1 blockKey="c1" options={options} />);
    expectTurnsEveryIntervalAndWraps(3);
  });

  it('stays on its slide when autoplay is off', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel1 blockKey="c1" options={{ ...options, autoplay: false }} />);
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL * 3));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
  });

  it('pauses while the pointer is on the carousel', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel1 blockKey="c1" options={options} />);
    const carousel = screen.getByRole('region', { name: '首页轮播' });
    act(() => {
      carousel.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL * 2));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    act(() => {
      carousel.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('is driven from the keyboard: arrows by Enter, dots by arrow keys', async () => {
    const user = userEvent.setup();
    renderBlock(<Carousel1 blockKey="c1" options={{ ...options, autoplay: false }} />);
    screen.getByRole('button', { name: '上一张' }).focus();
    await user.keyboard('{Enter}');
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 3 张');
    await user.tab();
    expect(screen.getByRole('button', { name: '下一张' })).toHaveFocus();
    await user.keyboard(' ');
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    await user.tab();
    expect(screen.getByRole('button', { name: '切换到第 1 张' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    expect(screen.getByRole('button', { name: '切换到第 2 张' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 3 张');
    expect(screen.getByRole('button', { name: '切换到第 3 张' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens the slide and promotion links through the link opener', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<Carousel1 blockKey="c1" options={{ ...options, autoplay: false }} />);
    await user.click(screen.getByRole('link', { name: '春季焕新' }));
    await user.click(screen.getByRole('link', { name: '健康体检' }));
    expect(services.calls.navigate).toEqual([
      { kind: 'internal', path: '/goodsList?categoryId=1,11,111' },
      { kind: 'internal', path: '/goodsList?categoryId=3' },
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
