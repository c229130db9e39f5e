import {
  API_PATHS,
  type DisposableCardOrderPlaced,
  type MemberAddress,
  type PointHistoryPage,
} from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { loadTokenSecret } from '../../services/token-secret.ts';
import { issueTokenPair } from '../../services/tokens.ts';
import { addressInput } from '../../testing/address-input.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { expectLedgersToAddUp, ledgerMismatches } from '../../testing/point-ledgers.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// The points ledgers explain every balance: a member's welfare points (members.point, what checkout
// spends) are the sum of their point_log lines, each further point account's balance the sum of its
// point_account_log lines. Checked on the seed as it is, and after a disposable card forfeits its
// rest; trading-concurrency.test.ts and order-refunds.test.ts check it after their flows too.

const api = setUpTestApp();

describe('the seeded ledgers', () => {
  it("add up to every member's welfare points and every further point account's balance", async () => {
    await expectLedgersToAddUp(api.db);
  });

  it('explain a balance seeded without grants by one opening grant, in both languages', async () => {
    const { accessToken } = await loginAs(api.app, DEMO_MEMBERS.acmeFirstCheckout);
    const lines = async (locale: string) =>
      (
        await api.get<PointHistoryPage>(`${API_PATHS.pointHistoryPage}?classType=MALL`, {
          accessToken,
          headers: { locale },
        })
      ).body.result.records.map(({ kind, change, balanceAfter, remark }) => ({
        kind,
        change,
        balanceAfter,
        remark,
      }));
    expect(await lines('zh-CN')).toEqual([
      { kind: 'GRANT', change: 3000, balanceAfter: 3000, remark: '期初积分' },
    ]);
    expect((await lines('en-US'))[0]?.remark).toBe('Opening balance');
  });
});

describe("a disposable card's payment", () => {
  it('writes the rest it forfeits as a ledger line, so the ledger ends at the balance of 0', async () => {
    // Acme's birthday card: 200 points; 长绒棉毛巾 at 50 in its range.
    const card = { memberId: 'mbr-ycxk-acme-2', oneId: 'ent-acme' };
    const { accessToken } = await issueTokenPair(api.db, card, await loadTokenSecret(api.db), api.clock);
    const send = async <T>(url: string, payload: object) => {
      const answer = await api.post<T>(url, payload, { accessToken });
      expect(answer.body.message).toBe('success');
      return answer.body.result;
    };
    const address = await send<MemberAddress>(
      API_PATHS.address,
      addressInput({ consigneeName: '生日卡持卡人' }),
    );
    await send(API_PATHS.ycxkCart, { skuId: '1018', num: 1 });
    const placed = await send<DisposableCardOrderPlaced>(API_PATHS.ycxkOrder, { addressId: address.id });
    await send(API_PATHS.ycxkPay, { sn: placed.sn });

    const ledger = await api.db.query(
      `SELECT kind, change, balance_after AS "balanceAfter" FROM point_log WHERE member_id = $1 ORDER BY id`,
      [card.memberId],
    );
    expect(ledger).toEqual([
      { kind: 'GRANT', change: 200, balanceAfter: 200 },
      { kind: 'ORDER_PAY', change: -50, balanceAfter: 150 },
      { kind: 'CARD_FORFEIT', change: -150, balanceAfter: 0 },
    ]);
    expect(await ledgerMismatches(api.db)).toEqual([]);
  });
});
