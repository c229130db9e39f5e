import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { storefrontMessages } from '../i18n/storefront-messages.ts';
import { toaster } from '../ui/toaster.ts';
import { appStore } from '../state/store.ts';
import { accessTokenAtom, refreshTokenAtom, signKeyAtom } from '../state/session.ts';
import { configureRequestHandlers } from './request-handlers.ts';
import { createHmac } from 'node:crypto';
import {
  CLICK_THROTTLE_MS,
  REQUEST_TIMEOUT_MS,
  RequestError,
  markSessionEnding,
  request,
  requestOutcome,
} from './request.ts';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function answer(body: unknown, status = 200): Response {
  return { status, ok: status < 400, json: async () => body } as Response;
}

function envelope(overrides: Record<string, unknown>) {
  return { success: false, code: 400, message: '', timestamp: 1_700_000_000_000, ...overrides };
}

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn<typeof fetch>(async () => (typeof response === 'function' ? response() : response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentInit(fetchMock: ReturnType<typeof stubFetch>): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Record<string, string> {
  return sentInit(fetchMock).headers as Record<string, string>;
}

const zh = storefrontMessages['zh-CN'];

let navigate: ReturnType<typeof vi.fn<(path: string, state?: { message?: string }) => void>>;
let onAuthFailure: ReturnType<typeof vi.fn<(failure: { code: number; message?: string }) => void>>;
let restoreHandlers: () => void;
let toast: MockInstance<typeof toaster.create>;

beforeEach(() => {
  navigate = vi.fn();
  onAuthFailure = vi.fn();
  restoreHandlers = configureRequestHandlers({ navigate, onAuthFailure });
  toast = vi.spyOn(toaster, 'create').mockReturnValue('toast-id');
  appStore.set(accessTokenAtom, null);
  appStore.set(refreshTokenAtom, null);
  appStore.set(signKeyAtom, null);
});

afterEach(() => {
  restoreHandlers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe('request', () => {
  it('sends the device uuid, the locale and the PC client type, and no token for a guest', async () => {
    const fetchMock = stubFetch(answer(envelope({ success: true, code: 200, result: 1 })));

    await request('/common/common/site');

    const headers = sentHeaders(fetchMock);
    expect(headers.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.uuid).toBe(window.localStorage.getItem('uuid'));
    expect(headers.locale).toBe('zh-CN');
    expect(headers.clientType).toBe('PC');
    expect(headers).not.toHaveProperty('accessToken');
  });

  it('keeps the same device uuid from one request to the next', async () => {
    const fetchMock = stubFetch(answer(envelope({ success: true, code: 200, result: 1 })));

    await request('/a');
    await request('/b');

    const first = (fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).uuid;
    const second = (fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>).uuid;
    expect(first).toBe(second);
  });

  it('sends the stored access token unless the call says it needs none', async () => {
    appStore.set(accessTokenAtom, 'token-123');
    const fetchMock = stubFetch(answer(envelope({ success: true, code: 200, result: 1 })));

    await request('/buyer/x');
    await request('/common/common/site', { auth: false });

    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).accessToken).toBe('token-123');
    expect(fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>).not.toHaveProperty('accessToken');
  });

  it('form-encodes the body, repeating the key for each array value', async () => {
    const fetchMock = stubFetch(answer(envelope({ success: true, code: 200, result: null })));

    await request('/buyer/cart/delete', {
      method: 'POST',
      body: { skuIds: ['1', '2'], num: 3, skip: undefined },
    });

    const init = sentInit(fetchMock);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toMatch(
      /application\/x-www-form-urlencoded/,
    );
    expect(init.body).toBe('skuIds=1&skuIds=2&num=3');
  });

  it('repeats array keys in the query string too', async () => {
    const fetchMock = stubFetch(answer(envelope({ success: true, code: 200, result: [] })));

    await request('/buyer/goods', { query: { categoryId: [1, 2], keyword: '茶' } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/buyer/goods?categoryId=1&categoryId=2&keyword=%E8%8C%B6');
  });

  it('sends JSON when the call asks for it', async () => {
    const fetchMock = stubFetch(answer(envelope({ success: true, code: 200, result: [] })));

    await request('/buyer/plan', { method: 'POST', json: true, body: { list: [{ planId: 'p1' }] } });

    const init = sentInit(fetchMock);
    expect((init.headers as Record<string, string>)['Content-Type']).toMatch(/application\/json/);
    expect(init.body).toBe('{"list":[{"planId":"p1"}]}');
  });

  it('answers the result of the envelope', async () => {
    stubFetch(answer(envelope({ success: true, code: 200, message: 'ok', result: { id: 'page-1' } })));

    await expect(request('/buyer/page')).resolves.toEqual({ id: 'page-1' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('gives up after 30 seconds and says the connection timed out', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );

    const pending = request('/buyer/slow');
    const settled = expect(pending).rejects.toMatchObject({ kind: 'timeout', handled: true });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;

    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        description: zh['request.timeout'],
        closable: true,
        duration: 10_000,
      }),
    );
  });

  it('says there is a network error when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(request('/buyer/x')).rejects.toMatchObject({ kind: 'network' });

    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: zh['request.networkError'] }));
  });

  it('sends the user to the maintenance page with the message on code 89999', async () => {
    stubFetch(answer(envelope({ code: 89999, message: '系统维护中，预计 22:00 恢复' }), 503));

    await expect(request('/buyer/x')).rejects.toBeInstanceOf(RequestError);

    expect(navigate).toHaveBeenCalledWith('/sdm', { message: '系统维护中，预计 22:00 恢复' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends the user to the flexible benefit order page on code 3000005', async () => {
    stubFetch(answer(envelope({ code: 3000005, message: 'choose your benefits first' }), 400));

    await expect(request('/buyer/x')).rejects.toMatchObject({ kind: 'redirect' });

    expect(navigate).toHaveBeenCalledWith('/flexibleBenefitOrder');
    expect(toast).not.toHaveBeenCalled();
  });

  it('stays silent on HTTP 404', async () => {
    stubFetch(answer(envelope({ code: 404, message: 'Not Found' }), 404));

    await expect(request('/buyer/missing')).rejects.toMatchObject({ kind: 'not-found', handled: true });

    expect(toast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the server message in a closable message for 10 seconds on any other error', async () => {
    stubFetch(answer(envelope({ code: 400, message: '商品已下架' }), 400));

    await expect(request('/buyer/x')).rejects.toMatchObject({ kind: 'server', code: 400, handled: true });

    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      type: 'error',
      description: '商品已下架',
      duration: 10_000,
      closable: true,
    });
  });

  it('shows nothing for a quiet call that fails, leaving the caller to show its own state', async () => {
    stubFetch(answer(envelope({ code: 400, message: '活动不存在' }), 400));

    await expect(request('/buyer/x', { quiet: true })).rejects.toMatchObject({
      kind: 'server',
      message: '活动不存在',
      handled: false,
    });

    expect(toast).not.toHaveBeenCalled();
  });

  it('falls back to the network error text when the server gives no message', async () => {
    stubFetch(answer('<html>Bad gateway</html>', 502));

    await expect(request('/buyer/x')).rejects.toMatchObject({ kind: 'network' });

    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: zh['request.networkError'] }));
  });

  it('returns code 30000 to the caller as data without a message', async () => {
    stubFetch(answer(envelope({ code: 30000, message: '账号已锁定' }), 400));

    await expect(requestOutcome('/buyer/passport/member/userLogin')).resolves.toEqual({
      ok: false,
      code: 30000,
      message: '账号已锁定',
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it('returns a wrong-password answer to the caller as data without a message', async () => {
    stubFetch(answer(envelope({ code: 400, message: '用户名或密码错误' }), 400));

    await expect(requestOutcome('/buyer/passport/member/userLogin')).resolves.toMatchObject({ ok: false });
    expect(toast).not.toHaveBeenCalled();
  });

  it('hands a refused token (HTTP 403) to the auth handler with its message', async () => {
    stubFetch(answer(envelope({ code: 20004, message: '登录已过期' }), 403));

    await expect(request('/buyer/x')).rejects.toMatchObject({ kind: 'auth' });

    expect(onAuthFailure).toHaveBeenCalledWith({ code: 20004, message: '登录已过期' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows a refusal of the session kind (403, code 20005) and keeps the login: no refresh, no prompt', async () => {
    appStore.set(accessTokenAtom, 'card-access');
    appStore.set(refreshTokenAtom, 'card-refresh');
    const fetchMock = stubFetch(
      answer(envelope({ code: 20005, message: '一次性卡只能在一次性卡专区使用' }), 403),
    );

    await expect(request('/buyer/trade/carts/all')).rejects.toMatchObject({ kind: 'server', code: 20005 });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(appStore.get(accessTokenAtom)).toBe('card-access');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', description: '一次性卡只能在一次性卡专区使用' }),
    );
  });

  it('hands code 20003 to the auth handler without a message', async () => {
    stubFetch(answer(envelope({ code: 20003, message: '未登录' }), 401));

    await expect(request('/buyer/x')).rejects.toMatchObject({ kind: 'auth' });

    expect(onAuthFailure).toHaveBeenCalledWith({ code: 20003, message: undefined });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('token refresh', () => {
  const REFRESH = '/buyer/passport/member/refresh/';

  /** A server whose member calls accept only `fresh-access`; the refresh path answers `refresh`. */
  function stubServer(refresh: () => Response) {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      // Let every parallel request arrive before any answer, as on a real network.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (url.startsWith(REFRESH)) return refresh();
      const token = (init?.headers as Record<string, string>).accessToken;
      if (token === 'fresh-access') return answer(envelope({ success: true, code: 200, result: url }));
      return answer(envelope({ code: 20004, message: '登录已过期' }), 401);
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  const calls = (fetchMock: ReturnType<typeof stubServer>, prefix: string) =>
    fetchMock.mock.calls.filter(([input]) => String(input).startsWith(prefix));

  it('refreshes once for five parallel refused requests and replays each of them once', async () => {
    appStore.set(accessTokenAtom, 'expired-access');
    appStore.set(refreshTokenAtom, 'refresh-1');
    const fetchMock = stubServer(() =>
      answer(
        envelope({
          success: true,
          code: 200,
          result: { accessToken: 'fresh-access', refreshToken: 'refresh-2' },
        }),
      ),
    );

    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => request(`/buyer/item/${n}`)));

    expect(results).toEqual([1, 2, 3, 4, 5].map((n) => `/buyer/item/${n}`));
    expect(calls(fetchMock, REFRESH).map(([input]) => input)).toEqual([`${REFRESH}refresh-1`]);
    for (const n of [1, 2, 3, 4, 5]) expect(calls(fetchMock, `/buyer/item/${n}`)).toHaveLength(2);
    expect(appStore.get(accessTokenAtom)).toBe('fresh-access');
    expect(appStore.get(refreshTokenAtom)).toBe('refresh-2');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('clears the tokens and the cart count and prompts login once the refresh is refused', async () => {
    appStore.set(accessTokenAtom, 'expired-access');
    appStore.set(refreshTokenAtom, 'used-refresh');
    window.localStorage.setItem('cartNum', '3');
    document.cookie = 'cartNum=3; path=/';
    const fetchMock = stubServer(() => answer(envelope({ code: 20004, message: '刷新令牌已失效' }), 401));

    const settled = await Promise.allSettled([1, 2, 3].map((n) => request(`/buyer/item/${n}`)));

    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(calls(fetchMock, REFRESH)).toHaveLength(1);
    // No replay after a failed refresh.
    for (const n of [1, 2, 3]) expect(calls(fetchMock, `/buyer/item/${n}`)).toHaveLength(1);
    expect(appStore.get(accessTokenAtom)).toBeNull();
    expect(appStore.get(refreshTokenAtom)).toBeNull();
    expect(window.localStorage.getItem('cartNum')).toBeNull();
    expect(document.cookie).not.toContain('cartNum=3');
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledWith({ code: 20004, message: '登录已过期' });
  });

  it('fails quietly, with no refresh and no login prompt, when the refusal comes from logging out', async () => {
    appStore.set(accessTokenAtom, 'leaving-access');
    appStore.set(refreshTokenAtom, 'leaving-refresh');
    const fetchMock = stubServer(() => answer(envelope({ success: true, code: 200, result: {} })));

    // A member call is still on its way when the member logs out; the server revokes the token first.
    const inFlight = request('/buyer/item/1');
    markSessionEnding();

    await expect(inFlight).rejects.toMatchObject({ kind: 'auth', handled: true });
    expect(calls(fetchMock, REFRESH)).toHaveLength(0);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("leaves a login made in another tab alone when this tab's guest call is refused", async () => {
    // This tab read its storage as a guest; the member has since logged in elsewhere in the browser.
    window.localStorage.setItem('accessToken', 'other-tab-access');
    window.localStorage.setItem('refreshToken', 'other-tab-refresh');
    window.localStorage.setItem('cartNum', '2');
    stubServer(() => answer(envelope({ success: true, code: 200, result: {} })));

    await expect(request('/buyer/item/1')).rejects.toMatchObject({ kind: 'auth' });

    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('accessToken')).toBe('other-tab-access');
    expect(window.localStorage.getItem('refreshToken')).toBe('other-tab-refresh');
    expect(window.localStorage.getItem('cartNum')).toBe('2');
  });

  it('prompts login at once, without a refresh call, when there is no refresh token', async () => {
    appStore.set(accessTokenAtom, 'expired-access');
    const fetchMock = stubServer(() => answer(envelope({ success: true, code: 200, result: {} })));

    await expect(request('/buyer/item/1')).rejects.toMatchObject({ kind: 'auth' });

    expect(calls(fetchMock, REFRESH)).toHaveLength(0);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });
});

describe('the click throttle', () => {
  it('sends a double click on an action once, both clicks get its answer, and a click after 1000 ms sends again', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(answer(envelope({ success: true, code: 200, result: 'added' })));
    const addToCart = () =>
      requestOutcome('/buyer/trade/carts', { method: 'POST', body: { skuId: 's-throttle', num: 1 } });

    const first = addToCart();
    await vi.advanceTimersByTimeAsync(300);
    const second = addToCart();
    expect(await first).toEqual({ ok: true, result: 'added' });
    expect(await second).toEqual({ ok: true, result: 'added' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(CLICK_THROTTLE_MS - 300 - 1);
    await addToCart();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    await addToCart();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends another action, or the same action with another body, at once', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(answer(envelope({ success: true, code: 200, result: null })));

    await requestOutcome('/buyer/trade/carts', { method: 'POST', body: { skuId: 's-other-1', num: 1 } });
    await requestOutcome('/buyer/trade/carts', { method: 'POST', body: { skuId: 's-other-2', num: 1 } });
    await requestOutcome('/buyer/promotion/coupon/receive/c-1', { method: 'POST' });

    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks again within 1000 ms when another action was sent in between, as a list refreshed after a booking', async () => {
    vi.useFakeTimers();
    let booked = false;
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (String(input).includes('/book/submit')) booked = true;
      return answer(envelope({ success: true, code: 200, result: booked ? 'booked' : 'bookable' }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const cardsOfDay = () => requestOutcome('/buyer/book/cards', { method: 'POST', body: { day: 'd' } });

    expect(await cardsOfDay()).toEqual({ ok: true, result: 'bookable' });
    await vi.advanceTimersByTimeAsync(200);
    await requestOutcome('/buyer/book/submit', { method: 'POST', body: { card: 'c' } });
    await vi.advanceTimersByTimeAsync(200);

    expect(await cardsOfDay()).toEqual({ ok: true, result: 'booked' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not hold back reads, nor an action sent with throttle off', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(answer(envelope({ success: true, code: 200, result: 1 })));

    await request('/buyer/trade/carts/count');
    await request('/buyer/trade/carts/count');
    await requestOutcome('/buyer/x', { method: 'POST', body: { a: 1 }, throttle: false });
    await requestOutcome('/buyer/x', { method: 'POST', body: { a: 1 }, throttle: false });

    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe('replay-protection headers', () => {
  it('signs a member call with the login key: nonce, timestamp and the HMAC of method, path, timestamp and nonce', async () => {
    appStore.set(accessTokenAtom, 'access-1');
    appStore.set(signKeyAtom, 'login-key');
    const fetchMock = stubFetch(answer(envelope({ success: true, code: 200, result: null })));

    await requestOutcome('/buyer/trade/carts', { method: 'POST', body: { skuId: 's-signed', num: 1 } });
    await request('/buyer/trade/carts/count', { query: { at: 1 } });

    const [post, get] = fetchMock.mock.calls.map((call) => call[1]?.headers as Record<string, string>);
    for (const [headers, method, path] of [
      [post, 'POST', '/buyer/trade/carts'],
      [get, 'GET', '/buyer/trade/carts/count'],
    ] as const) {
      expect(headers?.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(Math.abs(Number(headers?.timestamp) - Date.now())).toBeLessThan(5_000);
      const expected = createHmac('sha256', 'login-key')
        .update(`${method}\n${path}\n${headers?.timestamp}\n${headers?.nonce}`)
        .digest('hex');
      expect(headers?.signature).toBe(expected);
    }
    expect(post?.nonce).not.toBe(get?.nonce);
  });

  it('signs again by the server clock, once, when the server refuses the timestamp of a device clock that is off', async () => {
    appStore.set(accessTokenAtom, 'access-1');
    appStore.set(signKeyAtom, 'login-key');
    const serverTime = Date.now() + 20 * 3_600_000;
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        answer(envelope({ code: 20006, message: '请求已过期', result: { serverTime } }), 400),
      )
      .mockResolvedValueOnce(answer(envelope({ success: true, code: 200, result: 'paid' })));
    vi.stubGlobal('fetch', fetchMock);

    expect(await requestOutcome('/buyer/payment/pay', { method: 'POST', body: { sn: 'o-stale' } })).toEqual({
      ok: true,
      result: 'paid',
    });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const resent = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(Math.abs(Number(resent.timestamp) - serverTime)).toBeLessThan(5_000);
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends no signature without a key, nor for a call without the token', async () => {
    appStore.set(accessTokenAtom, 'access-1');
    const fetchMock = stubFetch(answer(envelope({ success: true, code: 200, result: null })));

    await request('/buyer/a');
    appStore.set(signKeyAtom, 'login-key');
    await request('/common/common/site', { auth: false });

    for (const call of fetchMock.mock.calls) {
      const headers = call[1]?.headers as Record<string, string>;
      expect(headers).not.toHaveProperty('signature');
      expect(headers).not.toHaveProperty('nonce');
    }
  });
});
