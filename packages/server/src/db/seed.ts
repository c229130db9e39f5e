import { FIXTURES_DIR } from '../paths.ts';
import type { Db, DbExecutor } from './db.ts';
import { SCHEMA_LOCK_ID } from './migrate.ts';
import { readSeedJson } from './read-seed-json.ts';
import { seedAccount } from './seed-account.ts';
import { seedBenefits } from './seed-benefits.ts';
import { seedAddresses } from './seed-addresses.ts';
import { seedPlanRules, seedTrading } from './seed-trading.ts';
import { seedSearchTerms } from './seed-search-terms.ts';
import { seedCards } from './seed-cards.ts';
import { fillStoreLogos, seedCatalogue } from './seed-catalogue.ts';
import { seedMemberLists } from './seed-member-lists.ts';
import { seedMembers, type SeedMember } from './seed-members.ts';
import { seedNavItems } from './seed-nav-items.ts';
import { seedNoticesAndPopups } from './seed-notices.ts';
import { seedOperators, seedPageVersions } from './seed-operators.ts';
import { seedOpeningGrants } from './seed-opening-grants.ts';
import { seedGoodsReviews } from './seed-goods-reviews.ts';
import { seedLogosAndLogistics } from './seed-logos-and-logistics.ts';

// ---------------------------------------------------------------------------------------------
// Shapes of fixtures/seed/*.json

interface SeedEnterprise {
  oneId: string;
  name: string;
  nameEn?: string;
  platformPermission: string[];
}

interface SeedCategory {
  id: string;
  name: string;
  nameEn?: string;
  image?: string;
  panelLogo?: string;
  /** City goods: delivered only to some regions (the list offers a region picker). */
  cityFlag?: boolean;
  children?: SeedCategory[];
}

interface SeedSku {
  skuId: string;
  spec?: string;
  specEn?: string;
  pricePoints: number;
  marketPriceFen: number;
  stock: number;
  soldCount: number;
}

interface SeedGoods {
  goodsId: string;
  name: string;
  nameEn: string;
  categoryId: string;
  brand?: string;
  images: string[];
  skus: SeedSku[];
}

/** A SKU of a plan or market: its id, or its id with the price it has there. */
type SeedActivitySku = string | { skuId: string; pricePoints?: number };

/** Plans and markets store their dates relative to the moment of seeding, so a fresh seed is always live. */
interface SeedActivity {
  id: string;
  name: string;
  status: 'online' | 'offline';
  startsInHours: number;
  endsInHours: number;
  audience: string[] | null;
  publicityBusModel?: string;
  businessType?: string;
  priceUnit?: string;
  skus: SeedActivitySku[];
}

interface SeedPlan extends SeedActivity {
  displayPlatformCode: '1' | '2';
  planCaseType?: string;
}

interface SeedMarket extends SeedActivity {
  marketType: string;
  marketPlatform: '1' | '2';
}

interface SeedPartner {
  code: string;
  publicityBusModel?: string;
  businessType?: string;
  url: string;
  audience?: string[];
}

interface SeedPage {
  id: string;
  /** The page JSON's file, relative to fixtures/ (`pages/...`; a deliberately broken page is under `broken-pages/`). */
  file: string;
  name: string;
  platform: 'HSHSC' | 'DZPT';
  pageType: 'INDEX' | 'CUSTOM' | 'SPECIAL' | 'SPECIALOFFER';
  oneId: string | null;
  isPublic: boolean;
  /** Released to its audience: read by id by every enterprise, or by `oneId`'s members. */
  published: boolean;
  /** The page its slot shows (platform, page type, enterprise; or the public page); only a published one. */
  inSlot: boolean;
  isEnglish?: boolean;
  idEn?: string | null;
}

interface SeedLoginPage {
  oneId: string;
  loginRouteName: string;
  enterpriseName: string;
  logo?: string;
  background?: string;
  pageId?: string;
}

// ---------------------------------------------------------------------------------------------

/** Options of the seed. */
export interface SeedOptions {
  /** Folder holding `seed/` and `pages/`. Defaults to the repository's `fixtures/`. */
  fixturesDir?: string;
  /** The moment relative dates count from. Defaults to now. */
  now?: Date;
}

const SEEDED_KEY = 'seeded_at';
/** Set once every member's balance is explained by their ledger (opening grants, seed-opening-grants.ts). */
const OPENING_GRANTS_SEEDED_KEY = 'opening_grants_seeded_at';

/** A part of the seed that came after the first, and the key set once it is seeded. */
interface LaterPart {
  key: string;
  seed: (tx: DbExecutor, dir: string, now: Date) => Promise<void>;
}

/**
 * The parts of the seed that came after the first, in the order they are seeded. A database seeded
 * before a part existed gets that part on start (`seedIfEmpty`), and nothing else again.
 */
const LATER_PARTS: readonly LaterPart[] = [
  { key: 'catalogue_seeded_at', seed: seedCatalogue },
  // The top navigation, the stores' logos and the flash-buy markets and plans added with them. The
  // markets and plans added since are dated from now; those already there keep their dates.
  {
    key: 'nav_seeded_at',
    seed: async (tx, dir, now) => {
      await seedActivities(tx, dir, now);
      await fillStoreLogos(tx, dir);
      await seedNavItems(tx, dir);
    },
  },
  // The demo members' address books.
  { key: 'addresses_seeded_at', seed: seedAddresses },
  // The members, pay passwords and plan rules trading added.
  { key: 'trading_seeded_at', seed: seedTrading },
  // The account area's rows (points, shell cards, red packets, messages, articles).
  { key: 'account_seeded_at', seed: seedAccount },
  // The flexible benefits and the disposable cards' ranges.
  { key: 'benefits_seeded_at', seed: seedBenefits },
  // The page studio's operators (issue 23).
  { key: 'operators_seeded_at', seed: seedOperators },
  // The goods reviews and the orders they review (issue 25).
  { key: 'goods_reviews_seeded_at', seed: seedGoodsReviews },
  // The enterprises' header logos and the courier companies (migration 034).
  { key: 'logos_and_logistics_seeded_at', seed: seedLogosAndLogistics },
  // The plans' visitor rule (migration 035).
  { key: 'visitor_rules_seeded_at', seed: seedPlanRules },
  // The enterprises and members added for the tenant rules of config/client.json (Harbor, Lumen, and
  // Morning Star's single sign-on: issue 25).
  {
    key: 'tenants_seeded_at',
    seed: async (tx, dir) => {
      await seedEnterprises(tx, dir);
      await seedMembers(tx, readJson<SeedMember[]>(dir, 'seed/members.json'));
    },
  },
];

const readJson = readSeedJson;

/**
 * Seeds the database from the fixtures unless it was seeded before; one transaction under the
 * schema lock, so a crash or a second process never leaves half a seed. Returns true when it seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_ID]);
    if (!(await isMarked(tx, SEEDED_KEY))) {
      await seedFixtures(tx, options);
      return true;
    }
    // Only what the database lacks: seeding everything again would bring back what members have since removed.
    const dir = options.fixturesDir ?? FIXTURES_DIR;
    const now = options.now ?? new Date();
    let wrote = false;
    for (const part of LATER_PARTS) {
      if (await isMarked(tx, part.key)) continue;
      await part.seed(tx, dir, now);
      await markSeeded(tx, part.key, now);
      wrote = true;
    }
    // Last: after any step above that added members with points.
    if (wrote || !(await isMarked(tx, OPENING_GRANTS_SEEDED_KEY))) {
      await seedOpeningGrants(tx, now);
      await markSeeded(tx, OPENING_GRANTS_SEEDED_KEY, now);
      wrote = true;
    }
    return wrote;
  });
}

/** The enterprises of enterprises.json not seeded before. */
async function seedEnterprises(tx: DbExecutor, dir: string): Promise<void> {
  for (const e of readJson<SeedEnterprise[]>(dir, 'seed/enterprises.json')) {
    await tx.query(
      `INSERT INTO enterprises (one_id, name, name_en, platform_permission) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [e.oneId, e.name, e.nameEn ?? null, e.platformPermission],
    );
  }
}

/**
 * Writes every fixture row. Existing rows are left alone (`ON CONFLICT DO NOTHING`), so running it
 * again changes nothing.
 */
export async function seedFixtures(tx: DbExecutor, options: SeedOptions = {}): Promise<void> {
  const dir = options.fixturesDir ?? FIXTURES_DIR;
  const now = options.now ?? new Date();

  await seedEnterprises(tx, dir);

  const site = readJson<object>(dir, 'seed/site.json');
  await tx.query(
    `INSERT INTO site_settings (setting_key, setting_value) VALUES ('BASE_SETTING', $1) ON CONFLICT DO NOTHING`,
    [JSON.stringify(site)],
  );

  const categories = readJson<{ modelId: number; tree: SeedCategory[] }>(dir, 'seed/categories.json');
  const insertCategory = async (
    node: SeedCategory,
    parentId: string | null,
    level: number,
    sortOrder: number,
  ) => {
    await tx.query(
      `INSERT INTO categories (id, model_id, parent_id, level, name, name_en, sort_order, image, panel_logo, city_flag)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
      [
        node.id,
        categories.modelId,
        parentId,
        level,
        node.name,
        node.nameEn ?? null,
        sortOrder,
        node.image ?? null,
        node.panelLogo ?? null,
        node.cityFlag ?? false,
      ],
    );
    for (const [i, child] of (node.children ?? []).entries())
      await insertCategory(child, node.id, level + 1, i);
  };
  for (const [i, root] of categories.tree.entries()) await insertCategory(root, null, 0, i);

  for (const g of readJson<SeedGoods[]>(dir, 'seed/goods.json')) {
    await tx.query(
      `INSERT INTO goods (goods_id, name, name_en, category_id, brand, images) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [g.goodsId, g.name, g.nameEn, g.categoryId, g.brand ?? null, g.images],
    );
    for (const s of g.skus) {
      await tx.query(
        `INSERT INTO skus (sku_id, goods_id, name, name_en, spec, spec_en, price_points, market_price_fen, stock,
                           sold_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
        [
          s.skuId,
          g.goodsId,
          s.spec ? `${g.name} ${s.spec}` : g.name,
          s.spec ? `${g.nameEn} ${s.specEn ?? s.spec}` : g.nameEn,
          s.spec ?? null,
          s.specEn ?? null,
          s.pricePoints,
          s.marketPriceFen,
          s.stock,
          s.soldCount,
        ],
      );
    }
  }

  // After the hand-written goods, whose brand and store it completes; before the plans, which may list its SKUs.
  await seedCatalogue(tx, dir, now);

  await seedActivities(tx, dir, now);

  for (const p of readJson<SeedPartner[]>(dir, 'seed/partners.json')) {
    await tx.query(
      `INSERT INTO partner_paths (code, business_type, publicity_bus_model, url, audience) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [p.code, p.businessType ?? '', p.publicityBusModel ?? null, p.url, p.audience ?? null],
    );
  }

  for (const p of readJson<SeedPage[]>(dir, 'seed/pages.json')) {
    // Stored compact; the text is served verbatim as `pageData`.
    const pageData = JSON.stringify(readJson<unknown>(dir, p.file));
    await tx.query(
      `INSERT INTO pages (id, name, platform, page_type, one_id, is_public, page_data, is_english, id_en, published, in_slot)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
      [
        p.id,
        p.name,
        p.platform,
        p.pageType,
        p.oneId,
        p.isPublic,
        pageData,
        p.isEnglish ?? false,
        p.idEn ?? null,
        p.published,
        p.inSlot,
      ],
    );
  }

  await seedPageVersions(tx);

  await seedMembers(tx, readJson<SeedMember[]>(dir, 'seed/members.json'));
  await seedOperators(tx, dir);

  for (const p of readJson<SeedLoginPage[]>(dir, 'seed/login-pages.json')) {
    await tx.query(
      `INSERT INTO enterprise_login_pages (one_id, login_route_name, enterprise_name, logo, background, page_id)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [p.oneId, p.loginRouteName, p.enterpriseName, p.logo ?? null, p.background ?? null, p.pageId ?? null],
    );
  }

  await seedSearchTerms(tx, dir);
  await seedCards(tx, dir, now);
  await seedMemberLists(tx, dir, now);
  await seedNoticesAndPopups(tx, dir, now);
  // After the enterprises and pages its items belong to.
  await seedNavItems(tx, dir);
  // After the members and the regions its addresses name.
  await seedAddresses(tx, dir, now);
  // After the members and plans whose pay passwords and rules it sets.
  await seedTrading(tx, dir);
  await seedAccount(tx, dir, now);
  await seedBenefits(tx, dir, now);
  // After the member lists, whose orders some reviews are of.
  await seedGoodsReviews(tx, dir, now);
  await seedLogosAndLogistics(tx, dir);
  // Last: after every step that adds members with points or lines of their ledgers.
  await seedOpeningGrants(tx, now);

  // Every part is in the first seed: none is to be added on a later start.
  for (const part of LATER_PARTS) await markSeeded(tx, part.key, now);
  await markSeeded(tx, OPENING_GRANTS_SEEDED_KEY, now);
  await markSeeded(tx, SEEDED_KEY, now);
}

/**
 * Writes the plans and markets with their goods, dated relative to `now`. Existing rows are left
 * alone. After the catalogue, whose SKUs they list.
 */
async function seedActivities(tx: DbExecutor, dir: string, now: Date): Promise<void> {
  // Whole minutes read better in countdowns and logs.
  const at = (hours: number) => new Date(Math.floor(now.getTime() / 60_000) * 60_000 + hours * 3_600_000);
  for (const p of readJson<SeedPlan[]>(dir, 'seed/plans.json'))
    await seedActivity(tx, 'plans', p, at, {
      plan_case_type: p.planCaseType ?? null,
      display_platform_code: p.displayPlatformCode,
    });
  for (const m of readJson<SeedMarket[]>(dir, 'seed/markets.json'))
    await seedActivity(tx, 'markets', m, at, {
      market_type: m.marketType,
      market_platform: m.marketPlatform,
    });
}

/** Where each kind of activity keeps its goods. */
const ACTIVITY_GOODS = {
  plans: { table: 'plan_goods', idColumn: 'plan_id' },
  markets: { table: 'market_goods', idColumn: 'market_id' },
} as const;

/**
 * Writes one plan or market: the columns every activity has, then `ownColumns` (its kind's), and its
 * goods in the order listed, each at its own price in points where the seed names one (else NULL:
 * the SKU's price).
 */
async function seedActivity(
  tx: DbExecutor,
  table: keyof typeof ACTIVITY_GOODS,
  activity: SeedActivity,
  at: (hours: number) => Date,
  ownColumns: Record<string, unknown>,
): Promise<void> {
  const columns: Record<string, unknown> = {
    id: activity.id,
    name: activity.name,
    status: activity.status,
    date_start: at(activity.startsInHours),
    date_end: at(activity.endsInHours),
    audience: activity.audience,
    publicity_bus_model: activity.publicityBusModel ?? null,
    business_type: activity.businessType ?? null,
    price_unit: activity.priceUnit ?? null,
    ...ownColumns,
  };
  const names = Object.keys(columns);
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT DO NOTHING`,
    Object.values(columns),
  );
  const goods = ACTIVITY_GOODS[table];
  for (const [sortOrder, sku] of activity.skus.entries()) {
    const { skuId, pricePoints = null } = typeof sku === 'string' ? { skuId: sku } : sku;
    await tx.query(
      `INSERT INTO ${goods.table} (${goods.idColumn}, sku_id, sort_order, price_points)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [activity.id, skuId, sortOrder, pricePoints],
    );
  }
}

async function isMarked(tx: DbExecutor, key: string): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM app_meta WHERE meta_key = $1', [key])).length > 0;
}

async function markSeeded(tx: DbExecutor, key: string, now: Date): Promise<void> {
  await tx.query(`INSERT INTO app_meta (meta_key, meta_value) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    key,
    now.toISOString(),
  ]);
}
