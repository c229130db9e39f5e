import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * argon2id cost: 19 MiB, 2 passes, 1 lane (the OWASP minimum), about 60-70 ms per hash here. Modest
 * on purpose so seeding and tests stay fast; raising it only affects hashes written afterwards, since
 * each hash carries its own parameters.
 */
export const ARGON2_PARAMS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/** Hashes a password with argon2id and a fresh 16-byte salt; answers the PHC string. */
export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2_PARAMS, password, salt: randomBytes(16), outputType: 'encoded' });
}

/** True when `password` matches the PHC string `hash`; false for a malformed hash too. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
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
