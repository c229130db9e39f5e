// The input rules of the store-settlement application (/shopEntry), read from its JSON Schema
// (api/store-apply.schema.json) so the storefront checks a step with the very limits and patterns
// the server validates it with. Only the rules live here, never the wording: the server words its
// refusals in Chinese, the storefront from its catalogue. Plain data and RegExps: this runs in Node
// and in the browser alike.
import storeApplySchema from '../api/store-apply.schema.json' with { type: 'json' };
import type { StoreApplyCompany, StoreApplyFinance, StoreApplyStore } from './generated/types.ts';

/** What the schema says about one field of a step. */
export interface StoreApplyFieldRule {
  /** `text` is a string, `integer` a whole number, `list` an array of ids. */
  kind: 'text' | 'integer' | 'list';
  /** Every field of the three steps is required; kept for a future optional one. */
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** The schema's `pattern`, compiled as ajv compiles it (the `u` flag). */
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The rules of every field of a step, keyed by the field. */
export type StoreApplyStepRules<T> = { readonly [K in keyof T]-?: StoreApplyFieldRule };

// The subset of JSON Schema the step definitions use. The JSON module's own type is a different
// literal shape per property, so it is read through this one.
interface PropertySchema {
  type?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}
interface StepSchema {
  required: readonly string[];
  properties: Readonly<Record<string, PropertySchema>>;
}

const KINDS: Record<string, StoreApplyFieldRule['kind']> = {
  string: 'text',
  integer: 'integer',
  array: 'list',
};

function stepRules<T>(step: StepSchema): StoreApplyStepRules<T> {
  const rules: Record<string, StoreApplyFieldRule> = {};
  for (const [name, property] of Object.entries(step.properties)) {
    const kind = KINDS[property.type ?? ''];
    if (!kind) throw new Error(`store-apply.schema.json: ${name} has no rule kind for type ${property.type}`);
    const rule: StoreApplyFieldRule = { kind, required: step.required.includes(name) };
    for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const) {
      if (property[key] !== undefined) rule[key] = property[key];
    }
    if (property.pattern !== undefined) rule.pattern = new RegExp(property.pattern, 'u');
    rules[name] = rule;
  }
  return rules as StoreApplyStepRules<T>;
}

const definitions = storeApplySchema.definitions as unknown as Record<
  'storeApplyCompany' | 'storeApplyFinance' | 'storeApplyStore',
  StepSchema
>;

/** The rules of the three steps of the application, as api/store-apply.schema.json states them. */
export const STORE_APPLY_RULES = {
  company: stepRules<StoreApplyCompany>(definitions.storeApplyCompany),
  finance: stepRules<StoreApplyFinance>(definitions.storeApplyFinance),
  store: stepRules<StoreApplyStore>(definitions.storeApplyStore),
} as const;

// GB 32100-2015: the 31 characters a unified social credit code is written in, in the order of
// their values, and the weight of each of the first 17 positions.
const CREDIT_CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * True when `code` matches the schema's pattern for a unified social credit code and its 18th
 * character is the check character of the first 17 (GB 32100-2015, modulo 31). A pattern alone
 * lets a mistyped character through; the check catches almost every one.
 */
export function isCreditCodeValid(code: string): boolean {
  if (!STORE_APPLY_RULES.company.licenseNum.pattern?.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    sum += CREDIT_CODE_CHARACTERS.indexOf(code[i] ?? '') * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  }
  return code[17] === CREDIT_CODE_CHARACTERS[(31 - (sum % 31)) % 31];
}
