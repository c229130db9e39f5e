import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotZone, HotZonesShowOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/hotZonesShow/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { waitForPage } from '../testing/wait-for-page.ts';
import { HotZonesShow } from './HotZonesShow.tsx';
import * as stories from './HotZonesShow.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);
const typicalOptions: HotZonesShowOptions = typical.options;

function renderZones(list: HotZone[], name = '活动热区') {
  return renderBlock(
    <HotZonesShow blockKey="h" name={name} options={{ img: '/img/blocks/hotzones/festival.svg', list }} />,
  );
}

const zone = (url: string, extra: Partial<HotZone> = {}): HotZone => ({
  x: 0,
  y: 0,
  width: 50,
  height: 50,
  url,
  ...extra,
});

function isoDate(daysFromToday: number): string {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

describe('<HotZonesShow /> stories', () => {
  it('shows the picture at its size with one named control per zone', async () => {
    await renderStory(Typical);
    const picture = await screen.findByRole('img', { name: '年货节：年货专区、活动倒计时、家属福利' });
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '400');
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
    await renderStory(ManyItems);
    await screen.findByRole('region', { name: '年度福利' });
    expect(screen.getAllByRole('button', { name: /：年度选择$/ })).toHaveLength(4);
    expect(screen.getAllByRole('link', { name: /：查看商品$/ })).toHaveLength(4);
    expect(screen.getByRole('link', { name: '年度福利选择截止' })).toBeInTheDocument();
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

describe('<HotZonesShow /> days counter', () => {
  it('shows the days left as three digits on a countdown zone', () => {
    renderZones([zone(`/special?countdown=1&date=${isoDate(12)}`, { title: '距离开幕' })]);
    const counter = screen.getByRole('img', { name: '剩余 12 天' });
    expect(counter).toHaveTextContent('012');
  });

  it('hides the counter once the date has passed', () => {
    renderZones([zone(`/special?countdown=1&date=${isoDate(-1)}`, { title: '距离开幕' })]);
    expect(screen.getByRole('link', { name: '距离开幕' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^剩余/ })).not.toBeInTheDocument();
  });

  it('shows 000 when the date is 1000 days or more away', () => {
    renderZones([zone(`/special?countdown=1&date=${isoDate(1200)}`)]);
    expect(screen.getByRole('img', { name: '剩余 0 天' })).toHaveTextContent('000');
  });

  it('shows no counter on a zone whose link has no countdown', () => {
    renderZones([zone(`/special?date=${isoDate(12)}`)]);
    expect(screen.queryByRole('img', { name: /^剩余/ })).not.toBeInTheDocument();
  });

  it('names a zone without title after the block', () => {
    renderZones([zone('/goodsList?categoryId=1')], '年货节热区');
    expect(screen.getByRole('link', { name: '年货节热区' })).toBeInTheDocument();
  });
});

describe('<HotZonesShow /> planCaseUseTo=2 confirmation', () => {
  const familyUrl = '/home/multipleChoice?planCaseId=pc-2027&planCaseUseTo=2&familyInfo=1';
  const plainUrl = '/yearOptionSelection?planCaseId=pc-1&planCaseUseTo=2';

  async function openPrompt(url: string) {
    const user = userEvent.setup();
    const view = renderZones([zone(url, { title: '年度选择', content: '确认后不可更改，是否继续？' })]);
    await user.click(screen.getByRole('button', { name: '年度选择' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveTextContent('确认后不可更改，是否继续？');
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
    const { services } = renderZones([zone(plainUrl, { title: '年度选择' })]);
    await user.click(screen.getByRole('link', { name: '年度选择' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: plainUrl }]);
  });

  it('opens the typical family zone from the fixture with the prompt', async () => {
    const user = userEvent.setup();
    renderBlock(<HotZonesShow blockKey="h" options={typicalOptions} />);
    await user.click(screen.getByRole('button', { name: '家属福利' }));
    expect(await screen.findByRole('alertdialog', { name: '提示' })).toHaveTextContent('请先完善家属信息');
  });
});
