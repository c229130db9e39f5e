import {
  diagnosticReasonText,
  mallSchemaCatalog,
  validatePage,
  type BlockDiagnostic,
  type Locale,
} from '@mall/runtime';
import { blockSetOfPage, type PageType, type Platform } from '@mall/schemas';
import type { EditorPage } from './editor-page.ts';

/** One problem of the page: one row of the problems panel, and one reason publishing waits. */
export interface PageProblemRow {
  key: string;
  type: string;
  /** The block's place, counting from 1. */
  position: number;
  name?: string;
  /** The reason in the operator's words. */
  reason: string;
  /** Where in the block, `options.list[0].img`; empty for the block itself. */
  field: string;
  message: string;
}

/**
 * The page's problems as the publish gate finds them: the runtime's `validatePage` with the same
 * precompiled validators and the page kind's block set, in the operator's language.
 */
export async function findProblems(
  page: EditorPage,
  kind: { platform: Platform; pageType: PageType },
  locale: Locale,
): Promise<PageProblemRow[]> {
  const { diagnostics, pageError } = await validatePage(page, {
    catalog: mallSchemaCatalog,
    locale,
    blockSet: blockSetOfPage(kind),
  });
  if (pageError)
    return [
      { key: '', type: '', position: 0, reason: pageError.reason, field: '', message: pageError.message },
    ];
  return diagnostics.flatMap((diagnostic: BlockDiagnostic) => {
    const reason = diagnosticReasonText(diagnostic.reason, locale);
    const errors = diagnostic.errors.length > 0 ? diagnostic.errors : [{ path: '', message: reason }];
    return errors.map((error) => ({
      key: diagnostic.key,
      type: diagnostic.type,
      position: diagnostic.position ?? 0,
      ...(diagnostic.name ? { name: diagnostic.name } : {}),
      reason,
      field: error.path,
      message: error.message,
    }));
  });
}

/** The form field ids a problem's path points at, most precise first (`root_list_0_img`, `root_list_0`...). */
export function fieldIdsOf(path: string): string[] {
  const parts = path
    .replace(/^options\.?/, '')
    .split(/[.[\]]+/)
    .filter(Boolean);
  const ids: string[] = [];
  for (let length = parts.length; length >= 0; length -= 1)
    ids.push(['root', ...parts.slice(0, length)].join('_'));
  return ids;
}

/** The problems of one block's options as the form library's error tree (`{list: {0: {img: {__errors}}}}`). */
export function errorTreeOf(rows: readonly PageProblemRow[]): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const row of rows) {
    if (!row.field.startsWith('options')) continue;
    const parts = fieldIdsOf(row.field)[0]!.split('_').slice(1);
    let node = tree;
    for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(row.message);
  }
  return tree;
}
