// What changed between two versions of a page, as the studio's history shows it: blocks (by key)
// added, removed and moved, and the fields changed inside the blocks both versions have.

/** The summary of one version against the one before it. */
export interface PageChangeSummary {
  /** Keys of the blocks only the newer version has, in its order. */
  added: string[];
  /** Keys of the blocks only the older version has, in its order. */
  removed: string[];
  /**
   * Keys of the blocks both have that changed place among themselves: the fewest blocks that, taken
   * out and put back, turn the older order into the newer.
   */
  moved: string[];
  /** The blocks both have whose content changed, with the paths of the fields that did. */
  changed: { key: string; fields: string[] }[];
}

/** The most field paths listed for one block; a block rewritten wholesale says so in the first few. */
export const MAX_FIELDS_PER_BLOCK = 20;

type Blocks = Map<string, unknown>;

/** The blocks of page JSON text by key; nothing for text that is not a page (a draft in progress). */
function blocksOf(pageData: string | null): Blocks {
  const blocks: Blocks = new Map();
  if (pageData === null) return blocks;
  let page: unknown;
  try {
    page = JSON.parse(pageData);
  } catch {
    return blocks;
  }
  const list = (page as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return blocks;
  for (const block of list) {
    const key = (block as { key?: unknown } | null)?.key;
    if (typeof key === 'string' && !blocks.has(key)) blocks.set(key, block);
  }
  return blocks;
}

/** The longest common subsequence of two key lists (blocks of one page are few: quadratic is fine). */
function longestCommon(a: readonly string[], b: readonly string[]): Set<string> {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  const at = (i: number, j: number) => lengths[i]?.[j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      (lengths[i] as number[])[j] =
        a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const common = new Set<string>();
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      common.add(a[i] as string);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return common;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths (`options.list[0].img`) of the leaves that differ between two JSON values. */
function changedFields(before: unknown, after: unknown, path: string, out: string[]): void {
  if (out.length >= MAX_FIELDS_PER_BLOCK) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i += 1)
      changedFields(before[i], after[i], `${path}[${i}]`, out);
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)]))
      changedFields(before[name], after[name], path ? `${path}.${name}` : name, out);
    return;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) out.push(path);
}

/** What `after` changed of `before` (null: the first version, every block added). */
export function summarizePageChange(before: string | null, after: string): PageChangeSummary {
  const old = blocksOf(before);
  const now = blocksOf(after);
  const added = [...now.keys()].filter((key) => !old.has(key));
  const removed = [...old.keys()].filter((key) => !now.has(key));
  const oldOrder = [...old.keys()].filter((key) => now.has(key));
  const newOrder = [...now.keys()].filter((key) => old.has(key));
  const kept = longestCommon(oldOrder, newOrder);
  const moved = newOrder.filter((key) => !kept.has(key));
  const changed = newOrder.flatMap((key) => {
    const fields: string[] = [];
    changedFields(old.get(key), now.get(key), '', fields);
    return fields.length > 0 ? [{ key, fields }] : [];
  });
  return { added, removed, moved, changed };
}
