import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecialHotZonesShowOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/specialHotZonesShow/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { waitForPage } from '../testing/wait-for-page.ts';
import { SpecialHotZonesShow } from './SpecialHotZonesShow.tsx';
import * as stories from './SpecialHotZonesShow.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);
const options: SpecialHotZonesShowOptions = typical.options;

describe('<SpecialHotZonesShow /> stories', () => {
  it('shows the picture at its size with one named link per zone', async () => {
    await renderStory(Typical);
    const block = await screen.findByRole('region', { name: '春节专题热区' });
    const picture = within(block).getByRole('img', { name: '春节专题：立即选购、距离除夕' });
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '400');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(block).getByRole('link', { name: '立即选购' })).toHaveAttribute(
      'href',
      '/goodsList?planId=plan-spring',
    );
    expect(within(block).getByRole('link', { name: '距离除夕' })).toHaveAttribute(
      'href',
      '/special?id=newyear-eve',
    );
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
    await renderStory(ManyItems);
    const block = await screen.findByRole('region', { name: '年度福利专题' });
    expect(within(block).getByRole('img')).toHaveAttribute('height', '600');
    expect(within(block).getAllByRole('link')).toHaveLength(5);
    expect(within(block).getByRole('link', { name: '年度福利专题：区域 1' })).toHaveAttribute(
      'href',
      '/benefitYear',
    );
    expect(within(block).getByRole('link', { name: '旅游' })).toHaveStyle({
      left: '51.67%',
      height: '63.33%',
    });
    expect(within(block).queryByText('尚未配置链接的区域')).not.toBeInTheDocument();
  });

  it('shows the diagnostic card naming every broken field', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    for (const path of [
      'options.img',
      'options.list[0].height',
      'options.list[0].x',
      'options.list[1].width',
      'options.list[1].url',
    ]) {
      expect(card).toHaveTextContent(path);
    }
  });
});

describe('<SpecialHotZonesShow /> behaviour', () => {
  it('opens a zone through the link opener', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<SpecialHotZonesShow blockKey="z" options={options} />);
    await user.click(screen.getByRole('link', { name: '距离除夕' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/special?id=newyear-eve' }]);
  });

  it('reaches every zone by keyboard, in order', async () => {
    const user = userEvent.setup();
    renderBlock(<SpecialHotZonesShow blockKey="z" options={options} />);
    await user.tab();
    expect(screen.getByRole('link', { name: '立即选购' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '距离除夕' })).toHaveFocus();
  });

  it('uses the default 1200x400 size when the block does not say', () => {
    renderBlock(<SpecialHotZonesShow blockKey="z" name="专题图" options={{ img: '/img/a.svg', list: [] }} />);
    const picture = screen.getByRole('img', { name: '专题图' });
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '400');
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

describe('<SpecialHotZonesShow /> days counter', () => {
  function isoDate(daysFromToday: number): string {
    const day = new Date();
    day.setDate(day.getDate() + daysFromToday);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }
  const countdownZone = (date: string) => ({
    x: 10,
    y: 10,
    width: 30,
    height: 30,
    url: `/special?countdown=1&date=${date}`,
    title: '距离开幕',
  });

  it('shows the days left as three digits on a countdown zone, as hotZonesShow does', () => {
    renderBlock(
      <SpecialHotZonesShow
        blockKey="z"
        options={{ img: '/img/a.svg', list: [countdownZone(isoDate(12))] }}
      />,
    );
    expect(screen.getByRole('link', { name: /距离开幕/ })).toHaveAttribute(
      'href',
      expect.stringContaining('countdown=1'),
    );
    expect(screen.getByRole('img', { name: '剩余 12 天' })).toHaveTextContent('012');
  });

  it('hides the counter once the date has passed', () => {
    renderBlock(
      <SpecialHotZonesShow
        blockKey="z"
        options={{ img: '/img/a.svg', list: [countdownZone(isoDate(-1))] }}
      />,
    );
    expect(screen.getByRole('link', { name: /距离开幕/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^剩余/ })).not.toBeInTheDocument();
  });
});

describe('<SpecialHotZonesShow /> planCaseUseTo=2 confirmation', () => {
  const familyUrl = '/home/multipleChoice?planCaseId=pc-2027&planCaseUseTo=2&familyInfo=1';
  const plainUrl = '/yearOptionSelection?planCaseId=pc-1&planCaseUseTo=2';
  const prompt = '确认后不可更改，是否继续？';
  const zone = (url: string, content?: string) => ({
    x: 10,
    y: 10,
    width: 30,
    height: 30,
    url,
    title: '年度选择',
    ...(content === undefined ? {} : { content }),
  });

  function renderZone(url: string, content?: string) {
    return renderBlock(
      <SpecialHotZonesShow blockKey="z" options={{ img: '/img/a.svg', list: [zone(url, content)] }} />,
    );
  }

  async function openPrompt(url: string) {
    const user = userEvent.setup();
    const view = renderZone(url, prompt);
    const area = screen.getByRole('button', { name: '年度选择' });
    expect(area).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(area);
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveTextContent(prompt);
    expect(view.services.calls.navigate).toEqual([]);
    return { ...view, user, dialog };
  }

  it('goes to /familyInfo on OK when the link has familyInfo=1', async () => {
    const { user, dialog, services } = await openPrompt(familyUrl);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/familyInfo' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('follows the link on Cancel when the link has familyInfo=1', async () => {
    const { user, dialog, services } = await openPrompt(familyUrl);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: familyUrl }]);
  });

  it('follows the link on OK without familyInfo', async () => {
    const { user, dialog, services } = await openPrompt(plainUrl);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: plainUrl }]);
  });

  it('only closes on Cancel without familyInfo', async () => {
    const { user, dialog, services } = await openPrompt(plainUrl);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(services.calls.navigate).toEqual([]);
  });

  it('opens a planCaseUseTo=2 zone without a text directly', async () => {
    const user = userEvent.setup();
    const { services } = renderZone(plainUrl, '   ');
    await user.click(screen.getByRole('link', { name: '年度选择' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: plainUrl }]);
  });

  it('opens a zone with a text but without planCaseUseTo=2 directly', async () => {
    const user = userEvent.setup();
    const { services } = renderZone('/goodsList?planId=plan-spring', prompt);
    await user.click(screen.getByRole('link', { name: '年度选择' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/goodsList?planId=plan-spring' }]);
  });
});
