import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CLIENT_CONFIG_PATH } from '../paths.ts';

// The storefront encrypts passwords before sending them (spec 01 section 5): AES-256-GCM with a key
// every browser has, so this hides the password from logs and proxies, not from the key's holders.

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The password cipher key: env MALL_PASSWORD_KEY (base64) when set, else `passwordCipherKey` of
 * config/client.json. Throws unless it is 32 bytes.
 */
export function readPasswordKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const text =
    env.MALL_PASSWORD_KEY ||
    (JSON.parse(readFileSync(CLIENT_CONFIG_PATH, 'utf8')) as { passwordCipherKey?: string })
      .passwordCipherKey;
  const key = Buffer.from(text ?? '', 'base64');
  if (key.length !== 32) throw new Error('The password cipher key must be 32 bytes of base64');
  return key;
}

/**
 * Decrypts a password sent as base64(iv[12] + ciphertext + tag[16]); null when it is malformed, was
 * encrypted with another key or was tampered with. An empty field that was sealed properly opens to
 * '', so the caller can ask for the field rather than say the page is stale.
 */
export function decryptPassword(wire: string, key: Buffer): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(wire)) return null;
  const bytes = Buffer.from(wire, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Encrypts a value the way the storefront encrypts passwords, base64(iv[12] + ciphertext + tag[16])
 * with a fresh iv, for member fields the server sends back sealed (getUserDetail's code, mobile and
 * e-mail); the storefront decrypts them with the same key.
 */
export function encryptPassword(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64');
}
