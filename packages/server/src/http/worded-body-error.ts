import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { ApiError } from './api-error.ts';

// The refusal of a form's JSON body that breaks its schema, in the Chinese sentence the form shows
// beside the field instead of ajv's English. The schema decides, through Fastify's validation; each
// form only words its own fields (`wordField`), the rest is common to all of them.

/** One validation error, with the field it is about and what the body sent there. */
export interface BodyFieldError {
  error: FastifySchemaValidationError;
  /** The missing field, or the first segment of the error's path. */
  field: string;
  value: unknown;
  /** Nothing was sent: absent, null, blank text or an empty list. */
  blank: boolean;
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function fieldOf(error: FastifySchemaValidationError): string | undefined {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return error.params.missingProperty;
  }
  return error.instancePath.split('/')[1];
}

/**
 * The 400 refusal of a body, worded from the first error Fastify's validation reports
 * (`request.validationError.validation`). `wordField` answers the sentence of an error about one of
 * the form's fields, or `undefined` for a field it does not know (then a generic sentence is used).
 */
export function wordedBodyError(
  errors: readonly FastifySchemaValidationError[],
  body: unknown,
  wordField: (fieldError: BodyFieldError) => string | undefined,
): ApiError {
  const [error] = errors;
  if (!error) return new ApiError(400, '请求参数错误');
  if (error.keyword === 'additionalProperties') {
    return new ApiError(400, `请求参数错误：不支持的字段 ${String(error.params.additionalProperty)}`);
  }
  const field = fieldOf(error);
  const value =
    field && body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  const sentence =
    field === undefined ? undefined : wordField({ error, field, value, blank: isBlank(value) });
  return new ApiError(
    400,
    sentence ?? `请求参数错误：${error.instancePath || 'body'} ${error.message ?? error.keyword}`,
  );
}

/** Words the refusal of a form's body that broke its schema: its validation errors and the body. */
export type BodyRefusal = (errors: readonly FastifySchemaValidationError[], body: unknown) => ApiError;

/** One form's `BodyRefusal`: `wordedBodyError` with the form's wording of its fields. */
export function bodyRefusal(wordField: (fieldError: BodyFieldError) => string | undefined): BodyRefusal {
  return (errors, body) => wordedBodyError(errors, body, wordField);
}

/**
 * The route options of the forms of one schema file, by the definition a form's body is validated
 * by: who may send it (`onRequest`, so a guest is refused before the body is looked at), and a body
 * that breaks its definition refused in the form's words (`refusal`) instead of ajv's English, before
 * the handler runs.
 */
export function formRouteOptions(
  onRequest: (request: FastifyRequest) => Promise<void>,
  schemaFile: string,
  refusal: BodyRefusal,
) {
  return (definition: string) => ({
    onRequest,
    schema: { body: { $ref: `${schemaFile}#/definitions/${definition}` } },
    attachValidation: true,
    preHandler: async (request: FastifyRequest) => {
      const failure = request.validationError;
      if (failure) throw refusal(failure.validation as FastifySchemaValidationError[], request.body);
    },
  });
}
