import type { PlanCaseFields } from '../services/benefit-plan-cases.ts';
import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';
import { seedBenefitMembers } from './seed-benefit-members.ts';
import { seedBenefitOrders } from './seed-benefit-orders.ts';
import { seedDisposableCardRanges } from './seed-disposable-card.ts';

// What the flexible benefits and the disposable-card pages added to the seed (issue 7, second
// part): the plan cases and their options, sunli and zhangwei's family member, two benefit orders,
// and the cards' redemption ranges. Runs after the account area, so members, enterprises, SKUs and
// addresses are there; a database seeded before gets it once on start.

/** fixtures/seed/benefits.json: windows are counted in hours from the seed. */
interface SeedBenefits {
  planCases: (PlanCaseFields & {
    oneId: string;
    chooseStartsInHours: number;
    chooseEndsInHours: number;
    options: { id: string; skuId: string; quantity: number }[];
  })[];
}

const HOUR_MS = 3_600_000;

/** Writes the flexible benefits and the cards' ranges; rows seeded before are left alone. */
export async function seedBenefits(tx: DbExecutor, dir: string, now: Date): Promise<void> {
  await seedBenefitPlanCases(tx, dir, now);
  await seedBenefitMembers(tx, dir, now);
  // After the members and addresses whose choices they are.
  await seedBenefitOrders(tx, dir, now);
  await seedDisposableCardRanges(tx, dir);
}

/** The enterprises' year and quarter plan cases with their options, from `seed/benefits.json`. */
async function seedBenefitPlanCases(tx: DbExecutor, dir: string, now: Date): Promise<void> {
  const seed = readSeedJson<SeedBenefits>(dir, 'seed/benefits.json');
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  for (const [index, planCase] of seed.planCases.entries()) {
    await tx.query(
      `INSERT INTO benefit_plan_cases (id, one_id, period_kind, period_label, name, name_en, intro,
         intro_en, use_to, min_choices, max_choices, choose_start, choose_end, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT DO NOTHING`,
      [
        planCase.id,
        planCase.oneId,
        planCase.periodKind,
        planCase.periodLabel,
        planCase.name,
        planCase.nameEn,
        planCase.intro,
        planCase.introEn,
        planCase.useTo,
        planCase.minChoices,
        planCase.maxChoices,
        at(planCase.chooseStartsInHours),
        at(planCase.chooseEndsInHours),
        index,
      ],
    );
    for (const [order, option] of planCase.options.entries()) {
      await tx.query(
        `INSERT INTO benefit_options (id, plan_case_id, sku_id, quantity, sort_order)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [option.id, planCase.id, option.skuId, option.quantity, order],
      );
    }
  }
}
