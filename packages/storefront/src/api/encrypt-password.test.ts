import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from './encrypt-password.ts';
import { PASSWORD_CIPHER_KEY } from './password-key.ts';

function decrypt(wire: string, keyBase64: string): string {
  const bytes = Buffer.from(wire, 'base64');
  const iv = bytes.subarray(0, 12);
  const tag = bytes.subarray(bytes.length - 16);
  const body = bytes.subarray(12, bytes.length - 16);
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

describe('encryptPassword', () => {
  it('produces iv + ciphertext + tag that the server side decrypts back to the password', async () => {
    const wire = await encryptPassword('Secret#123 密码');

    expect(Buffer.from(wire, 'base64').length).toBe(12 + Buffer.byteLength('Secret#123 密码') + 16);
    expect(decrypt(wire, PASSWORD_CIPHER_KEY)).toBe('Secret#123 密码');
  });

  it('uses a fresh iv, so the same password never looks the same twice', async () => {
    const [a, b] = await Promise.all([encryptPassword('same'), encryptPassword('same')]);

    expect(a).not.toBe(b);
  });

  it('cannot be read with another key', async () => {
    const wire = await encryptPassword('Secret#123');
    const otherKey = Buffer.alloc(32, 7).toString('base64');

    expect(() => decrypt(wire, otherKey)).toThrow();
  });
});
