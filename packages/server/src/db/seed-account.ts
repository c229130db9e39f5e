import type { DbExecutor } from './db.ts';
import { seedArticles } from './seed-articles.ts';
import { seedMemberMessages } from './seed-member-messages.ts';
import { seedPointAccounts } from './seed-point-accounts.ts';
import { seedRedPackets } from './seed-red-packets.ts';
import { seedShellCards } from './seed-shell-cards.ts';
import { seedVerification } from './seed-verification.ts';

// What the account area added to the seed (issue 7): the verification and privacy settings (with
// Nova Tech and its members), point accounts and their history, shell cards, red-packet batches,
// messages and help articles. Runs after every other seed step, so members, enterprises and orders
// are there; a database seeded before the account area gets it once on start.

/** Writes what the account area added to the seed; rows seeded before are left alone. */
export async function seedAccount(tx: DbExecutor, dir: string, now: Date): Promise<void> {
  // First: it adds the enterprise and members the steps below may refer to.
  await seedVerification(tx, dir, now);
  await seedPointAccounts(tx, dir, now);
  await seedShellCards(tx, dir, now);
  await seedRedPackets(tx, dir, now);
  await seedMemberMessages(tx, dir, now);
  await seedArticles(tx, dir, now);
}
