import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
});

describe('/loginInterception', () => {
  it('shows the reason of the address and goes back to login', async () => {
    const { router } = renderRoute(`/loginInterception?reason=${encodeURIComponent('账号已停用')}`);
    const content = await findMain();
    expect(await content.findByRole('heading', { level: 1, name: '登录受限' })).toBeInTheDocument();
    expect(content.getByText('账号已停用')).toBeInTheDocument();
    expect(content.getByText('客服时间：周一至周五 9:00-17:00')).toBeInTheDocument();

    await userEvent.click(content.getByRole('button', { name: '返回登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('gives a default reason when the address has none', async () => {
    renderRoute('/loginInterception');
    expect(await (await findMain()).findByText(/您的账号暂时无法登录商城/)).toBeInTheDocument();
  });
});

describe('/pages/error/index', () => {
  it('says something went wrong and offers the way home', async () => {
    const { router } = renderRoute('/pages/error/index');
    const content = await findMain();
    expect(await content.findByRole('heading', { level: 1, name: '页面出错了' })).toBeInTheDocument();
    await userEvent.click(content.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/qpLogout', () => {
  it('says the member has logged out and logs in again where logout sends them', async () => {
    window.localStorage.setItem('loginRouteName', 'acme');
    const { router } = renderRoute('/qpLogout');
    const content = await findMain();
    expect(await content.findByRole('heading', { level: 1, name: '您已安全退出' })).toBeInTheDocument();
    await userEvent.click(content.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/acme'));
    window.localStorage.removeItem('loginRouteName');
  });
});
