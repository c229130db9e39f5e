import type { BlockType } from '@mall/schemas';
import type { Locale } from '../services/types.ts';
import { formatMessage } from '../i18n/format-message.ts';
import type { BlockDiagnostic, FieldError } from './diagnostics.ts';
import { nearestType } from './nearest-type.ts';
import type { BlockSchemaCatalog } from './schema-catalog.ts';
import { errorDetail } from './error-detail.ts';

/** A block whose envelope is sound: known type, unique key, options migrated to the current version. */
export interface ScreenedBlock {
  key: string;
  type: BlockType;
  name?: string;
  /** Position in the page's list. */
  index: number;
  /** Options at the current version, not yet checked against the block's schema. */
  options: unknown;
}

/** Each list item either passes the envelope checks or carries its diagnostic. */
export type ScreenResult =
  | { ok: true; block: ScreenedBlock }
  | { ok: false; index: number; diagnostic: BlockDiagnostic };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The problem with a key or type value, or `null` when it is a non-empty text. */
function textProblem(value: unknown, locale: Locale): string | null {
  if (value === undefined || value === null) return formatMessage(locale, 'fieldRequired');
  if (typeof value !== 'string') return formatMessage(locale, 'fieldMustBeText');
  if (value.trim() === '') return formatMessage(locale, 'fieldNotEmpty');
  return null;
}

/** Why an unknown type is unknown, with the known type it was most likely meant to be. */
function unknownTypeMessage(type: string, catalog: BlockSchemaCatalog, locale: Locale): string {
  const near = nearestType(type, catalog.types);
  return near === null
    ? formatMessage(locale, 'blockUnknownType')
    : formatMessage(locale, 'blockUnknownTypeNear', { near });
}

/**
 * Steps 1-3 of the pipeline for every list item, without the schema check: the item must be an
 * object with a key and a type; a key seen before is a duplicate (the later block is dropped); the
 * type must have a schema in `catalog`; options (missing -> `{}`) are migrated from the block's `version`.
 */
export function screenBlocks(
  list: readonly unknown[],
  locale: Locale,
  catalog: BlockSchemaCatalog,
): ScreenResult[] {
  const firstIndexOfKey = new Map<string, number>();
  return list.map((item, index): ScreenResult => {
    const invalid = (key: string, type: string, errors: FieldError[]): ScreenResult => ({
      ok: false,
      index,
      diagnostic: { key, type, reason: 'invalid', errors },
    });
    if (!isRecord(item))
      return invalid(`#${index + 1}`, '(none)', [
        { path: '', message: formatMessage(locale, 'blockNotObject') },
      ]);

    const keyProblem = textProblem(item.key, locale);
    const typeProblem = textProblem(item.type, locale);
    const key = keyProblem === null ? (item.key as string) : `#${index + 1}`;
    const type = typeof item.type === 'string' && item.type.trim() !== '' ? item.type : '(none)';
    if (keyProblem !== null || typeProblem !== null) {
      const errors: FieldError[] = [];
      if (keyProblem !== null) errors.push({ path: 'key', message: keyProblem });
      if (typeProblem !== null) errors.push({ path: 'type', message: typeProblem });
      return invalid(key, type, errors);
    }

    const firstIndex = firstIndexOfKey.get(key);
    if (firstIndex !== undefined) {
      return {
        ok: false,
        index,
        diagnostic: {
          key,
          type,
          reason: 'duplicate-key',
          errors: [
            { path: 'key', message: formatMessage(locale, 'blockDuplicateKey', { index: firstIndex + 1 }) },
          ],
        },
      };
    }
    firstIndexOfKey.set(key, index);

    if (!catalog.has(type)) {
      return {
        ok: false,
        index,
        diagnostic: {
          key,
          type,
          reason: 'unknown-type',
          errors: [{ path: 'type', message: unknownTypeMessage(type, catalog, locale) }],
        },
      };
    }
    const blockType = type;

    const current = catalog.version(blockType);
    const version = item.version ?? 1;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      return invalid(key, type, [{ path: 'version', message: formatMessage(locale, 'blockBadVersion') }]);
    }
    if (version > current) {
      return invalid(key, type, [
        { path: 'version', message: formatMessage(locale, 'blockNewerVersion', { version, current }) },
      ]);
    }

    let options: unknown = item.options ?? {};
    if (isRecord(options)) {
      const steps = catalog.migrations(blockType);
      try {
        for (const migrate of steps.slice(version - 1, current - 1))
          options = migrate(options as Record<string, unknown>);
      } catch (error) {
        return invalid(key, type, [
          {
            path: 'options',
            message: formatMessage(locale, 'blockMigrationFailed', { version, detail: errorDetail(error) }),
          },
        ]);
      }
    }

    const name = typeof item.name === 'string' ? item.name : undefined;
    return {
      ok: true,
      block: { key, type: blockType, ...(name !== undefined ? { name } : {}), index, options },
    };
  });
}
