import type { BlockSet } from '@mall/schemas';
import { formatMessage } from '../i18n/format-message.ts';
import type { Locale } from '../services/types.ts';
import type { BlockDiagnostic } from './diagnostics.ts';

const SET_NAMES = { default: 'blockSetDefault', HSHSC: 'blockSetHSHSC', custom: 'blockSetCustom' } as const;

function wrongSetMessage(locale: Locale, sets: readonly BlockSet[], set: BlockSet): string {
  const separator = locale === 'en-US' ? ', ' : '、';
  return formatMessage(locale, 'blockWrongPlatform', {
    sets: sets.map((each) => formatMessage(locale, SET_NAMES[each])).join(separator),
    set: formatMessage(locale, SET_NAMES[set]),
  });
}

/**
 * The `wrong-platform` diagnostic of a block on a page of a set it does not belong to (an HSHSC block
 * on a DZPT home page), or null when it belongs or the page's set is unknown (no check). The
 * renderer, `validatePage` (so the publish gate and `mall-validate`) decide it here alike.
 */
export function blockSetDiagnostic(
  block: { key: string; type: string },
  blockSets: readonly BlockSet[],
  pageSet: BlockSet | undefined,
  locale: Locale,
): BlockDiagnostic | null {
  if (pageSet === undefined || blockSets.includes(pageSet)) return null;
  return {
    key: block.key,
    type: block.type,
    reason: 'wrong-platform',
    errors: [{ path: 'type', message: wrongSetMessage(locale, blockSets, pageSet) }],
  };
}
