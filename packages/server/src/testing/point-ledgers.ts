// Test support: a test's expectation that every balance is explained by its ledger (the question is
// ledger-mismatches.ts, which the bench asks too).
import { expect } from 'vitest';
import type { Db } from '../db/db.ts';
import { ledgerMismatches } from './ledger-mismatches.ts';

export { ledgerMismatches, type LedgerMismatch } from './ledger-mismatches.ts';

/** Expects every member's and every point account's ledger to add up to its balance. */
export async function expectLedgersToAddUp(db: Db): Promise<void> {
  expect(await ledgerMismatches(db)).toEqual([]);
}
