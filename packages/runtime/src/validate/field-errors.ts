import type { CompiledValidatorError } from '@mall/schemas';
import type { Locale } from '../services/types.ts';
import { formatMessage } from '../i18n/format-message.ts';
import type { RuntimeMessageKey } from '../i18n/runtime-messages.ts';
import type { FieldError } from './diagnostics.ts';

/** How many problems one block lists before summing up the rest. */
export const MAX_FIELD_ERRORS = 20;
// Keeps a path readable when a hostile page uses megabyte-long property names.
const MAX_SEGMENT_LENGTH = 60;
const MAX_VALUE_LENGTH = 40;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** One segment of a readable path: `.name`, `[0]` or `["odd name"]`. */
function pathSegment(segment: string): string {
  if (/^\d+$/.test(segment)) return `[${segment}]`;
  const short = segment.length > MAX_SEGMENT_LENGTH ? `${segment.slice(0, MAX_SEGMENT_LENGTH)}…` : segment;
  return IDENTIFIER.test(short) ? `.${short}` : `[${JSON.stringify(short)}]`;
}

/** Turns a JSON Pointer (`/list/0/img`) into a readable path under `base` (`options.list[0].img`). */
export function readablePath(base: string, pointer: string, child?: string): string {
  const segments = pointer === '' ? [] : pointer.split('/').slice(1);
  if (child !== undefined) segments.push(child);
  return segments.reduce(
    (path, segment) => path + pathSegment(segment.replace(/~1/g, '/').replace(/~0/g, '~')),
    base,
  );
}

function shortValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}

const TYPE_MESSAGES: Readonly<Record<string, RuntimeMessageKey>> = {
  string: 'fieldMustBeText',
  number: 'fieldMustBeNumber',
  integer: 'fieldMustBeInteger',
  boolean: 'fieldMustBeBoolean',
  array: 'fieldMustBeList',
  object: 'fieldMustBeObject',
  null: 'fieldMustBeNull',
};

const LIMIT_MESSAGES: Readonly<Record<string, RuntimeMessageKey>> = {
  maxItems: 'fieldMaxItems',
  minItems: 'fieldMinItems',
  maxLength: 'fieldMaxLength',
  minimum: 'fieldMinimum',
  maximum: 'fieldMaximum',
  exclusiveMinimum: 'fieldExclusiveMinimum',
  exclusiveMaximum: 'fieldExclusiveMaximum',
  multipleOf: 'fieldMultipleOf',
};

/** The shared definition (`link`, `imageUrl`, `color`) an error's schema path points into, if any. */
function sharedDefinition(schemaPath: string): string | undefined {
  return /\/definitions\/(\w+)\/(?:pattern|not)$/.exec(schemaPath)?.[1];
}

/** One ajv error in words, with its readable path. */
function describe(error: CompiledValidatorError, locale: Locale, base: string): FieldError {
  const at = readablePath(base, error.instancePath);
  const say = (key: RuntimeMessageKey, values?: Record<string, string | number>) =>
    formatMessage(locale, key, values);
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return {
        path: readablePath(base, error.instancePath, String(params.missingProperty)),
        message: say('fieldRequired'),
      };
    case 'additionalProperties':
      return {
        path: readablePath(base, error.instancePath, String(params.additionalProperty)),
        message: say('fieldUnknown'),
      };
    case 'type': {
      const type = String(Array.isArray(params.type) ? params.type[0] : params.type).split(',')[0] ?? '';
      const key = Object.hasOwn(TYPE_MESSAGES, type) ? TYPE_MESSAGES[type] : undefined;
      return { path: at, message: key ? say(key) : error.message || say('fieldInvalid') };
    }
    case 'minLength':
      return {
        path: at,
        message:
          params.limit === 1 ? say('fieldNotEmpty') : say('fieldMinLength', { limit: Number(params.limit) }),
      };
    case 'pattern':
    case 'not': {
      const definition = sharedDefinition(error.schemaPath);
      if (definition === 'link') return { path: at, message: say('fieldLinkNotAllowed') };
      if (definition === 'imageUrl') return { path: at, message: say('fieldImageUrl') };
      if (definition === 'color') return { path: at, message: say('fieldColor') };
      return { path: at, message: say(error.keyword === 'pattern' ? 'fieldPattern' : 'fieldInvalid') };
    }
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return { path: at, message: say('fieldEnum', { values: allowed.map(shortValue).join(', ') }) };
    }
    case 'const':
      return { path: at, message: say('fieldConst', { value: shortValue(params.allowedValue) }) };
    case 'uniqueItems':
      return {
        path: at,
        message: say('fieldUniqueItems', { first: Number(params.j), second: Number(params.i) }),
      };
    case 'format':
      return { path: at, message: say('fieldFormat', { format: String(params.format) }) };
    default: {
      const limitKey = Object.hasOwn(LIMIT_MESSAGES, error.keyword)
        ? LIMIT_MESSAGES[error.keyword]
        : undefined;
      if (limitKey) return { path: at, message: say(limitKey, { limit: Number(params.limit) }) };
      return { path: at, message: error.message || say('fieldInvalid') };
    }
  }
}

/**
 * Rewrites ajv errors as `{ path, message }` an operator understands, in `locale`. `anyOf`/`oneOf`
 * collapse to one line ("needs one of planId, marketId"), a wrong type hides the other complaints
 * about the same value, repeats are dropped and long lists end with "and N more problems".
 */
export function toFieldErrors(
  errors: readonly CompiledValidatorError[],
  locale: Locale,
  base = 'options',
): FieldError[] {
  const explained = new Set<CompiledValidatorError>();
  const combinators = errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  const combined = new Map<CompiledValidatorError, FieldError>();
  for (const combinator of combinators) {
    const branches = errors.filter(
      (error) => error !== combinator && error.schemaPath.startsWith(`${combinator.schemaPath}/`),
    );
    for (const branch of branches) explained.add(branch);
    const path = readablePath(base, combinator.instancePath);
    const onlyRequired =
      branches.length > 0 &&
      branches.every(
        (branch) => branch.keyword === 'required' && branch.instancePath === combinator.instancePath,
      );
    const fields = [...new Set(branches.map((branch) => String(branch.params.missingProperty)))];
    combined.set(
      combinator,
      onlyRequired
        ? { path, message: formatMessage(locale, 'fieldNeedsOneOf', { fields: fields.join(', ') }) }
        : { path, message: formatMessage(locale, 'fieldNoMatchingForm') },
    );
  }

  // A value of the wrong type fails its pattern and `not` too; the type says it all.
  const wrongType = new Set(
    errors.filter((error) => error.keyword === 'type').map((error) => error.instancePath),
  );

  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  for (const error of errors) {
    if (explained.has(error)) continue;
    if (error.keyword !== 'type' && !combined.has(error) && wrongType.has(error.instancePath)) continue;
    const fieldError = combined.get(error) ?? describe(error, locale, base);
    const id = `${fieldError.path}\u0000${fieldError.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    fieldErrors.push(fieldError);
  }
  if (fieldErrors.length <= MAX_FIELD_ERRORS) return fieldErrors;
  return [
    ...fieldErrors.slice(0, MAX_FIELD_ERRORS),
    {
      path: base,
      message: formatMessage(locale, 'fieldMoreProblems', { count: fieldErrors.length - MAX_FIELD_ERRORS }),
    },
  ];
}
