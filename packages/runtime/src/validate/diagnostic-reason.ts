import { formatMessage } from '../i18n/format-message.ts';
import type { RuntimeMessageKey } from '../i18n/runtime-messages.ts';
import type { Locale } from '../services/types.ts';
import type { DiagnosticReason } from './diagnostics.ts';

/** The catalogue key of each reason's words: the preview card, the preview panel and mall-validate say it alike. */
export const DIAGNOSTIC_REASON_KEYS: Readonly<Record<DiagnosticReason, RuntimeMessageKey>> = {
  'unknown-type': 'reasonUnknownType',
  invalid: 'reasonInvalid',
  'duplicate-key': 'reasonDuplicateKey',
  'render-error': 'reasonRenderError',
  'load-error': 'reasonLoadError',
  'wrong-platform': 'reasonWrongPlatform',
};

/** Why a block is not shown, in the operator's words: `wrong-platform` -> "not a block of this kind of page". */
export function diagnosticReasonText(reason: DiagnosticReason, locale: Locale): string {
  return formatMessage(locale, DIAGNOSTIC_REASON_KEYS[reason]);
}
