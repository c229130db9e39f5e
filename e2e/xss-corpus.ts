import corpus from '../fixtures/xss/payloads.json' with { type: 'json' };

/** One payload of fixtures/xss/payloads.json: if it ever ran, it would call `window.__xss(id)` or open a dialog. */
export interface XssPayload {
  /** Its canary id (`st01`, `ev12`...). */
  id: string;
  /** The group it belongs to (script tags, event handlers...). */
  group: string;
  payload: string;
}

/** Every payload of the corpus, in corpus order. */
export const XSS_PAYLOADS: readonly XssPayload[] = corpus.groups.flatMap((group) =>
  group.payloads.map(({ id, payload }) => ({ id, group: group.name, payload })),
);

/**
 * A payload as PostgreSQL text can hold it: U+0000 removed. The back office goes through the same
 * database, so no operator row can hold U+0000 either; the API refuses it (xss-storage.test.ts).
 */
export const storable = (payload: string): string => payload.replaceAll('\u0000', '');

/** A payload cut to a field's maximum length (in characters, as the database counts them). */
export const cut = (payload: string, max: number): string => [...payload].slice(0, max).join('');

/** The port of the spec's own server (the operator rows need a database of its own). */
export const XSS_SERVER_PORT = Number(process.env.XSS_PORT ?? 8621);

/** Id of the page of blocks whose picture, link and title fields hold the payloads (`/custom?id=`). */
export const XSS_PAGE_ID = 'xss-blocks';
/** Id of the help-centre category of the payload articles. */
export const XSS_ARTICLE_CATEGORY = 'xss-articles';
/** A word added to the search text of the goods renamed to payloads, to list them all. */
export const XSS_GOODS_WORD = 'xssgoods';
/** zhangwei, whose nickname and address book hold the payloads on the spec's server. */
export const XSS_MEMBER_ID = 'mbr-acme-zhang';

/** Every payload, space-joined: zhangwei's nickname on the spec's server. */
export const XSS_NICKNAME = XSS_PAYLOADS.map(({ payload }) => storable(payload)).join(' ');

/** Titles of the popups whose messages hold every payload. */
export const XSS_POPUP_TITLES = ['XSS TH', 'XSS EP', 'XSS PF'] as const;

/** Starts the line e2e/xss-server.ts prints once it listens, followed by {@link XssPlaced} as JSON. */
export const XSS_PLACED_PREFIX = 'XSS placed: ';

/** What e2e/xss-server.ts placed on the page of blocks. */
export interface XssPlaced {
  /** Items (a payload in one field) the page validation let through, in blocks of five. */
  blockItemsShown: number;
  /** Items it refused: their blocks are on the page too, and are dropped. */
  blockItemsRefused: number;
  /** Blocks on the page. */
  blocks: number;
}

/**
 * The corpus in groups of eight, one notice and one article each: one page shows eight payloads,
 * after one another (the popups hold all of them at once, in three orders).
 */
export const XSS_CHUNKS: readonly { key: string; payloads: readonly XssPayload[] }[] = Array.from(
  { length: Math.ceil(XSS_PAYLOADS.length / 8) },
  (_, index) => ({ key: `xss-${index + 1}`, payloads: XSS_PAYLOADS.slice(index * 8, index * 8 + 8) }),
);

/** The title of a group's notice: its key and its first payload, as text. */
export const xssNoticeTitle = (chunk: (typeof XSS_CHUNKS)[number]): string =>
  `${chunk.key} ${cut(storable(chunk.payloads[0]?.payload ?? ''), 80)}`.trim();

/**
 * The corpus in groups of four, one goods review each (a review holds 500 characters): its text, the
 * payloads space-joined and cut to 500.
 */
export const XSS_REVIEW_TEXTS: readonly string[] = Array.from(
  { length: Math.ceil(XSS_PAYLOADS.length / 4) },
  (_, index) =>
    cut(
      XSS_PAYLOADS.slice(index * 4, index * 4 + 4)
        .map(({ payload }) => storable(payload))
        .join(' '),
      500,
    ),
);

/** The SKUs whose goods carry the reviews, ten each: one page of the goods detail's reviews tab. */
export const XSS_REVIEW_SKUS = ['1001', '1002', '1003', '1004'] as const;

/** A group's payloads, space-joined: one address's region names, and one search keyword. */
export const xssChunkText = (chunk: (typeof XSS_CHUNKS)[number]): string =>
  chunk.payloads.map(({ payload }) => storable(payload)).join(' ');
