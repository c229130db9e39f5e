import { encryptPasswordWith } from '@mall/schemas';
import { PASSWORD_CIPHER_KEY } from './password-key.ts';

/**
 * Encrypts a password for the login call and the other password forms (spec 01 section 5), with
 * the storefront's key unless another is given.
 */
export function encryptPassword(password: string, keyBase64: string = PASSWORD_CIPHER_KEY): Promise<string> {
  return encryptPasswordWith(password, keyBase64);
}
