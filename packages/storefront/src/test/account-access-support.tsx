import { createDecipheriv } from 'node:crypto';
import type { UserInfo } from '@mall/schemas';
import type { Locale } from '@mall/runtime';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PASSWORD_CIPHER_KEY } from '../api/password-key.ts';
import { StorefrontStoryFrame } from './StorefrontStoryFrame.tsx';

// Test support of the account-access forms: a frame to render them in, a picture, a member and the
// server's side of the password cipher.

/** A picture code as the server draws it. */
export const PICTURE = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

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
