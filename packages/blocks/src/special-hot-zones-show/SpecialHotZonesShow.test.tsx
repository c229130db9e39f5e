import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecialHotZonesShowOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/specialHotZonesShow/typical.json';
import { expectTabOrder } from '../testing/keyboard-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { waitForPage } from '../testing/wait-for-page.ts';
import { SpecialHotZonesShow } from './SpecialHotZonesShow.tsx';
import * as stories from './SpecialHotZonesShow.stories.tsx';

const { Typical, Empty, ManyItems } = composeStories(stories);
const options: SpecialHotZonesShowOptions = typical.options;

describe('<SpecialHotZonesShow /> stories', () => {
  it('shows the picture at its size with one named link per zone', async () => {
    const block = await renderStoryBlock(Typical, '春节专题热区');
    const picture = within(block).getByRole('img', { name: '春节专题：立即选购、距离除夕' });
    expectPicture(picture, { width: 1200, height: 400, loading: 'lazy' });
    expectLinkTo(block, '立即选购', '/goodsList?planId=plan-spring');
    expectLinkTo(block, '距离除夕', '/special?id=newyear-eve');
  });

  it('places each zone by percent of the picture', async () => {
    await renderStory(Typical);
    expect(await screen.findByRole('link', { name: '立即选购' })).toHaveStyle({
      position: 'absolute',
      left: '10%',
      top: '55%',
      width: '35%',
      height: '30%',
    });
    expect(screen.getByRole('link', { name: '距离除夕' })).toHaveStyle({ left: '55%', top: '55%' });
  });

  it('shows the picture alone when there are no zones', async () => {
    await renderStory(Empty);
    await waitForPage();
    expect(screen.getByRole('img', { name: '专题热区（未划区域）' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names an untitled zone by its number and leaves out a zone without link', async () => {
    const block = await renderStoryBlock(ManyItems, '年度福利专题');
    expect(within(block).getByRole('img')).toHaveAttribute('height', '600');
    expect(within(block).getAllByRole('link')).toHaveLength(5);
    expectLinkTo(block, '年度福利专题：区域 1', '/benefitYear');
    expect(within(block).getByRole('link', { name: '旅游' })).toHaveStyle({
      left: '51.67%',
      height: '63.33%',
    });
    expect(within(block).queryByText('尚未配置链接的区域')).not.toBeInTheDocument();
  });
});

describe('<SpecialHotZonesShow /> behaviour', () => {
  it('opens a zone through the link opener', async () => {
    await expectLinksOpen(<SpecialHotZonesShow blockKey="z" options={options} />, [
      ['距离除夕', '/special?id=newyear-eve'],
    ]);
  });

  it('reaches every zone by keyboard, in order', async () => {
    const user = userEvent.setup();
    renderBlock(<SpecialHotZonesShow blockKey="z" options={options} />);
    await expectTabOrder(user, [
      ['link', '立即选购'],
      ['link', '距离除夕'],
    ]);
  });

  it('uses the default 1200x400 size when the block does not say', () => {
    renderBlock(<SpecialHotZonesShow blockKey="z" name="专题图" options={{ img: '/img/a.svg', list: [] }} />);
    expectPicture(screen.getByRole('img', { name: '专题图' }), { width: 1200, height: 400 });
  });

  it('names the picture and an untitled zone in English', () => {
    renderBlock(
      <SpecialHotZonesShow
        blockKey="z"
        options={{ img: '/img/a.svg', list: [{ x: 0, y: 0, width: 50, height: 50, url: '/special' }] }}
      />,
      { locale: 'en-US' },
    );
    expect(screen.getByRole('img', { name: 'Special zone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Special zone: area 1' })).toHaveAttribute('href', '/special');
  });
});
