import { createCipheriv, randomBytes } from 'node:crypto';

/**
 * Encrypts a password as the storefront does before sending it: AES-256-GCM, answered as
 * base64(iv[12] + ciphertext + tag[16]).
 */
export function encryptPassword(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64');
}
