import { blockSetOfPage, type PageType, type Platform } from '@mall/schemas';
import {
  mallSchemaCatalog,
  validatePage,
  type DiagnosticReason,
  type PageErrorReason,
} from '@mall/runtime/validate';
import type { Locale } from './locale.ts';

// The publish gate of the page studio (issue 23): a page's problems as the runtime finds them, with
// the same precompiled validators the storefront renders with (`@mall/runtime/validate`, no React).
// A draft may have problems; a page with any is not published. A block of a set the page's kind does
// not render (`wrong-platform`) is one: the sets are the block schemas' `blockSets`, as the renderer reads them.

/** One problem of a page, one per block and field: what the studio lists and the gate refuses. */
export interface PageProblem {
  /** The block's key; empty for a problem of the whole page. */
  key: string;
  /** The block's type; empty for a problem of the whole page. */
  type: string;
  reason: DiagnosticReason | PageErrorReason;
  /** Where in the block, `options.list[0].img`; empty for the block or the page itself. */
  field: string;
  /** What is wrong, in the operator's language. */
  message: string;
  /** The block's place in the page, counting from 1; absent for a problem of the whole page. */
  position?: number;
  /** The name the operator gave the block, when it has one. */
  name?: string;
}

/**
 * Every problem of page JSON text for a page of this platform and type, in page order, worded in
 * `locale`. Empty when it may be published.
 */
export async function findPageProblems(
  pageData: string,
  kind: { platform: Platform; pageType: PageType },
  locale: Locale,
): Promise<PageProblem[]> {
  const validation = await validatePage(pageData, {
    catalog: mallSchemaCatalog,
    locale,
    blockSet: blockSetOfPage(kind),
  });
  if (validation.pageError) {
    const { reason, message } = validation.pageError;
    return [{ key: '', type: '', reason, field: '', message }];
  }
  return validation.diagnostics.flatMap(({ key, type, reason, errors, position, name }) =>
    (errors.length > 0 ? errors : [{ path: '', message: reason }]).map((error) => ({
      key,
      type,
      reason,
      field: error.path,
      message: error.message,
      ...(position === undefined ? {} : { position }),
      ...(name === undefined ? {} : { name }),
    })),
  );
}
