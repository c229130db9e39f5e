import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { datePage } from '../shell-booking/shell-booking-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  logInMember();
  // The booking page it leads to: no day open yet.
  fakeApi.answer(API_PATHS.shellBookDates, datePage([]));
});

describe('/shelliNotice', () => {
  it('tells the booking rules and goes on to the booking page', async () => {
    const { router } = renderRoute('/shelliNotice');
    const view = within(await screen.findByRole('main', {}, { timeout: 5000 }));
    expect(await view.findByRole('heading', { name: '壳牌卡预约须知', level: 1 })).toBeInTheDocument();
    const rules = view.getAllByRole('listitem');
    expect(rules).toHaveLength(4);
    expect(rules[1]).toHaveTextContent('每张卡同一天只能预约一次');
    expect(rules[2]).toHaveTextContent('服务当天及之后不可取消');
    expect(view.getByRole('navigation', { name: '壳牌卡预约' })).toBeInTheDocument();

    await userEvent.click(view.getByRole('link', { name: '我已了解，去预约' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Shelli'));
    // The booking page is another route: its own frame replaces the notice's.
    expect(
      await screen.findByRole('heading', { name: '壳牌卡预约', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
