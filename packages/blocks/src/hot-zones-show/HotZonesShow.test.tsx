import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotZonesShowOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/hotZonesShow/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { waitForPage } from '../testing/wait-for-page.ts';
import { HotZonesShow } from './HotZonesShow.tsx';
import * as stories from './HotZonesShow.stories.tsx';

const { Typical, Empty, ManyItems } = composeStories(stories);
const typicalOptions: HotZonesShowOptions = typical.options;

describe('<HotZonesShow /> stories', () => {
  it('shows the picture at its size with one named control per zone', async () => {
    await renderStory(Typical);
    const picture = await screen.findByRole('img', { name: '年货节：年货专区、活动倒计时、家属福利' });
    expectPicture(picture, { width: 1200, height: 400, loading: 'lazy' });
    expect(screen.getByRole('link', { name: '年货专区' })).toHaveAttribute('href', '/goodsList?categoryId=1');
    expect(screen.getByRole('link', { name: '距离活动开始' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '家属福利' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('places each zone by percent of the picture', async () => {
    await renderStory(Typical);
    const area = await screen.findByRole('link', { name: '年货专区' });
    expect(area).toHaveStyle({ position: 'absolute', left: '5%', top: '10%', width: '40%', height: '80%' });
  });

  it('renders the picture alone when there are no zones', async () => {
    await renderStory(Empty);
    await waitForPage();
    expect(screen.getByRole('img', { name: '无热区图片' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives all nine zones of a big picture their names', async () => {
    await renderStoryBlock(ManyItems, '年度福利');
    expect(screen.getAllByRole('button', { name: /：年度选择$/ })).toHaveLength(4);
    expect(screen.getAllByRole('link', { name: /：查看商品$/ })).toHaveLength(4);
    expect(screen.getByRole('link', { name: '年度福利选择截止' })).toBeInTheDocument();
  });
});

describe('<HotZonesShow /> behaviour', () => {
  it('names a zone without title after the block', () => {
    renderBlock(
      <HotZonesShow
        blockKey="h"
        name="年货节热区"
        options={{
          img: '/img/blocks/hotzones/festival.svg',
          list: [{ x: 0, y: 0, width: 50, height: 50, url: '/goodsList?categoryId=1' }],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: '年货节热区' })).toBeInTheDocument();
  });

  it('opens the typical family zone from the fixture with the prompt', async () => {
    const user = userEvent.setup();
    renderBlock(<HotZonesShow blockKey="h" options={typicalOptions} />);
    await user.click(screen.getByRole('button', { name: '家属福利' }));
    expect(await screen.findByRole('alertdialog', { name: '提示' })).toHaveTextContent('请先完善家属信息');
  });
});
