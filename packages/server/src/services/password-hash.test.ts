import { describe, expect, it } from 'vitest';
import { hashPassword, verifyNobody, verifyPassword } from './password-hash.ts';

// Written by hash-wasm, the library before @node-rs/argon2: password 'x', a salt of sixteen 0x01 bytes.
const HASH_WASM_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$AQEBAQEBAQEBAQEBAQEBAQ$+m21d7tbteefuH7Lm+E+MLLzRJL8zllqwBoWL8clQi0';

describe('password hashing', () => {
  it('writes an argon2id PHC string with the OWASP minimum cost and a fresh salt each time', async () => {
    const first = await hashPassword('Acme@2026');
    const second = await hashPassword('Acme@2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Acme@2026');
    expect(await verifyPassword('Acme@2026', hash)).toBe(true);
    expect(await verifyPassword('acme@2026', hash)).toBe(false);
  });

  it('still verifies hashes written before the library changed', async () => {
    expect(await verifyPassword('x', HASH_WASM_HASH)).toBe(true);
    expect(await verifyPassword('y', HASH_WASM_HASH)).toBe(false);
  });

  it('answers false, not an error, for a malformed hash or an unknown member', async () => {
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
    expect(await verifyNobody('x')).toBe(false);
  });
});
