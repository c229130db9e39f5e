import { API_PATHS, type ShellCard } from '@mall/schemas';
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../shell-booking/shell-booking-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const card = (overrides: Partial<ShellCard> = {}): ShellCard => ({
  id: 'shell-zhang-wash',
  cardNum: 'SH2026000101',
  cardName: '壳牌精致洗车卡',
  fitScope: '壳牌合作加油站洗车服务：轿车或SUV精致洗车一次',
  validFrom: '2026-01-30',
  validUntil: '2026-08-28',
  valid: true,
  ...overrides,
});

beforeEach(() => {
  logInMember();
});

describe('/fitList', () => {
  it("shows the member's cards with what they fit and their validity, a valid one to book", async () => {
    fakeApi.answer(
      API_PATHS.shellCards,
      pageOf(
        [
          card(),
          card({
            id: 'shell-zhang-tyre',
            cardNum: 'SH2026000103',
            cardName: '壳牌轮胎安全检测卡',
            validUntil: '2026-02-20',
            valid: false,
          }),
        ],
        12,
      ),
    );
    renderRoute('/fitList');
    const view = await findMain();
    const [wash, tyre] = within(await view.findByRole('list', { name: '壳牌卡列表' })).getAllByRole(
      'listitem',
    );

    expect(fakeApi.lastSent(API_PATHS.shellCards).body).toEqual({ pageNum: 1, pageSize: 12 });
    expect(wash).toHaveTextContent('壳牌精致洗车卡');
    expect(wash).toHaveTextContent('有效');
    expect(wash).toHaveTextContent('适用范围：壳牌合作加油站洗车服务：轿车或SUV精致洗车一次');
    expect(wash).toHaveTextContent('有效期：2026-01-30 至 2026-08-28');
    expect(within(wash!).getByRole('link', { name: '去预约' })).toHaveAttribute('href', '/Shelli');
    expect(tyre).toHaveTextContent('不在有效期');
    expect(within(tyre!).queryByRole('link', { name: '去预约' })).not.toBeInTheDocument();
  });

  it('says when the member has no cards', async () => {
    fakeApi.answer(API_PATHS.shellCards, pageOf<ShellCard>([], 12));
    renderRoute('/fitList');
    expect(await (await findMain()).findByText('暂无可用的壳牌卡')).toBeInTheDocument();
  });
});
