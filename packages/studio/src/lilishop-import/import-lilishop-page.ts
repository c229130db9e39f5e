import { BLOCK_SETS, BLOCK_TYPES, type BlockSet, type BlockType, type PageBlock } from '@mall/schemas';
import { isRecord, textOf } from './json-values.ts';
import {
  LILISHOP_MAPPINGS,
  type LilishopDropReason,
  type LilishopMappingContext,
} from './lilishop-mappings.ts';

export type { LilishopDropReason } from './lilishop-mappings.ts';

// Operators bring pages saved by lilishop's PC page decorator (its `pageData` JSON:
// `{"list": [topAdvert, navBar, ...blocks]}`, see renovation.vue of lilishop/lilishop-ui) into the
// studio. The import decides per block; the page it returns is then a draft like any other, checked
// by validatePage, and the report tells the operator what came over, as what, and what did not.

/** Options of {@link importLilishopPage}. */
export interface ImportLilishopOptions extends LilishopMappingContext {
  /** The block set of the page imported into; blocks of ours outside it are dropped. Defaults to `'default'`. */
  blockSet?: BlockSet;
  /** The time in made-up keys (`<now>_<n>`), in ms. Defaults to `Date.now()`. */
  now?: number;
}

/** A block that came over as the same type. `position` counts lilishop's list from 1. */
export interface KeptBlock {
  key: string;
  type: BlockType;
  position: number;
}

/** A block that came over as another type of ours. */
export interface MappedBlock {
  key: string;
  /** lilishop's type. */
  from: string;
  to: BlockType;
  position: number;
  /** Required options the operator must still fill (e.g. `['marketId']`); the block is invalid until then. */
  needs: string[];
}

/** A block left out, with a code the studio words. `key` and `type` are lilishop's ('' when missing). */
export interface DroppedBlock {
  key: string;
  type: string;
  reason: LilishopDropReason;
  position: number;
}

/** What the import did, in lilishop's order within each list. */
export interface LilishopImportReport {
  kept: KeptBlock[];
  mapped: MappedBlock[];
  dropped: DroppedBlock[];
  /** Set when the input is no lilishop page at all: not JSON, or without a `list`. */
  pageError?: 'not-json' | 'not-a-page';
}

/** The imported page and its report. */
export interface LilishopImport {
  page: { list: PageBlock[] };
  report: LilishopImportReport;
}

/** lilishop's default block names (modelConfig.js), for a block saved without one. */
const LILISHOP_NAMES: Readonly<Record<string, string>> = {
  topAdvert: '顶部广告',
  carousel: '图片轮播',
  hotAdvert: '热门广告',
  seckill: '促销活动',
  discountAdvert: '折扣广告',
  firstAdvert: '首页广告',
  bannerAdvert: '横幅广告',
  oneRowThreeColumns: '一行三列',
  goodsType: '商品模块',
  onlyGoodsModel: '商品模块2',
  notEnough: '还没逛够',
};

const OUR_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPES);

/**
 * A page saved by lilishop's PC page decorator (`pageData`, as JSON text or parsed) as a page of
 * ours, with a report. lilishop types that are ours come over unchanged, without a `version`, so
 * the schemas' migrations lift them (hotAdvert, discountAdvert); near equivalents are mapped
 * (`seckill` -> `flashBuy`, `topAdvert` -> `bannerAdvert`, see `LILISHOP_MAPPINGS`); the rest is
 * dropped with a reason code. Keys are lilishop's when present and unique, else `<now>_<n>`; a block
 * without a name gets lilishop's default name for its type. Pure but for `now`'s default.
 */
export function importLilishopPage(
  pageData: unknown,
  { blockSet = 'default', now = Date.now(), ...context }: ImportLilishopOptions = {},
): LilishopImport {
  const report: LilishopImportReport = { kept: [], mapped: [], dropped: [] };
  let parsed: unknown = pageData;
  if (typeof pageData === 'string') {
    try {
      parsed = JSON.parse(pageData);
    } catch {
      return { page: { list: [] }, report: { ...report, pageError: 'not-json' } };
    }
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.list)) {
    return { page: { list: [] }, report: { ...report, pageError: 'not-a-page' } };
  }

  const keys = pageKeys(parsed.list, now);
  const list: PageBlock[] = [];
  parsed.list.forEach((entry: unknown, index) => {
    const position = index + 1;
    const lilishopType = isRecord(entry) ? textOf(entry.type) : '';
    const lilishopKey = isRecord(entry) ? textOf(entry.key) : '';
    const drop = (reason: LilishopDropReason) =>
      report.dropped.push({ key: lilishopKey, type: lilishopType, reason, position });
    if (!isRecord(entry) || !lilishopType) return drop('not-a-block');

    const mapping = Object.hasOwn(LILISHOP_MAPPINGS, lilishopType)
      ? LILISHOP_MAPPINGS[lilishopType]
      : undefined;
    const target = mapping
      ? mapping(entry, context)
      : OUR_TYPES.has(lilishopType)
        ? { type: lilishopType as BlockType, options: copyOf(entry.options), needs: [] }
        : { dropped: 'unknown-type' as const };
    if ('dropped' in target) return drop(target.dropped);
    if (!BLOCK_SETS[target.type].includes(blockSet)) return drop('not-in-block-set');

    const key = keys(index);
    const name = textOf(entry.name) || LILISHOP_NAMES[lilishopType] || lilishopType;
    list.push({ key, type: target.type, name, options: target.options });
    if (mapping)
      report.mapped.push({ key, from: lilishopType, to: target.type, position, needs: target.needs });
    else report.kept.push({ key, type: target.type, position });
  });
  return { page: { list }, report };
}

/**
 * The key of each block: lilishop's own (`<timestamp>_<random>`, as ours are) when it has one that no
 * earlier block took, else `<now>_<n>` with the first `n` that no lilishop key uses.
 */
function pageKeys(entries: unknown[], now: number): (index: number) => string {
  const own = entries.map((entry) => (isRecord(entry) ? textOf(entry.key) : ''));
  const taken = new Set(own.filter((key) => key && key.length <= 100));
  const given = new Set<string>();
  let n = 0;
  return (index) => {
    const key = own[index] ?? '';
    if (key && taken.has(key) && !given.has(key)) {
      given.add(key);
      return key;
    }
    let made: string;
    do made = `${now}_${++n}`;
    while (taken.has(made) || given.has(made));
    given.add(made);
    return made;
  };
}

/** lilishop's options as a fresh object, so the page shares nothing with the input; `{}` when missing. */
function copyOf(options: unknown): Record<string, unknown> {
  return isRecord(options) ? (JSON.parse(JSON.stringify(options)) as Record<string, unknown>) : {};
}
