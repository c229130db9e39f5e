import type { TFunction } from 'i18next';

/**
 * The name operators know a block type by, in their language (`blockTypes` catalogue), else the
 * type itself: a type added since the catalogue was written still shows.
 */
export function blockTypeName(t: TFunction, type: string): string {
  return t(`blockTypes:${type}.name`, { defaultValue: type });
}

/** One sentence on what a block type shows, in the operator's language; empty when none is written. */
export function blockTypeDescription(t: TFunction, type: string): string {
  return t(`blockTypes:${type}.description`, { defaultValue: '' });
}
