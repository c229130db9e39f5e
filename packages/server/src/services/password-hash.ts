import { randomBytes } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm; its enum is a const enum this build cannot import) at
 * 19 MiB, 2 passes, 1 lane (the OWASP minimum), about 16 ms of a core per hash here. Modest on purpose so
 * seeding and tests stay fast; raising it only affects hashes written afterwards, since each hash
 * carries its own parameters.
 */
const ARGON2_PARAMS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

// @node-rs/argon2 hashes on libuv's thread pool, so a login or a payment being checked no longer holds
// the event loop for its 60 ms (hash-wasm, used before, ran on it). It reads and writes the same PHC
// strings, so hashes written before the change still verify.

/** Hashes a password with argon2id and a fresh 16-byte salt; answers the PHC string. */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, { ...ARGON2_PARAMS, salt: randomBytes(16) });
}

/** True when `password` matches the PHC string `hash`; false for a malformed hash too. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification against a hash nobody owns, so an unknown username takes as
 * long to refuse as a wrong password.
 */
export async function verifyNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  await verifyPassword(password, await dummyHash);
  return false;
}
