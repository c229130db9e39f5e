import { API_PATHS } from '@mall/schemas';
import { createDecipheriv } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPayPassword, payOrder, setPayPassword } from '../../api/payment.ts';
import { PASSWORD_CIPHER_KEY } from '../../api/password-key.ts';

function decrypt(wire: string): string {
  const bytes = Buffer.from(wire, 'base64');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(PASSWORD_CIPHER_KEY, 'base64'),
    bytes.subarray(0, 12),
  );
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

/** Answers every call with `result` and keeps what was sent. */
function fakeServer(result: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify({ success: true, result }), { status: 200 }));
}

/** The JSON body of the `n`th call. */
function sentBody(fetchSpy: ReturnType<typeof fakeServer>, n = 0): Record<string, unknown> {
  const init = fetchSpy.mock.calls[n]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pay password in transit', () => {
  it('checks, pays and sets with the password encrypted as the login does, never in clear', async () => {
    const fetchSpy = fakeServer(true);
    await checkPayPassword('pay123456');
    await payOrder('O202611230001', 'pay123456');
    await setPayPassword('pay123456');

    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([
      API_PATHS.orderPayPasswordCheck,
      API_PATHS.orderPay,
      API_PATHS.walletSetPassword,
    ]);
    for (const n of [0, 1, 2]) {
      const body = sentBody(fetchSpy, n);
      expect(body.password).not.toBe('pay123456');
      expect(decrypt(String(body.password))).toBe('pay123456');
    }
    expect(sentBody(fetchSpy, 1).sn).toBe('O202611230001');
  });
});
