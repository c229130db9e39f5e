import { API_PATHS } from '@mall/schemas';
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DocumentTitle } from './DocumentTitle.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';

/** The site call answers settings named `siteName`. */
const answerSiteName = (siteName: string) =>
  fakeApi.answer(API_PATHS.site, { settingValue: JSON.stringify({ siteName, logoImg: '/img/logo.svg' }) });

beforeEach(() => {
  window.localStorage.clear();
  document.title = '';
  answerSiteName('好生活福利商城');
});

describe('<DocumentTitle />', () => {
  it("shows the route's title before the site's name", async () => {
    render(
      <StorefrontStoryFrame path="/shoppingCart">
        <DocumentTitle />
      </StorefrontStoryFrame>,
    );
    await waitFor(() => expect(document.title).toBe('购物车 - 好生活福利商城'));
    expect(fakeApi.sent(API_PATHS.site, 'GET')).toHaveLength(1);
  });

  it("shows the site's name alone on a route without a title, in English too", async () => {
    answerSiteName('Good Life Benefits Mall');
    render(
      <StorefrontStoryFrame path="/" locale="en-US">
        <DocumentTitle />
      </StorefrontStoryFrame>,
    );
    await waitFor(() => expect(document.title).toBe('Good Life Benefits Mall'));
  });

  it('titles a route in English in en-US', async () => {
    answerSiteName('Good Life Benefits Mall');
    render(
      <StorefrontStoryFrame path="/seckill" locale="en-US">
        <DocumentTitle />
      </StorefrontStoryFrame>,
    );
    await waitFor(() => expect(document.title).toBe('Flash sale - Good Life Benefits Mall'));
  });
});
