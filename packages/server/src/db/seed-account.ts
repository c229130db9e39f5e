import type { DbExecutor } from './db.ts';

// What the account area added to the seed (issue 7): point accounts and their history, the
// verification and privacy settings, shell cards, red-packet batches, messages and help articles.
// Runs after every other seed step, so members, enterprises and orders are there; a database seeded
// before the account area gets it once on start.

/** Writes what the account area added to the seed; rows seeded before are left alone. */
export async function seedAccount(tx: DbExecutor, dir: string, now: Date): Promise<void> {
  // @seed:pw
  // @seed:verify
  // @seed:points
  // @seed:shell
  // @seed:packet
  // @seed:help
  void tx;
  void dir;
  void now;
}
