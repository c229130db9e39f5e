import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { BannerAdvertOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/bannerAdvert/typical.json';
import { expectGoneOnceClosed } from '../testing/close-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { BannerAdvert } from './BannerAdvert.tsx';
import * as stories from './BannerAdvert.stories.tsx';

const { Typical, Empty, ManyItems } = composeStories(stories);
const options: BannerAdvertOptions = typical.options;

describe('<BannerAdvert /> stories', () => {
  it('shows the 1200x100 picture as a link, with a close button', async () => {
    const banner = await renderStoryBlock(Typical, '年货节满减', 'complementary');
    const picture = within(banner).getByRole('img', { name: '年货节满减' });
    expectPicture(picture, { width: 1200, height: 100, loading: 'lazy' });
    expectLinkTo(banner, '年货节满减', '/goodsList?keyword=年货');
    expect(within(banner).getByRole('button', { name: '关闭广告' })).toBeInTheDocument();
  });

  it('shows a picture without link, named after the block, when only the picture is set', async () => {
    const banner = await renderStoryBlock(Empty, '只有图片的横幅', 'complementary');
    expect(within(banner).getByRole('img', { name: '只有图片的横幅' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no close button when it is not closable', async () => {
    const banner = await renderStoryBlock(ManyItems, '春日焕新 · 员工专享价', 'complementary');
    expect(within(banner).queryByRole('button', { name: '关闭广告' })).not.toBeInTheDocument();
  });
});

describe('<BannerAdvert /> behaviour', () => {
  it('hides itself when closed', async () => {
    await expectGoneOnceClosed(<BannerAdvert blockKey="b" options={options} />, '关闭广告', 'complementary');
  });

  it('opens its link through the link opener', async () => {
    await expectLinksOpen(<BannerAdvert blockKey="b" options={options} />, [
      ['年货节满减', '/goodsList?keyword=年货'],
    ]);
  });

  it('labels the close button in English', () => {
    renderBlock(<BannerAdvert blockKey="b" options={options} />, { locale: 'en-US' });
    expect(screen.getByRole('button', { name: 'Close advert' })).toBeInTheDocument();
  });
});
