/** Why a block was not rendered as the operator configured it. */
export type DiagnosticReason =
  /** No block type of that name exists. */
  | 'unknown-type'
  /** The block's options break its schema (or the block lacks key/type). */
  | 'invalid'
  /** Another block earlier in the page has the same key; the later one is dropped. */
  | 'duplicate-key'
  /** The block's component threw while rendering. */
  | 'render-error'
  /** The block's code (or validator) could not be downloaded. */
  | 'load-error'
  /** The block belongs to another block set (an HSHSC block on a DZPT home page). */
  | 'wrong-platform';

/** One problem inside a block, in words an operator understands. */
export interface FieldError {
  /** Where, as a readable path into the block: `options.list[0].img`. Empty for the block itself. */
  path: string;
  /** What is wrong, e.g. "is required", "must be at most 20 items". */
  message: string;
}

/** A block that was skipped (production) or shown as an error card (preview), and why. */
export interface BlockDiagnostic {
  /** The block's key; `#<position>` (counting from 1) when the block has none. */
  key: string;
  /** The block's type; `(none)` when it has none. */
  type: string;
  reason: DiagnosticReason;
  errors: FieldError[];
  /** The block's place in the page's list, counting from 1 as an operator does. */
  position?: number;
  /** The name the operator gave the block, when it has one: easier to find than its key. */
  name?: string;
}

/** Why a whole page could not be read. */
export type PageErrorReason = 'not-json' | 'no-list';

export interface PageError {
  reason: PageErrorReason;
  message: string;
}
