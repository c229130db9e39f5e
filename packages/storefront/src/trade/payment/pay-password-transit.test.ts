import { API_PATHS } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { checkPayPassword, payOrder, setPayPassword } from '../../api/payment.ts';
import { decryptWire } from '../../test/account-access-support.tsx';
import { fakeApi } from '../../test/fake-api.ts';

const PATHS = [API_PATHS.orderPayPasswordCheck, API_PATHS.orderPay, API_PATHS.walletSetPassword];

describe('pay password in transit', () => {
  it('checks, pays and sets with the password encrypted as the login does, never in clear', async () => {
    for (const path of PATHS) fakeApi.answer(path, true);
    await checkPayPassword('pay123456');
    await payOrder('O202611230001', 'pay123456');
    await setPayPassword('pay123456');

    expect(PATHS.map((path) => fakeApi.sent(path, 'POST').length)).toEqual([1, 1, 1]);
    const bodies = PATHS.map((path) => fakeApi.lastSent(path, 'POST').body as Record<string, unknown>);
    for (const body of bodies) {
      expect(body.password).not.toBe('pay123456');
      expect(decryptWire(String(body.password))).toBe('pay123456');
    }
    expect(bodies[1]?.sn).toBe('O202611230001');
  });
});
