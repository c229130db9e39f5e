import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import type { VideoBannerOptions } from '@mall/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { expectDiagnosticCardNaming, renderStoryBlock } from '../testing/story-checks.ts';
import { reducedMotionMatchMedia, standInViewport } from '../testing/viewport-and-motion.ts';
import { VideoBanner } from './VideoBanner.tsx';
import * as stories from './VideoBanner.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);

/** Options of a video banner: the spring tea video with zh-CN and en-US captions, and `overrides`. */
const videoBanner = (overrides: Partial<VideoBannerOptions> = {}): VideoBannerOptions => ({
  video: '/img/blocks/videoBanner/spring-tea.webm',
  poster: '/img/blocks/videoBanner/spring-tea-poster.svg',
  title: '春茶季',
  captions: [
    { src: '/img/blocks/videoBanner/spring-tea.zh-CN.vtt', srclang: 'zh-CN', label: '中文' },
    { src: '/img/blocks/videoBanner/spring-tea.en-US.vtt', srclang: 'en-US', label: 'English' },
  ],
  ...overrides,
});

// jsdom has no media playback: a stand-in player whose play() and pause() change what `paused` says.
const playing = new Set<HTMLMediaElement>();
beforeEach(() => {
  playing.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing.delete(this);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The video element, found by its accessible name (a video has no role of its own). */
const videoNamed = (title: string | RegExp) =>
  screen.getByLabelText<HTMLVideoElement>(title, { selector: 'video' });

/** The caption tracks of a video: label, language and whether it shows at once. */
const tracksOf = (video: HTMLVideoElement) =>
  [...video.querySelectorAll('track')].map((track) => ({
    kind: track.getAttribute('kind'),
    label: track.getAttribute('label'),
    srclang: track.getAttribute('srclang'),
    default: track.hasAttribute('default'),
  }));

describe('<VideoBanner /> stories', () => {
  it('shows the 1200x450 poster under the title, plays muted by itself and offers both captions, the Chinese at once', async () => {
    const banner = await renderStoryBlock(Typical, '春茶季视频');
    const video = videoNamed('春茶季 · 明前龙井开采');
    expect(banner).toContainElement(video);
    expect(video).toHaveAttribute('poster', '/img/blocks/videoBanner/spring-tea-poster.svg');
    expect(video).toHaveAttribute('src', '/img/blocks/videoBanner/spring-tea.webm');
    expectPicture(video, { width: 1200, height: 450 });
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('autoplay');
    expect(video.muted).toBe(true);
    expect(tracksOf(video)).toEqual([
      { kind: 'captions', label: '中文', srclang: 'zh-CN', default: true },
      { kind: 'captions', label: 'English', srclang: 'en-US', default: false },
    ]);
    expectLinkTo(banner, '了解更多', '/goodsList?planId=plan-tea');
  });

  it('waits for play, with sound, and shows no captions and no link when only the video is set', async () => {
    const banner = await renderStoryBlock(Empty, '只有视频的横幅');
    const video = videoNamed('春茶季');
    expect(video).toHaveAttribute('poster', '/img/blocks/videoBanner/spring-tea-poster.svg');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.muted).toBe(false);
    expect(tracksOf(video)).toEqual([]);
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers four caption tracks and shows the one the operator marked default, even on a zh-CN page', async () => {
    await renderStoryBlock(ManyItems, '春茶季视频（四条字幕）');
    const video = videoNamed(/^春茶季 · 明前龙井开采，员工专享价/);
    expect(tracksOf(video).map((track) => [track.label, track.default])).toEqual([
      ['中文', false],
      ['English', true],
      ['中文（含音效说明）', false],
      ['English (with sound descriptions)', false],
    ]);
    // Two tracks come from another site, so the video asks for them through CORS.
    expect(video).toHaveAttribute('crossorigin', 'anonymous');
  });

  it('shows the diagnostic card naming the refused video, the missing poster and the wrong captions', async () => {
    await expectDiagnosticCardNaming(InvalidData, [
      '1732160000704_764',
      'options.video',
      'options.poster',
      'options.title',
      'options.autoplay',
      'options.captions[0].srclang',
      'options.captions[1].label',
    ]);
    expect(screen.queryByLabelText('Français')).not.toBeInTheDocument();
  });
});

describe('<VideoBanner /> behaviour', () => {
  it('plays by itself, muted and looped, when autoplay is set', () => {
    renderBlock(<VideoBanner blockKey="v" options={videoBanner({ autoplay: true })} />);
    const video = videoNamed('春茶季');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video.muted).toBe(true);
    expect(video.paused).toBe(false);
  });

  it('waits for the employee to press play, with sound and no loop, when autoplay is not set', () => {
    renderBlock(<VideoBanner blockKey="v" options={videoBanner()} />);
    const video = videoNamed('春茶季');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).not.toHaveAttribute('loop');
    expect(video.muted).toBe(false);
    expect(video.paused).toBe(true);
  });

  it('shows only the poster to an employee who asked for reduced motion, even with autoplay', () => {
    vi.stubGlobal('matchMedia', reducedMotionMatchMedia);
    renderBlock(<VideoBanner blockKey="v" options={videoBanner({ autoplay: true })} />);
    const video = videoNamed('春茶季');
    expect(video).toHaveAttribute('poster', '/img/blocks/videoBanner/spring-tea-poster.svg');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).not.toHaveAttribute('loop');
    expect(video.paused).toBe(true);
    expect(video).toHaveAttribute('controls');
  });

  it('pauses while scrolled out of view and plays on when back', () => {
    const viewport = standInViewport();
    vi.stubGlobal('IntersectionObserver', viewport.IntersectionObserver);
    renderBlock(<VideoBanner blockKey="v" options={videoBanner({ autoplay: true })} />);
    const video = videoNamed('春茶季');
    expect(video.paused).toBe(false);
    viewport.scrollAway();
    expect(video.paused).toBe(true);
    viewport.scrollBack();
    expect(video.paused).toBe(false);
  });

  it('leaves paused a video the employee paused, when it comes back on screen', () => {
    const viewport = standInViewport();
    vi.stubGlobal('IntersectionObserver', viewport.IntersectionObserver);
    renderBlock(<VideoBanner blockKey="v" options={videoBanner({ autoplay: true })} />);
    const video = videoNamed('春茶季');
    act(() => video.pause());
    viewport.scrollAway();
    viewport.scrollBack();
    expect(video.paused).toBe(true);
  });

  it('shows the English captions at once on an en-US page, and speaks English', () => {
    renderBlock(<VideoBanner blockKey="v" options={videoBanner({ url: '/goodsList?planId=plan-tea' })} />, {
      locale: 'en-US',
    });
    const video = videoNamed('春茶季');
    expect(tracksOf(video).map((track) => [track.srclang, track.default])).toEqual([
      ['zh-CN', false],
      ['en-US', true],
    ]);
    expect(screen.getByRole('region', { name: 'Video' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeInTheDocument();
    expect(video).toHaveTextContent('This browser cannot play the video “春茶季”.');
  });

  it('marks no caption track default when none is in the page’s language and none is marked', () => {
    renderBlock(
      <VideoBanner
        blockKey="v"
        options={videoBanner({
          captions: [
            { src: '/img/blocks/videoBanner/spring-tea.en-US.vtt', srclang: 'en-US', label: 'English' },
          ],
        })}
      />,
    );
    expect(tracksOf(videoNamed('春茶季'))).toEqual([
      { kind: 'captions', label: 'English', srclang: 'en-US', default: false },
    ]);
  });

  it('tells a browser that cannot play video which video it is, in the page’s language', () => {
    renderBlock(<VideoBanner blockKey="v" options={videoBanner()} />);
    expect(videoNamed('春茶季')).toHaveTextContent('当前浏览器无法播放视频“春茶季”。');
  });

  it('opens its link through the link opener', async () => {
    await expectLinksOpen(
      <VideoBanner blockKey="v" options={videoBanner({ url: '/goodsList?planId=plan-tea' })} />,
      [['了解更多', '/goodsList?planId=plan-tea']],
    );
  });
});
