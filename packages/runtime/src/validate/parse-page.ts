import type { Locale } from '../services/types.ts';
import { formatMessage } from '../i18n/format-message.ts';
import type { PageError } from './diagnostics.ts';
import { errorDetail } from './error-detail.ts';

/** A page read far enough to walk its blocks, or why it could not be. */
export type ParsedPage = { ok: true; list: readonly unknown[] } | { ok: false; pageError: PageError };

/**
 * Reads page data: JSON text (as the page call answers it) or an object already parsed.
 * Text that is not JSON, or a value without an array `list`, is a page-level error.
 */
export function parsePage(input: unknown, locale: Locale): ParsedPage {
  let page: unknown = input;
  if (typeof input === 'string') {
    try {
      page = JSON.parse(input);
    } catch (error) {
      // Very deep nesting makes JSON.parse throw a RangeError: still "not JSON" for the operator.
      const detail = errorDetail(error);
      return {
        ok: false,
        pageError: { reason: 'not-json', message: formatMessage(locale, 'pageNotJson', { detail }) },
      };
    }
  }
  const list =
    page !== null && typeof page === 'object' && !Array.isArray(page)
      ? (page as { list?: unknown }).list
      : undefined;
  if (!Array.isArray(list)) {
    return { ok: false, pageError: { reason: 'no-list', message: formatMessage(locale, 'pageNoList') } };
  }
  return { ok: true, list };
}
