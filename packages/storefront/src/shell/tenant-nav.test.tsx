import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CategoryNav } from './category-nav/CategoryNav.tsx';
import { storyCategoryNavApi } from '../test/story-category-nav.ts';
import { isActiveNavPath, tenantNav } from './tenant-nav.ts';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';

// config/client.json `tenants`: ent-harbor is one of the six enterprises of the special top
// navigation (customTopNavOneIds) and lands on /custom (loginUrls); ent-lumen is one of the two whose
// active item is underlined (underlinedNavOneIds); ent-acme has neither.

function renderNav({
  oneId,
  loginUrl = null,
  platform = 'HSHSC',
  path = '/',
}: {
  oneId: string;
  loginUrl?: string | null;
  platform?: 'HSHSC' | 'DZPT';
  path?: string;
}) {
  window.localStorage.setItem('oneId', oneId);
  if (loginUrl) window.localStorage.setItem('loginUrl', loginUrl);
  return render(
    <StorefrontStoryFrame path={path} session={{ accessToken: 'member-token', platform }}>
      <CategoryNav api={storyCategoryNavApi()} />
    </StorefrontStoryFrame>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('the top navigation of special tenants', () => {
  it('gives the six enterprises landing on /custom the special navigation, whose home is the custom page', async () => {
    renderNav({ oneId: 'ent-harbor', loginUrl: '/custom', path: '/custom' });

    const nav = within(screen.getByRole('navigation', { name: '企业专属导航' }));
    const home = nav.getByRole('link', { name: '专属首页' });
    expect(home).toHaveAttribute('href', '/custom');
    expect(home).toHaveAttribute('aria-current', 'page');
    // The site's own home item gives way to it; the other items stay.
    expect(await nav.findByRole('link', { name: '公告' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: '首页' })).not.toBeInTheDocument();
  });

  it('gives the same enterprise the ordinary navigation when its login url is not /custom', async () => {
    renderNav({ oneId: 'ent-harbor' });

    const nav = within(screen.getByRole('navigation', { name: '商品导航' }));
    expect(await nav.findByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(nav.queryByRole('link', { name: '专属首页' })).not.toBeInTheDocument();
  });

  it('gives it the ordinary navigation on the exclusive homepage (DZPT)', async () => {
    renderNav({ oneId: 'ent-harbor', loginUrl: '/custom', platform: 'DZPT' });

    expect(screen.getByRole('navigation', { name: '商品导航' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '专属首页' })).not.toBeInTheDocument();
  });

  it('gives another enterprise landing on /custom the ordinary navigation', () => {
    renderNav({ oneId: 'ent-acme', loginUrl: '/custom' });

    expect(screen.getByRole('navigation', { name: '商品导航' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '专属首页' })).not.toBeInTheDocument();
  });

  it('underlines the active item for the two enterprises that have it', async () => {
    renderNav({ oneId: 'ent-lumen', path: '/goodsList?planId=plan-spring&pageNumber=2' });

    const spring = await screen.findByRole('link', { name: '春节福利' });
    expect(spring).toHaveAttribute('aria-current', 'page');
    expect(getComputedStyle(spring).textDecorationLine).toBe('underline');
    const notices = screen.getByRole('link', { name: '公告' });
    expect(notices).not.toHaveAttribute('aria-current');
    expect(getComputedStyle(notices).textDecorationLine).not.toBe('underline');
  });

  it('marks the active item without underlining it for other enterprises', async () => {
    renderNav({ oneId: 'ent-acme', path: '/goodsList?planId=plan-spring' });

    const spring = await screen.findByRole('link', { name: '春节福利' });
    await waitFor(() => expect(spring).toHaveAttribute('aria-current', 'page'));
    expect(getComputedStyle(spring).textDecorationLine).not.toBe('underline');
  });
});

describe('tenantNav', () => {
  it('gives a guest neither rule', () => {
    expect(tenantNav({ platform: 'HSHSC', oneId: null, loginUrl: '/custom' })).toEqual({
      customHome: false,
      underlineActive: false,
    });
  });
});

describe('isActiveNavPath', () => {
  it('matches the same path with the query values the item names', () => {
    expect(isActiveNavPath('/goodsList?planId=p', '/goodsList', '?planId=p&pageNumber=2')).toBe(true);
    expect(isActiveNavPath('/goodsList?planId=p', '/goodsList', '?planId=q')).toBe(false);
    expect(isActiveNavPath('/goodsList?planId=p', '/goodsList', '')).toBe(false);
    expect(isActiveNavPath('/', '/', '')).toBe(true);
    expect(isActiveNavPath('/', '/notice', '')).toBe(false);
  });
});
