import type { CompiledValidator } from '@mall/schemas';
import type { Locale } from '../services/types.ts';
import { formatMessage } from '../i18n/format-message.ts';
import type { BlockDiagnostic } from './diagnostics.ts';
import { toFieldErrors } from './field-errors.ts';
import type { ScreenedBlock } from './screen-blocks.ts';
import { errorDetail } from './error-detail.ts';

/** A block ready to render: its options are migrated and valid against its schema. */
export interface ValidatedBlock {
  key: string;
  type: string;
  name?: string;
  /** Position in the page's list. */
  index: number;
  /** Options at the current version. */
  options: unknown;
}

/** Step 3's schema check of one screened block: the block, or an `invalid` diagnostic. */
export function checkBlock(
  block: ScreenedBlock,
  validator: CompiledValidator,
  locale: Locale,
): { ok: true; block: ValidatedBlock } | { ok: false; diagnostic: BlockDiagnostic } {
  let valid: boolean;
  try {
    valid = validator(block.options);
  } catch (error) {
    // Only hostile input gets here (e.g. a getter that throws on an object handed in by a host).
    const detail = errorDetail(error);
    return {
      ok: false,
      diagnostic: {
        key: block.key,
        type: block.type,
        reason: 'invalid',
        errors: [{ path: 'options', message: formatMessage(locale, 'blockCheckFailed', { detail }) }],
      },
    };
  }
  if (valid) return { ok: true, block };
  return {
    ok: false,
    diagnostic: {
      key: block.key,
      type: block.type,
      reason: 'invalid',
      errors: toFieldErrors(validator.errors ?? [], locale),
    },
  };
}
