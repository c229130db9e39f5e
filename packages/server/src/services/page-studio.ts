import { randomUUID } from 'node:crypto';
import type { PageType, Platform } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Operator } from '../http/operator-session.ts';
import { limitOffset, pageOf, type ListPage, type PageOf } from './list-page.ts';
import type { Locale } from './locale.ts';
import { summarizePageChange, type PageChangeSummary } from './page-diff.ts';
import { findPageProblems, type PageProblem } from './page-gate.ts';
import { assertMayTouchPage, PAGE_FORBIDDEN } from './page-rights.ts';
import { signPreviewToken, type PreviewLink } from './preview-tokens.ts';

// The operators' pages (issue 23): list, add, read, save the draft, publish, history and rollback.
// Visitors read `pages.page_data` of a published page only (services/pages.ts); operators edit
// `draft_data`, and only a publish (or a rollback) copies a draft to what visitors see, as a new
// numbered version, taking the page's slot in the same transaction. Every write is in the audit log.

// ---------------------------------------------------------------------------------------------
// Messages

/** Message of an unknown page id. */
export const PAGE_NOT_FOUND = '页面不存在';
/** Message of a save made on a draft someone has saved since. */
export const PAGE_STALE = '页面已被他人修改，请刷新后再编辑';
/** Message of a publish refused by the gate; `result` lists the problems. */
export const pageHasProblems = (count: number): string => `页面有${count}个问题，全部修复后才能发布`;
/** Message of a page added for an enterprise that does not exist. */
export const PAGE_ENTERPRISE_NOT_FOUND = '企业不存在';
/** Message of a public page that names an enterprise. */
export const PUBLIC_PAGE_SHARED = '公共页面由各企业共用，不能指定企业';
/** Message of an English version added for a page of another slot. */
export const ENGLISH_PAGE_MISMATCH = '英文版须与原页面同属一个平台、页面类型和企业';
/** Message of a rollback to a version the page never had. */
export const PAGE_VERSION_NOT_FOUND = '该版本不存在';

/** Code of a stale save: the studio reloads the page rather than showing a plain error. */
export const PAGE_STALE_CODE = 409;
/** What a new page starts with when the operator sends no JSON. */
export const EMPTY_PAGE_DATA = '{"list":[]}';

// ---------------------------------------------------------------------------------------------
// Shapes

/** `draft`: never published; `published`: the draft is what visitors see; `changed`: saved since. */
export type PageState = 'draft' | 'published' | 'changed';

/** A page as the studio lists it. */
export interface StudioPage {
  id: string;
  name: string;
  platform: Platform;
  pageType: PageType;
  /** The enterprise whose page it is; null for a page every enterprise shares. */
  oneId: string | null;
  isPublic: boolean;
  isEnglish: boolean;
  idEn: string | null;
  /** The page this one is the English version of; null for any other page. */
  englishOf: string | null;
  /** Whether visitors of its slot see it now. */
  inSlot: boolean;
  state: PageState;
  /** The draft's save count: a save must carry the revision it edited. */
  draftRevision: number;
  /** The version visitors see; null until the first publish (or for a page written outside the studio). */
  publishedVersion: number | null;
  updatedAt: Date;
}

/** A page as the studio edits it. */
export interface StudioPageDetail extends StudioPage {
  /** The draft, JSON text. */
  pageData: string;
  /** What visitors see, JSON text; null until the first publish. */
  publishedPageData: string | null;
}

/** A page and the problems of its draft (none: it may be published). */
export interface CheckedPage {
  page: StudioPageDetail;
  problems: PageProblem[];
}

/** One published version, with what it changed of the one before. */
export interface PageVersion {
  version: number;
  /** Who published it; null for a version of the seed. */
  operator: { id: string; nickName: string } | null;
  publishedAt: Date;
  /** The version a rollback republished; null for a publish. */
  rollbackOf: number | null;
  summary: PageChangeSummary;
}

/** The filters of the studio's page list. */
export interface PageFilter {
  platform?: Platform;
  pageType?: PageType;
  oneId?: string;
  state?: PageState;
}

/** A new page. */
export interface NewPage {
  name: string;
  platform: Platform;
  pageType: PageType;
  /** Defaults to `null` (shared by every enterprise); an enterprise operator's own is forced. */
  oneId?: string | null;
  /** Defaults to `false`. */
  isPublic?: boolean;
  /** Defaults to an empty page. */
  pageData?: string;
  /** The page whose English version this is. Defaults to `null`. */
  englishOf?: string | null;
}

/** A saved draft: the revision it was edited from, the JSON text and optionally a new name. */
export interface DraftSave {
  revision: number;
  pageData: string;
  name?: string;
}

// ---------------------------------------------------------------------------------------------
// Reading

// `draft_data` NULL: the draft is the published data (migration 027).
const STATE = `CASE WHEN NOT p.published THEN 'draft'
  WHEN p.draft_data IS NULL OR p.draft_data = p.page_data THEN 'published' ELSE 'changed' END`;

const PAGE_COLUMNS = `p.id, p.name, p.platform, p.page_type AS "pageType", p.one_id AS "oneId",
  p.is_public AS "isPublic", p.is_english AS "isEnglish", p.id_en AS "idEn", p.english_of AS "englishOf",
  p.in_slot AS "inSlot", ${STATE} AS state, p.draft_revision AS "draftRevision",
  p.published_version AS "publishedVersion", p.updated_at AS "updatedAt"`;

const DETAIL_COLUMNS = `${PAGE_COLUMNS}, COALESCE(p.draft_data, p.page_data) AS "pageData",
  CASE WHEN p.published THEN p.page_data END AS "publishedPageData"`;

/** A page by id, locked for the transaction's writes when `lock`; 404 when unknown, 403 when not the operator's. */
async function findOwnPage(
  tx: DbExecutor,
  operator: Operator,
  id: string,
  lock = false,
): Promise<StudioPageDetail> {
  const [page] = await tx.query<StudioPageDetail>(
    `SELECT ${DETAIL_COLUMNS} FROM pages p WHERE p.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  if (!page) throw new ApiError(404, PAGE_NOT_FOUND);
  assertMayTouchPage(operator, page);
  return page;
}

/**
 * The pages the operator may touch, newest change first, filtered. Asking for a platform or an
 * enterprise outside its rights is refused (403) rather than answered empty.
 */
export async function listStudioPages(
  db: DbExecutor,
  operator: Operator,
  filter: PageFilter,
  page: ListPage,
): Promise<PageOf<StudioPage>> {
  if (filter.platform && !operator.platforms.includes(filter.platform))
    throw new ApiError(403, PAGE_FORBIDDEN);
  if (operator.role === 'enterprise' && filter.oneId && filter.oneId !== operator.oneId) {
    throw new ApiError(403, PAGE_FORBIDDEN);
  }
  const where = [
    `p.platform = ANY($1::text[])`,
    // An enterprise operator's own pages; NULL (a platform operator) every enterprise's and the shared.
    `($2::text IS NULL OR p.one_id = $2)`,
    `($3::text IS NULL OR p.platform = $3)`,
    `($4::text IS NULL OR p.page_type = $4)`,
    `($5::text IS NULL OR p.one_id = $5)`,
    `($6::text IS NULL OR ${STATE} = $6)`,
  ].join(' AND ');
  const params = [
    operator.platforms,
    operator.role === 'enterprise' ? operator.oneId : null,
    filter.platform ?? null,
    filter.pageType ?? null,
    filter.oneId ?? null,
    filter.state ?? null,
  ];
  const [limit, offset] = limitOffset(page);
  const records = await db.query<StudioPage>(
    `SELECT ${PAGE_COLUMNS} FROM pages p WHERE ${where}
     ORDER BY p.updated_at DESC, p.id LIMIT $7 OFFSET $8`,
    [...params, limit, offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM pages p WHERE ${where}`,
    params,
  );
  return pageOf(records, count?.total ?? 0, page);
}

/** A page with its draft and the draft's problems in `locale`. */
export async function getStudioPage(
  db: DbExecutor,
  operator: Operator,
  id: string,
  locale: Locale,
): Promise<CheckedPage> {
  const page = await findOwnPage(db, operator, id);
  return { page, problems: await findPageProblems(page.pageData, page, locale) };
}

// ---------------------------------------------------------------------------------------------
// Writing

async function audit(
  tx: DbExecutor,
  entry: { pageId: string; operatorId: string; action: 'add' | 'save' | 'publish' | 'rollback' },
  at: Date,
  numbers: { draftRevision?: number; version?: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO page_audit_log (page_id, operator_id, action, draft_revision, version, at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.pageId,
      entry.operatorId,
      entry.action,
      numbers.draftRevision ?? null,
      numbers.version ?? null,
      at,
    ],
  );
}

/**
 * Adds a page as a draft (not published, in no slot). An enterprise operator's page is its
 * enterprise's; an English version takes the slot of its page and must say the same of it.
 */
export async function addStudioPage(
  db: Db,
  operator: Operator,
  input: NewPage,
  context: { now: Date; locale: Locale },
): Promise<CheckedPage> {
  const oneId = operator.role === 'enterprise' ? operator.oneId : (input.oneId ?? null);
  const isPublic = input.isPublic ?? false;
  assertMayTouchPage(operator, { platform: input.platform, oneId });
  if (isPublic && oneId !== null) throw new ApiError(400, PUBLIC_PAGE_SHARED);
  const id = `page-${randomUUID()}`;
  await db.transaction(async (tx) => {
    if (oneId !== null) {
      const [enterprise] = await tx.query(`SELECT 1 FROM enterprises WHERE one_id = $1`, [oneId]);
      if (!enterprise) throw new ApiError(400, PAGE_ENTERPRISE_NOT_FOUND);
    }
    if (input.englishOf) {
      const original = await findOwnPage(tx, operator, input.englishOf);
      const sameSlot =
        original.platform === input.platform &&
        original.pageType === input.pageType &&
        original.oneId === oneId &&
        original.isPublic === isPublic &&
        original.englishOf === null;
      if (!sameSlot) throw new ApiError(400, ENGLISH_PAGE_MISMATCH);
    }
    await tx.query(
      `INSERT INTO pages (id, name, platform, page_type, one_id, is_public, page_data, draft_data,
                          is_english, english_of, published, in_slot, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, false, $11, $11)`,
      [
        id,
        input.name,
        input.platform,
        input.pageType,
        oneId,
        isPublic,
        EMPTY_PAGE_DATA,
        input.pageData ?? EMPTY_PAGE_DATA,
        Boolean(input.englishOf),
        input.englishOf ?? null,
        context.now,
      ],
    );
    await audit(tx, { pageId: id, operatorId: operator.id, action: 'add' }, context.now, {
      draftRevision: 1,
    });
  });
  return getStudioPage(db, operator, id, context.locale);
}

/**
 * Saves the draft edited from `save.revision`, whatever its problems (work in progress), and
 * answers them. A revision someone has saved since answers 409 and writes nothing.
 */
export async function saveStudioDraft(
  db: Db,
  operator: Operator,
  id: string,
  save: DraftSave,
  context: { now: Date; locale: Locale },
): Promise<CheckedPage> {
  await db.transaction(async (tx) => {
    const page = await findOwnPage(tx, operator, id, true);
    if (page.draftRevision !== save.revision) throw new ApiError(409, PAGE_STALE, PAGE_STALE_CODE);
    const revision = page.draftRevision + 1;
    await tx.query(
      `UPDATE pages SET draft_data = $2, name = COALESCE($3, name), draft_revision = $4, updated_at = $5
       WHERE id = $1`,
      [id, save.pageData, save.name ?? null, revision, context.now],
    );
    await audit(tx, { pageId: id, operatorId: operator.id, action: 'save' }, context.now, {
      draftRevision: revision,
    });
  });
  return getStudioPage(db, operator, id, context.locale);
}

/**
 * Makes `pageData` what visitors of the page see, as a new version: the gate first (any problem
 * refuses, 400, listing them all), then in one transaction the version, the page's data and its
 * slot. Another page's hold on the slot ends in the same transaction, so a reader sees the old page
 * or the new one, never both or neither. An English version takes no slot: it links its page to it.
 */
async function publishData(
  tx: DbExecutor,
  page: StudioPageDetail,
  pageData: string,
  who: { operator: Operator; now: Date; locale: Locale; rollbackOf?: number },
): Promise<number> {
  const problems = await findPageProblems(pageData, page, who.locale);
  if (problems.length > 0) {
    throw new ApiError(400, pageHasProblems(problems.length), 400, problems);
  }
  const [next] = await tx.query<{ version: number }>(
    `SELECT COALESCE(MAX(version), 0)::int + 1 AS version FROM page_versions WHERE page_id = $1`,
    [page.id],
  );
  const version = next?.version ?? 1;
  await tx.query(
    `INSERT INTO page_versions (page_id, version, page_data, operator_id, published_at, rollback_of)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [page.id, version, pageData, who.operator.id, who.now, who.rollbackOf ?? null],
  );
  const takesSlot = page.englishOf === null;
  if (takesSlot) {
    await tx.query(
      `UPDATE pages o SET in_slot = false
       FROM pages p
       WHERE p.id = $1 AND o.id <> p.id AND o.in_slot
         AND o.platform = p.platform AND o.page_client_type = p.page_client_type AND o.is_public = p.is_public
         AND (p.is_public OR (o.page_type = p.page_type AND o.one_id IS NOT DISTINCT FROM p.one_id))`,
      [page.id],
    );
  } else {
    await tx.query(`UPDATE pages SET is_english = true, id_en = $2 WHERE id = $1`, [page.englishOf, page.id]);
  }
  await tx.query(
    `UPDATE pages SET page_data = $2, published = true, in_slot = in_slot OR $3, published_version = $4,
                      updated_at = $5, id_en = CASE WHEN $3 THEN id_en ELSE id END,
                      draft_data = CASE WHEN draft_data = $2 THEN NULL ELSE draft_data END
     WHERE id = $1`,
    [page.id, pageData, takesSlot, version, who.now],
  );
  return version;
}

/**
 * One publish (or rollback) at a time, across the whole mall: a publish ends another page's hold on
 * its slot, so two publishes of one slot in two transactions each lock their own page and then wait
 * for the other's (PostgreSQL answered one of them with a deadlock). Operators publish rarely; a
 * transaction-scoped advisory lock taken before any row is simpler than ordering the row locks.
 */
async function lockPublishing(tx: DbExecutor): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [PUBLISH_LOCK_KEY]);
}

/** The advisory lock key of publishing (issue 23's number, so no other lock of the mall takes it). */
const PUBLISH_LOCK_KEY = 230_023;

/**
 * Publishes the page's draft (see `publishData`); answers the page as it now is. With `revision`
 * (the draft revision the caller saved or read), a draft saved since answers 409 and nothing is
 * published; without it, whatever draft is there is published.
 */
export async function releaseStudioPage(
  db: Db,
  operator: Operator,
  id: string,
  context: { now: Date; locale: Locale },
  revision?: number,
): Promise<CheckedPage> {
  await db.transaction(async (tx) => {
    await lockPublishing(tx);
    const page = await findOwnPage(tx, operator, id, true);
    // The draft the caller means: one saved since by someone else is not published in its name.
    if (revision !== undefined && page.draftRevision !== revision) {
      throw new ApiError(409, PAGE_STALE, PAGE_STALE_CODE);
    }
    const version = await publishData(tx, page, page.pageData, { operator, ...context });
    await audit(tx, { pageId: id, operatorId: operator.id, action: 'publish' }, context.now, { version });
  });
  return getStudioPage(db, operator, id, context.locale);
}

/**
 * Republishes an old version as a new one, through the same gate. A draft with no work beyond what
 * was published follows (so the page reads `published`); a draft with unpublished work keeps it.
 */
export async function rollbackStudioPage(
  db: Db,
  operator: Operator,
  id: string,
  version: number,
  context: { now: Date; locale: Locale },
): Promise<CheckedPage> {
  await db.transaction(async (tx) => {
    await lockPublishing(tx);
    const page = await findOwnPage(tx, operator, id, true);
    const [old] = await tx.query<{ pageData: string }>(
      `SELECT page_data AS "pageData" FROM page_versions WHERE page_id = $1 AND version = $2`,
      [id, version],
    );
    if (!old) throw new ApiError(404, PAGE_VERSION_NOT_FOUND);
    // A draft that is the published data follows it (NULL); one with unpublished work keeps it.
    if (page.state === 'published') {
      await tx.query(
        `UPDATE pages SET draft_data = NULL, draft_revision = draft_revision + 1 WHERE id = $1`,
        [id],
      );
    }
    const made = await publishData(tx, page, old.pageData, { operator, ...context, rollbackOf: version });
    await audit(tx, { pageId: id, operatorId: operator.id, action: 'rollback' }, context.now, {
      version: made,
    });
  });
  return getStudioPage(db, operator, id, context.locale);
}

/** Every published version of a page, newest first, each with what it changed of the one before. */
export async function listPageVersions(
  db: DbExecutor,
  operator: Operator,
  id: string,
): Promise<PageVersion[]> {
  await findOwnPage(db, operator, id);
  const rows = await db.query<{
    version: number;
    pageData: string;
    operatorId: string | null;
    nickName: string | null;
    publishedAt: Date;
    rollbackOf: number | null;
  }>(
    `SELECT v.version, v.page_data AS "pageData", v.operator_id AS "operatorId", o.nick_name AS "nickName",
            v.published_at AS "publishedAt", v.rollback_of AS "rollbackOf"
     FROM page_versions v LEFT JOIN operators o ON o.id = v.operator_id
     WHERE v.page_id = $1 ORDER BY v.version`,
    [id],
  );
  return rows
    .map((row, i) => ({
      version: row.version,
      operator: row.operatorId ? { id: row.operatorId, nickName: row.nickName ?? '' } : null,
      publishedAt: row.publishedAt,
      rollbackOf: row.rollbackOf,
      summary: summarizePageChange(rows[i - 1]?.pageData ?? null, row.pageData),
    }))
    .reverse();
}

/**
 * The storefront route that shows a page of each type by `?id=` (packages/storefront/src/routes/):
 * a preview link opens the draft where visitors will see it, in the frame of its own route.
 */
export const STOREFRONT_PAGE_ROUTES: Readonly<Record<PageType, string>> = {
  INDEX: '/',
  CUSTOM: '/custom',
  SPECIAL: '/special',
  SPECIALOFFER: '/specialOffer',
};

/**
 * A signed, expiring link to the page's draft (services/preview-tokens.ts) for an operator who may
 * touch it. `path` is the storefront address of the page's route in preview mode,
 * `/special?id=…&isPreview=1&previewToken=…`: the storefront passes the token on when it asks for
 * the page by id, and the server then answers the draft to whoever holds it.
 */
export async function createPreviewLink(
  db: DbExecutor,
  operator: Operator,
  id: string,
  context: { now: Date; secret: Uint8Array },
): Promise<PreviewLink & { path: string }> {
  const page = await findOwnPage(db, operator, id);
  const link = await signPreviewToken(id, context.secret, context.now);
  const query = new URLSearchParams({ id, isPreview: '1', previewToken: link.previewToken });
  return { ...link, path: `${STOREFRONT_PAGE_ROUTES[page.pageType]}?${query}` };
}
