import { createDecipheriv } from 'node:crypto';
import { API_PATHS, type UserInfo } from '@mall/schemas';
import type { Locale } from '@mall/runtime';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PASSWORD_CIPHER_KEY } from '../api/password-key.ts';
import { fakeApi } from './fake-api.ts';
import { StorefrontStoryFrame } from './StorefrontStoryFrame.tsx';

// Test support of the account-access forms: a frame to render them in, a picture, a member, the
// server's answers they share and its side of the password cipher.

/** A picture code as the server draws it. */
export const PICTURE = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

/** Answers the picture code with {@link PICTURE}, each time the form draws one. */
export function answerPicture(): void {
  fakeApi.answer(API_PATHS.imageCode, { image: PICTURE, uuid: 'device-1' });
}

/** How many pictures the form has drawn so far. */
export const picturesDrawn = (): number => fakeApi.sent(API_PATHS.imageCode).length;

/** Answers an SMS code sent to a guest's form: to `mobile` (masked), again in 60 s, valid for 5 minutes. */
export function answerSmsCodeSent(mobile: string): void {
  fakeApi.answer(API_PATHS.sendSmsCode, { mobile, resendInSeconds: 60, expiresInSeconds: 300 });
}

/** The form fields last sent to `path` (a guest's form posts them form-encoded, as text). */
export const sentForm = (path: string): Record<string, string> =>
  fakeApi.lastSent(path).body as Record<string, string>;

/** A member as getUserInfo answers, with partial overrides. */
export function memberFactory(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'mbr-card-zhou',
    oneId: 'ent-acme',
    username: 'cardzhou',
    nickName: '周敏',
    code: 'A0101',
    mobile: '135****0101',
    point: 2600,
    updatePwd: '0',
    updatePayPwd: '0',
    updatePayPwdWithCode: '0',
    loginDate: '2026-03-01T09:00:00.000Z',
    lastLoginDate: null,
    dealerCode: null,
    canLogout: true,
    platformPermission: 'HSHSC',
    ...overrides,
  };
}

/** Renders a form inside Chakra, the storefront's i18n (zh-CN unless told), jotai and a router. */
export function renderForm(ui: ReactNode, locale: Locale = 'zh-CN') {
  return render(<StorefrontStoryFrame locale={locale}>{ui}</StorefrontStoryFrame>);
}

/** Decrypts what the storefront sent as the server does, to prove a password travelled encrypted. */
export function decryptWire(wire: string): string {
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

/**
 * The last JSON body sent to `path`, with its `passwords` fields decrypted as the server reads them
 * (decrypting also proves they did not travel in clear).
 */
export function sentWithPasswords(path: string, passwords: readonly string[]): Record<string, unknown> {
  const body = { ...(fakeApi.lastSent(path).body as Record<string, unknown>) };
  for (const field of passwords) body[field] = decryptWire(String(body[field]));
  return body;
}
