import type { Locale } from '../services/types.ts';
import { formatMessage } from '../i18n/format-message.ts';
import type { BlockSet } from '@mall/schemas';
import { blockSetDiagnostic } from './check-block-set.ts';
import type { BlockDiagnostic, PageError } from './diagnostics.ts';
import { checkBlock, type ValidatedBlock } from './check-block.ts';
import { loadValidators, type ValidatorMap } from './load-validators.ts';
import { parsePage } from './parse-page.ts';
import type { BlockSchemaCatalog } from './schema-catalog.ts';
import { screenBlocks, type ScreenResult } from './screen-blocks.ts';

/** What a page's validation found: the blocks to render and why the others are not. */
export interface PageValidation {
  /** Set when the whole page cannot be read; then `blocks` and `diagnostics` are empty. */
  pageError?: PageError;
  blocks: ValidatedBlock[];
  /** One per skipped block, in page order. */
  diagnostics: BlockDiagnostic[];
}

/** Options of `validatePage`. */
export interface ValidatePageOptions {
  /** Language of the messages. Defaults to `en-US`. */
  locale?: Locale;
  /** The block schemas to check against: `mallSchemaCatalog`, or the block registry's `schemas`. */
  catalog: BlockSchemaCatalog;
  /**
   * The block set of the page (`blockSetOfPage` of @mall/schemas): a block of another set is
   * `wrong-platform`. Defaults to no check.
   */
  blockSet?: BlockSet | undefined;
}

/** A diagnostic with where its block is: its place counting from 1 and the name the operator gave it. */
function located(diagnostic: BlockDiagnostic, index: number, item: unknown): BlockDiagnostic {
  const name = item !== null && typeof item === 'object' ? (item as { name?: unknown }).name : undefined;
  return {
    ...diagnostic,
    position: index + 1,
    ...(typeof name === 'string' && name.trim() !== '' ? { name } : {}),
  };
}

/** The screened blocks of the page's set (the others carry their `wrong-platform` diagnostic). */
function inSet(screened: readonly ScreenResult[], opts: ValidatePageOptions, locale: Locale): ScreenResult[] {
  return screened.map((result) => {
    if (!result.ok) return result;
    const { block } = result;
    const wrong = blockSetDiagnostic(block, opts.catalog.blockSets(block.type), opts.blockSet, locale);
    return wrong ? { ok: false, index: block.index, diagnostic: wrong } : result;
  });
}

function finish(
  list: readonly unknown[],
  screened: readonly ScreenResult[],
  validators: ValidatorMap,
  locale: Locale,
): PageValidation {
  const blocks: ValidatedBlock[] = [];
  const diagnostics: BlockDiagnostic[] = [];
  for (const result of screened) {
    if (!result.ok) {
      diagnostics.push(located(result.diagnostic, result.index, list[result.index]));
      continue;
    }
    const { block } = result;
    const validator = validators[block.type];
    if (!validator) {
      const diagnostic: BlockDiagnostic = {
        key: block.key,
        type: block.type,
        reason: 'load-error',
        errors: [
          { path: '', message: formatMessage(locale, 'blockValidatorMissing', { detail: block.type }) },
        ],
      };
      diagnostics.push(located(diagnostic, block.index, list[block.index]));
      continue;
    }
    const checked = checkBlock(block, validator, locale);
    if (checked.ok) blocks.push(checked.block);
    else diagnostics.push(located(checked.diagnostic, block.index, list[block.index]));
  }
  return { blocks, diagnostics };
}

/**
 * The page pipeline without rendering, synchronous: parse, look up, migrate, validate with the
 * given precompiled validators. `input` is page JSON text or an already parsed object.
 */
export function validatePageWith(
  input: string | unknown,
  validators: ValidatorMap,
  opts: ValidatePageOptions,
): PageValidation {
  const locale = opts.locale ?? 'en-US';
  const parsed = parsePage(input, locale);
  if (!parsed.ok) return { pageError: parsed.pageError, blocks: [], diagnostics: [] };
  const screened = inSet(screenBlocks(parsed.list, locale, opts.catalog), opts, locale);
  return finish(parsed.list, screened, validators, locale);
}

/**
 * Validates a page (JSON text or a parsed object) in Node or the browser: loads the validators of
 * the block types it uses, in parallel, then runs `validatePageWith`. Never throws for bad input.
 */
export async function validatePage(
  input: string | unknown,
  opts: ValidatePageOptions,
): Promise<PageValidation> {
  const locale = opts.locale ?? 'en-US';
  const parsed = parsePage(input, locale);
  if (!parsed.ok) return { pageError: parsed.pageError, blocks: [], diagnostics: [] };
  const screened = inSet(screenBlocks(parsed.list, locale, opts.catalog), opts, locale);
  const validators = await loadValidators(
    screened.flatMap((result) => (result.ok ? [result.block.type] : [])),
    opts.catalog,
  );
  return finish(parsed.list, screened, validators, locale);
}
