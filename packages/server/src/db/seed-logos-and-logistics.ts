import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

// Shapes of fixtures/seed/enterprise-logos.json and fixtures/seed/logistics-companies.json (issue 25
// item 7, migration 034).

interface SeedEnterpriseLogo {
  oneId: string;
  /** A picture of fixtures/images (`/img/...`). */
  logoPath: string;
  /** Shown beside the logo. Defaults to none. */
  subLogoPath?: string;
}

interface SeedLogisticsCompany {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  disabled: 'OPEN' | 'CLOSE';
}

/**
 * Gives the enterprises of `seed/enterprise-logos.json` their header logos (the others keep none
 * and show the site's) and writes the courier companies of `seed/logistics-companies.json` in the
 * file's order. A logo already set and existing companies are left alone, so running it again
 * changes nothing.
 */
export async function seedLogosAndLogistics(tx: DbExecutor, fixturesDir: string): Promise<void> {
  for (const logo of readSeedJson<SeedEnterpriseLogo[]>(fixturesDir, 'seed/enterprise-logos.json')) {
    await tx.query(
      `UPDATE enterprises SET logo_path = $2, sub_logo_path = $3 WHERE one_id = $1 AND logo_path IS NULL`,
      [logo.oneId, logo.logoPath, logo.subLogoPath ?? null],
    );
  }
  const companies = readSeedJson<SeedLogisticsCompany[]>(fixturesDir, 'seed/logistics-companies.json');
  for (const [sortOrder, company] of companies.entries()) {
    await tx.query(
      `INSERT INTO logistics_companies (id, code, name, name_en, disabled, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [company.id, company.code, company.name, company.nameEn, company.disabled, sortOrder],
    );
  }
}
