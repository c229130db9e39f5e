import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { toaster } from '../ui/toaster.ts';
import { sendSmsCodeFromForm } from './send-sms-code.ts';

// Sending an SMS code from an account form against the real request layer (fetch stubbed): the
// refusals of the SMS limits (issue 8) reach the member in the server's words, and the "get code"
// button stays clickable (the send answers false) with a new picture drawn.

function answerSend(status: number, body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => ({ status, ok: status < 400, json: async () => body }) as Response),
  );
}

const imageCode = () => ({ refresh: vi.fn(), clear: vi.fn(), showError: vi.fn() });
// Each case asks for another phone's code: the same request sent again within a second would share
// the first one's answer (the request layer's click throttle) and not reach the server.
const request = (phonenumber: string) => ({ phonenumber, function: 'REGISTER', code: 'K7QM' }) as const;

let toast: MockInstance<typeof toaster.create>;

beforeEach(() => {
  toast = vi.spyOn(toaster, 'create').mockReturnValue('toast-id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockRestore();
});

describe('sendSmsCodeFromForm under the SMS limits', () => {
  it.each([
    ['a phone that has had its codes of the hour', '该手机号短信发送次数过多，请50分钟后再试', '13911110001'],
    ['an address that has asked for too many codes', '操作过于频繁，请60分钟后再试', '13911110002'],
  ])('shows the 429 of %s in the server’s words and draws a new picture', async (_case, message, phone) => {
    answerSend(429, { success: false, code: 429, message, result: null });
    const picture = imageCode();

    expect(await sendSmsCodeFromForm(request(phone), picture, '验证码已发送')).toBe(false);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', description: message }));
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
    expect(picture.clear).toHaveBeenCalled();
    expect(picture.refresh).toHaveBeenCalled();
  });
});
