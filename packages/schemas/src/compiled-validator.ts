/** One error as ajv reports it. */
export interface CompiledValidatorError {
  /** JSON Pointer of the failing value, e.g. `/list/0/img`. */
  instancePath: string;
  /** The schema keyword that failed (`required`, `type`, `pattern`, ...). */
  keyword: string;
  /** Keyword parameters, e.g. `{ missingProperty: 'img' }`. */
  params: Record<string, unknown>;
  /** ajv's own wording; the runtime rewrites it in words an operator understands. */
  message?: string;
  schemaPath: string;
}

/** A precompiled standalone validator: call it, then read `errors` when it returns false. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: CompiledValidatorError[] | null;
}
