import { PASSWORD_CIPHER_KEY } from '../api/password-key.ts';

const IV_BYTES = 12;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Decrypts a member field the server sealed with the password cipher (getUserDetail's code, mobile
 * and e-mail; spec 03 section 7): base64(iv[12] + ciphertext + tag[16]), AES-256-GCM, the reverse of
 * session/encrypt-password.ts. Null stays null; a value that does not open answers null too, so a
 * stale key shows "not given" rather than garbage. `keyBase64` defaults to `PASSWORD_CIPHER_KEY`.
 */
export async function decryptField(
  sealed: string | null,
  keyBase64: string = PASSWORD_CIPHER_KEY,
): Promise<string | null> {
  if (sealed === null) return null;
  try {
    const bytes = fromBase64(sealed);
    const key = await crypto.subtle.importKey('raw', fromBase64(keyBase64), { name: 'AES-GCM' }, false, [
      'decrypt',
    ]);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
      key,
      bytes.subarray(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
