import type { DbExecutor } from './db.ts';

// What the account area added to the seed (issue 7): point accounts and their history, the
// verification and privacy settings, shell cards, red-packet batches, messages and help articles.
// Runs after every other seed step, so members, enterprises and orders are there; a database seeded
// before the account area gets it once on start.

/** Writes what the account area added to the seed; rows seeded before are left alone. */
export async function seedAccount(tx: DbExecutor, dir: string, now: Date): Promise<void> {
  // @seed:pw
  // Imported here, at this step's own line, so the seed steps of the account area stay apart.
  await (await import('./seed-verification.ts')).seedVerification(tx, dir, now);
  // @seed:verify
  // Imported at this step's own line, as the others, so the account area's seed steps stay apart.
  await (await import('./seed-point-accounts.ts')).seedPointAccounts(tx, dir, now);
  // @seed:points
  // Imported at this step's own line: the shared file has no import marker.
  await (await import('./seed-shell-cards.ts')).seedShellCards(tx, dir, now);
  // @seed:shell
  // Imported at this step's own line, as the steps above, so the account area's seed steps stay apart.
  await (await import('./seed-red-packets.ts')).seedRedPackets(tx, dir, now);
  await (await import('./seed-member-messages.ts')).seedMemberMessages(tx, dir, now);
  // @seed:packet
  await (await import('./seed-articles.ts')).seedArticles(tx, dir, now);
  // @seed:help
  void tx;
  void dir;
  void now;
}
