import type { Locale } from '../services/types.ts';
import { formatMessage } from '../i18n/format-message.ts';
import type { PageError } from './diagnostics.ts';
import { errorDetail } from './error-detail.ts';

/** A page read far enough to walk its blocks, or why it could not be. */
export type ParsedPage = { ok: true; list: readonly unknown[] } | { ok: false; pageError: PageError };

/**
 * The lists of the last page texts read. One page text is read by several hands: the preload that
 * starts its chunks, the renderer of each slot a custom page fills (header, body, footer), the page
 * studio's problems and its preview. Each reads the text once between them. Only a few texts are
 * kept, so a long-lived tab of an editor does not keep every revision it saw.
 */
const READ_LISTS = new Map<string, readonly unknown[]>();
const READ_LISTS_KEPT = 4;

/**
 * Reads page data: JSON text (as the page call answers it) or an object already parsed.
 * Text that is not JSON, or a value without an array `list`, is a page-level error. The same text
 * read again answers the same list (the same objects), without parsing it again: blocks are read,
 * never changed, by whoever walks them.
 */
export function parsePage(input: unknown, locale: Locale): ParsedPage {
  if (typeof input === 'string') {
    const known = READ_LISTS.get(input);
    if (known) return { ok: true, list: known };
    const parsed = parseObject(parseText(input, locale), locale);
    if (parsed.ok) {
      if (READ_LISTS.size >= READ_LISTS_KEPT) READ_LISTS.delete(READ_LISTS.keys().next().value as string);
      READ_LISTS.set(input, parsed.list);
    }
    return parsed;
  }
  return parseObject({ page: input }, locale);
}

/** The value of page text, or why it is not JSON. */
function parseText(input: string, locale: Locale): { page: unknown } | ParsedPage {
  try {
    return { page: JSON.parse(input) };
  } catch (error) {
    // Very deep nesting makes JSON.parse throw a RangeError: still "not JSON" for the operator.
    const detail = errorDetail(error);
    return {
      ok: false,
      pageError: { reason: 'not-json', message: formatMessage(locale, 'pageNotJson', { detail }) },
    };
  }
}

/** The blocks' list of a page value, or why it has none. */
function parseObject(read: { page: unknown } | ParsedPage, locale: Locale): ParsedPage {
  if (!('page' in read)) return read;
  const { page } = read;
  const list =
    page !== null && typeof page === 'object' && !Array.isArray(page)
      ? (page as { list?: unknown }).list
      : undefined;
  if (!Array.isArray(list)) {
    return { ok: false, pageError: { reason: 'no-list', message: formatMessage(locale, 'pageNoList') } };
  }
  return { ok: true, list };
}
