// The password cipher of the login and the other password forms (spec 01 section 5), shared by the
// storefront and the studio: both encrypt before sending, the server decrypts (server/src/services/password-cipher.ts).

const IV_BYTES = 12;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Encrypts a password for the API: AES-256-GCM with WebCrypto, wire format
 * base64(iv[12] + ciphertext + tag[16]); a fresh random iv each time. `keyBase64` is the app's key
 * (config/client.json's `passwordCipherKey` unless the build sets another).
 */
export async function encryptPasswordWith(password: string, keyBase64: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', fromBase64(keyBase64), { name: 'AES-GCM' }, false, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  // WebCrypto appends the 16-byte tag to the ciphertext, which is the wire order already.
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(password)),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv, 0);
  out.set(sealed, IV_BYTES);
  return toBase64(out);
}
