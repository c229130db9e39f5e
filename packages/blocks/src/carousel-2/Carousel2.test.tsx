import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Carousel2Options } from '@mall/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/carousel2/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { currentSlide, expectTurnsEveryIntervalAndWraps } from '../testing/slideshow-checks.ts';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { SLIDESHOW_INTERVAL } from '../parts/useSlideshow.ts';
import { Carousel2 } from './Carousel2.tsx';
import * as stories from './Carousel2.stories.tsx';

const { Typical, Guest, TenantPointsName, Empty, ManyItems, InvalidData } = composeStories(stories);
const options: Carousel2Options = typical.options;
const still = { ...options, autoplay: false };

describe('<Carousel2 /> stories', () => {
  it('shows a 990x453 carousel beside the member panel with greeting, points and account links', async () => {
    await renderStory(Typical);
    const carousel = await screen.findByRole('region', { name: '会员首页轮播' });
    const picture = within(carousel).getByRole('img', { name: '员工福利季' });
    expect(picture).toHaveAttribute('width', '990');
    expect(picture).toHaveAttribute('height', '453');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(within(carousel).getByRole('img', { name: '新春年货节', hidden: true })).toHaveAttribute(
      'loading',
      'lazy',
    );

    const panel = screen.getByRole('region', { name: '会员信息' });
    expect(within(panel).getByText('您好，张三')).toBeInTheDocument();
    expect(within(panel).getByText('我的福利积分')).toBeInTheDocument();
    expect(within(panel).getByText('12,680')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '我的账户' })).toHaveAttribute('href', '/home/myAccount');
    expect(within(panel).getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/home/myOrder');
    expect(within(panel).queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });

  it('greets a guest and offers the log-in link instead of points', async () => {
    await renderStory(Guest);
    const panel = await screen.findByRole('region', { name: '会员信息' });
    expect(within(panel).getByText('您好，欢迎光临')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(panel).not.toHaveTextContent('12,680');
    expect(panel).not.toHaveTextContent('我的福利积分');
    expect(within(panel).queryByRole('link', { name: '我的账户' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '会员首页轮播' })).toBeInTheDocument();
  });

  it("names the balance in the enterprise's own points currency", async () => {
    await renderStory(TenantPointsName);
    const panel = await screen.findByRole('region', { name: '会员信息' });
    expect(within(panel).getByText('我的蓝海币')).toBeInTheDocument();
    expect(within(panel).getByText('12,680')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('福利积分');
  });

  it('renders nothing, member panel included, without slides', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('offers one dot per slide when there are ten', async () => {
    await renderStory(ManyItems);
    await screen.findByRole('region', { name: '活动轮播（10 张）' });
    expect(screen.getAllByRole('button', { name: /^切换到第/ })).toHaveLength(10);
  });

  it('shows the diagnostic card naming the relative picture, the refused link and the autoplay value', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.list[0].img');
    expect(card).toHaveTextContent('options.list[1].url');
    expect(card).toHaveTextContent('options.autoplay');
  });
});

describe('<Carousel2 /> behaviour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 5000 ms and wraps to the first slide after the last', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel2 blockKey="c2" options={options} />);
    expectTurnsEveryIntervalAndWraps(3);
  });

  it('stays on its slide when autoplay is off', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel2 blockKey="c2" options={still} />);
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL * 3));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
  });

  it('is driven from the keyboard: arrows by Enter, dots by arrow keys', async () => {
    const user = userEvent.setup();
    renderBlock(<Carousel2 blockKey="c2" options={still} />);
    screen.getByRole('button', { name: '下一张' }).focus();
    await user.keyboard('{Enter}');
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '切换到第 2 张' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 3 张');
    expect(screen.getByRole('button', { name: '切换到第 3 张' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张');
  });

  it('opens the account, orders and log-in links through the link opener', async () => {
    const user = userEvent.setup();
    const member = renderBlock(<Carousel2 blockKey="c2" options={still} />);
    await user.click(screen.getByRole('link', { name: '我的账户' }));
    await user.click(screen.getByRole('link', { name: '我的订单' }));
    expect(member.services.calls.navigate).toEqual([
      { kind: 'internal', path: '/home/myAccount' },
      { kind: 'internal', path: '/home/myOrder' },
    ]);
    member.unmount();

    const guest = renderBlock(<Carousel2 blockKey="c2" options={still} />, { services: { user: null } });
    await user.click(screen.getByRole('link', { name: '登录' }));
    expect(guest.services.calls.navigate).toEqual([{ kind: 'internal', path: '/login' }]);
  });

  it('leaves the balance out when the points are not known, and greets a member without nickname', () => {
    renderBlock(<Carousel2 blockKey="c2" options={still} />, { services: { user: { id: 'u-2' } } });
    const panel = screen.getByRole('region', { name: '会员信息' });
    expect(within(panel).getByText('您好，会员')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('我的福利积分');
    expect(within(panel).getByRole('link', { name: '我的账户' })).toBeInTheDocument();
  });

  it('speaks English, with the enterprise points name in English', () => {
    renderBlock(<Carousel2 blockKey="c2" options={options} />, {
      locale: 'en-US',
      services: { tenant: { pointsName: 'Blue coins' } },
    });
    const panel = screen.getByRole('region', { name: 'Member' });
    expect(within(panel).getByText('Hi, 张三')).toBeInTheDocument();
    expect(within(panel).getByText('My Blue coins')).toBeInTheDocument();
    expect(within(panel).getByText('12,680')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'My orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('says welfare points in English when the enterprise has no wording of its own', () => {
    renderBlock(<Carousel2 blockKey="c2" options={options} />, { locale: 'en-US' });
    expect(screen.getByText('My welfare points')).toBeInTheDocument();
  });
});

describe('<Carousel2 /> nickname edit', () => {
  it("offers the member to change the nickname beside the greeting, opening the host's editor", async () => {
    const user = userEvent.setup();
    const editNickName = vi.fn();
    renderBlock(<Carousel2 blockKey="c2" options={still} />, { services: { editNickName } });
    const panel = screen.getByRole('region', { name: '会员信息' });
    expect(within(panel).getByText('您好，张三')).toBeInTheDocument();
    const edit = within(panel).getByRole('button', { name: '修改昵称' });
    expect(edit).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(edit);
    expect(editNickName).toHaveBeenCalledTimes(1);
  });

  it('is reached by keyboard and named in English', async () => {
    const user = userEvent.setup();
    const editNickName = vi.fn();
    renderBlock(<Carousel2 blockKey="c2" options={still} />, { locale: 'en-US', services: { editNickName } });
    const edit = screen.getByRole('button', { name: 'Change nickname' });
    edit.focus();
    await user.keyboard('{Enter}');
    expect(editNickName).toHaveBeenCalledTimes(1);
  });

  it('offers no edit where the host has no editor, nor to a guest', () => {
    const member = renderBlock(<Carousel2 blockKey="c2" options={still} />);
    expect(screen.getByText('您好，张三')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改昵称' })).not.toBeInTheDocument();
    member.unmount();

    renderBlock(<Carousel2 blockKey="c2" options={still} />, {
      services: { user: null, editNickName: vi.fn() },
    });
    expect(screen.getByText('您好，欢迎光临')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改昵称' })).not.toBeInTheDocument();
  });
});
