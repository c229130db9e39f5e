import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Carousel2Options } from '@mall/schemas';
import { describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/carousel2/typical.json';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { expectSlidePictures, slideDots, walkCarouselByKeyboard } from '../testing/slideshow-checks.ts';
import { Carousel2 } from './Carousel2.tsx';
import * as stories from './Carousel2.stories.tsx';

const { Typical, Guest, TenantPointsName, ManyItems } = composeStories(stories);
const options: Carousel2Options = typical.options;
const still = { ...options, autoplay: false };

describe('<Carousel2 /> stories', () => {
  it('shows a 990x453 carousel beside the member panel with greeting, points and account links', async () => {
    const carousel = await renderStoryBlock(Typical, '会员首页轮播');
    expectSlidePictures(carousel, { first: '员工福利季', later: '新春年货节', width: 990, height: 453 });

    const panel = screen.getByRole('region', { name: '会员信息' });
    expect(within(panel).getByText('您好，张三')).toBeInTheDocument();
    expect(within(panel).getByText('我的福利积分')).toBeInTheDocument();
    expect(within(panel).getByText('12,680')).toBeInTheDocument();
    expectLinkTo(panel, '我的账户', '/home/myAccount');
    expectLinkTo(panel, '我的订单', '/home/myOrder');
    expect(within(panel).queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });

  it('greets a guest and offers the log-in link instead of points', async () => {
    const panel = await renderStoryBlock(Guest, '会员信息');
    expect(within(panel).getByText('您好，欢迎光临')).toBeInTheDocument();
    expectLinkTo(panel, '登录', '/login');
    expect(panel).not.toHaveTextContent('12,680');
    expect(panel).not.toHaveTextContent('我的福利积分');
    expect(within(panel).queryByRole('link', { name: '我的账户' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '会员首页轮播' })).toBeInTheDocument();
  });

  it("names the balance in the enterprise's own points currency", async () => {
    const panel = await renderStoryBlock(TenantPointsName, '会员信息');
    expect(within(panel).getByText('我的蓝海币')).toBeInTheDocument();
    expect(within(panel).getByText('12,680')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('福利积分');
  });

  it('offers one dot per slide when there are ten', async () => {
    await renderStoryBlock(ManyItems, '活动轮播（10 张）');
    expect(slideDots()).toHaveLength(10);
  });
});

describe('<Carousel2 /> behaviour', () => {
  it('is driven from the keyboard: arrows by Enter, dots by arrow keys', async () => {
    renderBlock(<Carousel2 blockKey="c2" options={still} />);
    await walkCarouselByKeyboard('下一张', 3, [
      { keys: '{Enter}', slide: 2 },
      { keys: '{Tab}{Tab}', focused: '切换到第 2 张' },
      { keys: '{End}', slide: 3, focused: '切换到第 3 张' },
      { keys: '{ArrowRight}', slide: 1 },
    ]);
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
