// The door of @mall/schemas: generated types, the block catalogue and the precompiled validators.
// Raw JSON Schema documents (for the server's request validation) come through `@mall/schemas/documents`,
// so browser bundles never pull in schema text they do not use.

// Every type generated from the schemas (options of each block as `<Type>Options`, API shapes),
// so a new schema's types need no line here.
export type * from './generated/types.ts';
export type { CompiledValidator, CompiledValidatorError } from './compiled-validator.ts';
export type { BlockOptionsByType, BlockSet, BlockType } from './generated/block-catalog.ts';
export {
  BLOCK_TYPES,
  BLOCK_SCHEMA_VERSIONS,
  BLOCK_SETS,
  BLOCK_VALIDATORS,
  BLOCK_SCHEMAS,
} from './generated/block-catalog.ts';
export { default as validatePageEnvelope } from './generated/validators/page.js';
/** The goods search's query rules (catalogue.schema.json), precompiled: the storefront drops what breaks them. */
export { default as validateGoodsSearchQuery } from './generated/validators/api-goodsSearchQuery.js';
export { blockSetOfPage } from './block-sets.ts';
export { encryptPasswordWith } from './password-cipher.ts';
export type { BlockMigration } from './migrations.ts';
export { BLOCK_MIGRATIONS } from './migrations.ts';
export { API_PATHS, PRODUCT_SEGMENT } from './api-paths.ts';
export { MANAGER_PATHS, MANAGER_PREFIX } from './manager-paths.ts';
export { RENDER_COOKIE, renderCookieValue } from './render-cookie.ts';
// The input rules of accounts, passwords, mobiles and card numbers, shared by server and storefront.
export type { PasswordProblem } from './account-rules.ts';
export {
  isLuhnValid,
  LOGIN_NAME_MAX_LENGTH,
  LOGIN_NAME_PATTERN,
  maskMobile,
  MOBILE_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_KINDS,
  PAY_PASSWORD_PATTERN,
  PASSWORD_MIN_LENGTH,
  passwordKinds,
  passwordProblem,
} from './account-rules.ts';
// The other shared input patterns and the formatters of spec 01 section 5.
export {
  BIRTH_NUMBER_PATTERN,
  EMAIL_PATTERN,
  ID_CARD_PATTERN,
  isBirthNumber,
  isEmail,
  isIdCardValid,
  isMoney,
  isNonNegativeInteger,
  isPositiveInteger,
  isTaxNumber,
  isUrl,
  isUsername,
  MONEY_PATTERN,
  NON_NEGATIVE_INTEGER_PATTERN,
  POSITIVE_INTEGER_PATTERN,
  TAX_NUMBER_PATTERN,
  URL_PATTERN,
  USERNAME_PATTERN,
} from './input-patterns.ts';
export type { PriceTextOptions } from './formatters.ts';
export {
  chinaDay,
  DEFAULT_DATE_PATTERN,
  formatAddress,
  formatPriceText,
  formatUnixTime,
  groupDigits,
  isCalendarDay,
} from './formatters.ts';
export type { StoreApplyFieldRule, StoreApplyStepRules } from './store-apply-rules.ts';
export { isCreditCodeValid, STORE_APPLY_RULES } from './store-apply-rules.ts';
