// Generators of bad and hostile pages for the fuzz tests (issue 8): the real fixture pages, mutated.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

/** A fixture page as stored in `fixtures/pages`. */
export interface FixturePage {
  name: string;
  page: { list: unknown[] };
}

// A path, not a URL: under jsdom the global URL is not the one node:fs accepts.
const PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../fixtures/pages');

/** Every page of `fixtures/pages`, parsed once. */
export function loadFixturePages(): FixturePage[] {
  return readdirSync(PAGES_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file,
      page: JSON.parse(readFileSync(join(PAGES_DIR, file), 'utf8')) as { list: unknown[] },
    }));
}

/** A block whose name holds this throws while rendering in the fuzz registry. */
export const THROW_MARKER = '\u{1F4A5}throw-while-rendering';

/** How big the big mutations get; the render fuzz keeps them smaller than the validation fuzz. */
export interface MutationLimits {
  /** Longest list a `huge-list` mutation makes. */
  hugeList: number;
  /** Most block copies a `many-blocks` mutation appends. */
  manyBlocks: number;
  /** Deepest nesting a `deep-nesting` mutation makes in a page object. */
  deepNesting: number;
}

/** The kinds of damage done to a fixture page. */
export const MUTATION_KINDS = [
  'wrong-type',
  'missing-field',
  'huge-list',
  'deep-nesting',
  'unknown-type',
  'duplicate-key',
  'huge-string',
  'prototype-key',
  'many-blocks',
  'throwing-block',
  'broken-page',
] as const;

export type MutationKind = (typeof MUTATION_KINDS)[number];

interface Mutation {
  kind: MutationKind;
  /** Which block, node or key the mutation picks, taken modulo what there is. */
  pick: number;
  other: number;
  size: number;
  value: unknown;
}

/** What a reader of a page finds: its list's length, or why there is no list. */
export type PageShape = number | 'not-json' | 'no-list';

/** A generated page as it reaches `validatePage` and `<PageRenderer>`: JSON text or an object. */
export interface FuzzPage {
  fixture: string;
  kinds: MutationKind[];
  input: string | object;
  /** Worked out from the page before it became text, so the tests need not read it again. */
  shape: PageShape;
}

function shapeOf(page: unknown): PageShape {
  const list = isContainer(page) && !Array.isArray(page) ? (page as { list?: unknown }).list : undefined;
  return Array.isArray(list) ? list.length : 'no-list';
}

function shapeOfText(text: string): PageShape {
  try {
    return shapeOf(JSON.parse(text));
  } catch {
    return 'not-json';
  }
}

// Type names that are not blocks, among them names every plain object answers to.
const HOSTILE_TYPES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
);

// The costly kinds (big inputs) and the one that ends the page come less often, to keep the runs fast.
const KIND_WEIGHTS: Readonly<Record<MutationKind, number>> = {
  'wrong-type': 4,
  'missing-field': 4,
  'huge-list': 1,
  'deep-nesting': 1,
  'unknown-type': 3,
  'duplicate-key': 3,
  'huge-string': 2,
  'prototype-key': 3,
  'many-blocks': 1,
  'throwing-block': 3,
  'broken-page': 1,
};

const mutationKind = fc.oneof(
  ...MUTATION_KINDS.map((kind) => ({ arbitrary: fc.constant(kind), weight: KIND_WEIGHTS[kind] })),
);

const mutation = (limits: MutationLimits): fc.Arbitrary<Mutation> =>
  fc
    .record({
      kind: mutationKind,
      pick: fc.nat(),
      other: fc.nat(),
      size: fc.nat({ max: 1_000_000 }),
      value: wrongValue,
    })
    .map((m) => {
      switch (m.kind) {
        case 'huge-list':
          return { ...m, size: 1 + (m.size % limits.hugeList) };
        case 'many-blocks':
          return { ...m, size: 1 + (m.size % limits.manyBlocks) };
        case 'deep-nesting':
          return { ...m, size: 1 + (m.size % limits.deepNesting) };
        default:
          return m;
      }
    });

type Container = Record<string, unknown> | unknown[];

interface Node {
  parent: Container;
  key: string | number;
}

function isContainer(value: unknown): value is Container {
  return value !== null && typeof value === 'object';
}

// Bounds the walk so picking a node stays cheap on a page that earlier mutations made huge.
const MAX_WALK_NODES = 4_000;
const MAX_WALK_DEPTH = 12;

/** Every (container, key) under `root`, breadth first, bounded. */
function nodesUnder(root: unknown): Node[] {
  const nodes: Node[] = [];
  const queue: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  for (let head = 0; head < queue.length && nodes.length < MAX_WALK_NODES; head += 1) {
    const { value, depth } = queue[head]!;
    if (!isContainer(value) || depth >= MAX_WALK_DEPTH) continue;
    const keys: Array<string | number> = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
    for (const key of keys) {
      nodes.push({ parent: value, key });
      queue.push({ value: (value as Record<string | number, unknown>)[key], depth: depth + 1 });
    }
  }
  return nodes;
}

function getAt(node: Node): unknown {
  return (node.parent as Record<string | number, unknown>)[node.key];
}

function setAt(node: Node, value: unknown) {
  // defineProperty, not assignment, so a key named `__proto__` becomes an own field as JSON.parse makes it.
  Object.defineProperty(node.parent, node.key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

function pickOf<T>(items: readonly T[], pick: number): T | undefined {
  return items.length === 0 ? undefined : items[pick % items.length];
}

function blockAt(page: { list: unknown[] }, pick: number): Record<string, unknown> | undefined {
  const objects = page.list.filter(
    (item): item is Record<string, unknown> => isContainer(item) && !Array.isArray(item),
  );
  return pickOf(objects, pick);
}

function optionsOf(block: Record<string, unknown>): Record<string, unknown> {
  const { options } = block;
  if (isContainer(options) && !Array.isArray(options)) return options;
  const fresh: Record<string, unknown> = {};
  block.options = fresh;
  return fresh;
}

function deeplyNested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { child: value };
  return value;
}

const HUNDRED_KB = 100 * 1024;

function hugeString(seed: number): string {
  const chunks = ['x', '\u{1F600}', '<script>alert(1)</script>', '"\\', '\u0000'];
  const chunk = chunks[seed % chunks.length]!;
  return chunk.repeat(Math.ceil(HUNDRED_KB / chunk.length));
}

/** Applies one mutation in place; `page` is a fresh copy. Returns a replacement for the whole page, if any. */
function apply(page: { list: unknown[] }, m: Mutation): unknown {
  const block = blockAt(page, m.pick);
  switch (m.kind) {
    case 'wrong-type': {
      const node = pickOf(nodesUnder(page.list), m.other);
      if (node) setAt(node, m.value);
      return undefined;
    }
    case 'missing-field': {
      const node = pickOf(nodesUnder(page.list), m.other);
      if (!node) return undefined;
      if (Array.isArray(node.parent)) node.parent.splice(Number(node.key), 1);
      else delete node.parent[node.key];
      return undefined;
    }
    case 'huge-list': {
      if (!block) return undefined;
      const arrays = nodesUnder(block.options).filter((node) => Array.isArray(getAt(node)));
      const target = pickOf(arrays, m.other);
      const list = target ? (getAt(target) as unknown[]) : [];
      // Copies of a small first item; a big one (say, deeply nested) would make a page of gigabytes.
      const first = list[0];
      const item = first !== undefined && (JSON.stringify(first)?.length ?? 0) < 1_000 ? first : m.value;
      const huge = Array.from({ length: m.size }, () => item);
      if (target) setAt(target, huge);
      else optionsOf(block).list = huge;
      return undefined;
    }
    case 'deep-nesting': {
      if (!block) return undefined;
      const node = pickOf(nodesUnder(block.options), m.other);
      const nested = deeplyNested(m.size, m.value);
      if (node) setAt(node, nested);
      else optionsOf(block).list = nested;
      return undefined;
    }
    case 'unknown-type': {
      if (block) block.type = pickOf(HOSTILE_TYPES, m.other) ?? 'notABlock';
      return undefined;
    }
    case 'duplicate-key': {
      const other = blockAt(page, m.other);
      if (block && other) block.key = other.key;
      return undefined;
    }
    case 'huge-string': {
      if (!block) return undefined;
      const strings = nodesUnder(block).filter((node) => typeof getAt(node) === 'string');
      const node = pickOf(strings, m.other);
      if (node) setAt(node, hugeString(m.size));
      else block.name = hugeString(m.size);
      return undefined;
    }
    case 'prototype-key': {
      if (!block) return undefined;
      const objects = [{ parent: page as unknown as Container, key: 'list' }, ...nodesUnder(block)].filter(
        (node) => {
          const value = getAt(node);
          return isContainer(value) && !Array.isArray(value);
        },
      );
      const target = pickOf(objects, m.other);
      const host = target ? (getAt(target) as Container) : block;
      const key = pickOf(POLLUTION_KEYS, m.size) ?? '__proto__';
      const payload = key === 'constructor' ? { prototype: { polluted: 'yes' } } : { polluted: 'yes' };
      setAt({ parent: host, key }, payload);
      return undefined;
    }
    case 'many-blocks': {
      // Copies share their options, so a block an earlier mutation made huge is not copied.
      const small = page.list.filter(
        (item): item is Record<string, unknown> =>
          isContainer(item) && !Array.isArray(item) && (JSON.stringify(item)?.length ?? 0) <= 4_000,
      );
      const copies = Array.from({ length: m.size }, (_, i) => {
        const source = pickOf(small, m.pick + i);
        if (!source) return m.value;
        // Every other copy keeps its key, so duplicates and fresh keys both occur.
        return i % 2 === 0 ? { ...source } : { ...source, key: `copy-${m.other}-${i}` };
      });
      page.list.push(...copies);
      return undefined;
    }
    case 'throwing-block': {
      if (block) block.name = `${typeof block.name === 'string' ? block.name : ''}${THROW_MARKER}`;
      return undefined;
    }
    case 'broken-page': {
      const broken = [null, 42, 'list', [], { list: {} }, { list: 'x' }, { notList: page.list }];
      return pickOf(broken, m.other);
    }
  }
}

const TEXT_NESTING = 50_000;

/** Text-level damage only JSON text can carry: a repeated field, nesting no recursive reader survives, a cut. */
function damageText(text: string, how: number, shape: PageShape): { text: string; shape: PageShape } {
  switch (how % 3) {
    case 0:
      // A repeated field: JSON.parse keeps the last one, so the list keeps its length.
      return { text: text.replace(/\{"key":/, '{"key":"shadowed-key","type":"carousel","key":'), shape };
    case 1: {
      // JSON.parse takes it; a recursive walk of it would overflow the stack.
      const deep = `${'['.repeat(TEXT_NESTING)}${']'.repeat(TEXT_NESTING)}`;
      const block = `{"key":"deep","type":"carousel","version":2,"options":{"list":${deep},"x":${deep}}}`;
      return { text: `{"list":[${deep},${block}]}`, shape: 2 };
    }
    default: {
      const cut = text.slice(0, Math.floor(text.length / 2));
      return { text: cut, shape: shapeOfText(cut) };
    }
  }
}

/**
 * Fixture pages with one to four mutations, handed over as an object or as JSON text (some texts
 * also damaged as text).
 */
export function mutatedPage(
  fixtures: readonly FixturePage[],
  limits: MutationLimits,
): fc.Arbitrary<FuzzPage> {
  return fc
    .record({
      fixture: fc.nat({ max: fixtures.length - 1 }),
      mutations: fc.array(mutation(limits), { minLength: 1, maxLength: 4 }),
      asText: fc.boolean(),
      textDamage: fc.nat({ max: 19 }),
    })
    .map(({ fixture, mutations, asText, textDamage }): FuzzPage => {
      const source = fixtures[fixture]!;
      let page: unknown = structuredClone(source.page);
      for (const m of mutations) {
        if (!isContainer(page) || !Array.isArray((page as { list?: unknown }).list)) break;
        const replacement = apply(page as { list: unknown[] }, m);
        if (replacement !== undefined) page = replacement;
      }
      const kinds = mutations.map((m) => m.kind);
      const base = {
        fixture: source.name,
        kinds,
        // A counterexample holds 100 kB strings and deep nesting: fast-check reports it in short.
        [fc.toStringMethod]: () => `${source.name} after ${kinds.join(', ')}`,
      };
      const shape = shapeOf(page);
      // A page that is not an object at all can only arrive as text.
      if (!asText && isContainer(page)) return { ...base, input: page, shape };
      const text = JSON.stringify(page) ?? 'undefined';
      if (textDamage >= 3) return { ...base, input: text, shape: text === 'undefined' ? 'not-json' : shape };
      const damaged = damageText(text, textDamage, shape);
      return { ...base, input: damaged.text, shape: damaged.shape };
    });
}
