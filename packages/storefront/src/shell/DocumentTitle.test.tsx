import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSiteSetting } from '../api/site.ts';
import { DocumentTitle } from './DocumentTitle.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';

vi.mock('../api/site.ts', () => ({ fetchSiteSetting: vi.fn() }));

beforeEach(() => {
  window.localStorage.clear();
  document.title = '';
  vi.mocked(fetchSiteSetting).mockResolvedValue({ siteName: '好生活福利商城', logoImg: '/img/logo.svg' });
});

describe('<DocumentTitle />', () => {
  it("shows the route's title before the site's name", async () => {
    render(
      <StorefrontStoryFrame path="/shoppingCart">
        <DocumentTitle />
      </StorefrontStoryFrame>,
    );
    await waitFor(() => expect(document.title).toBe('购物车 - 好生活福利商城'));
  });

  it("shows the site's name alone on a route without a title, in English too", async () => {
    vi.mocked(fetchSiteSetting).mockResolvedValue({ siteName: 'Good Life Benefits Mall' });
    render(
      <StorefrontStoryFrame path="/" locale="en-US">
        <DocumentTitle />
      </StorefrontStoryFrame>,
    );
    await waitFor(() => expect(document.title).toBe('Good Life Benefits Mall'));
  });

  it('titles a route in English in en-US', async () => {
    vi.mocked(fetchSiteSetting).mockResolvedValue({ siteName: 'Good Life Benefits Mall' });
    render(
      <StorefrontStoryFrame path="/seckill" locale="en-US">
        <DocumentTitle />
      </StorefrontStoryFrame>,
    );
    await waitFor(() => expect(document.title).toBe('Flash sale - Good Life Benefits Mall'));
  });
});
