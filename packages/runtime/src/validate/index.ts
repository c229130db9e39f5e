// The Node-safe door of @mall/runtime (`@mall/runtime/validate`): no React, no DOM.
export { validatePage, validatePageWith } from './validate-page.ts';
export type { PageValidation, ValidatePageOptions } from './validate-page.ts';
export { loadValidators } from './load-validators.ts';
export type { ValidatorMap } from './load-validators.ts';
export { createSchemaCatalog } from './schema-catalog.ts';
export type { BlockSchemaCatalog, BlockSchemaTables } from './schema-catalog.ts';
export { mallSchemaCatalog } from './mall-schema-catalog.ts';
export { diagnosticReasonText } from './diagnostic-reason.ts';
export {
  blockLabel,
  jsonSyntaxErrorAt,
  localeFromEnvironment,
  pageProblemLine,
  problemLines,
} from './problem-lines.ts';
export type { SyntaxPosition } from './problem-lines.ts';
export type { ValidatedBlock } from './check-block.ts';
export type {
  BlockDiagnostic,
  DiagnosticReason,
  FieldError,
  PageError,
  PageErrorReason,
} from './diagnostics.ts';
export type { Locale } from '../services/types.ts';
