import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type RefusalResult } from './api-error.ts';
import { readLocale } from './caller.ts';
import { failure } from './envelope.ts';
import { isServerMessage, localizeMessage } from './server-messages.ts';
import { NOT_SERVED, specPathKey, type SpecPath } from './spec-paths.ts';

/** Message of an unknown API path. */
export const NOT_FOUND_MESSAGE = '接口不存在';
/** Message of an unexpected failure; the details go to the log, never to the caller. */
export const INTERNAL_ERROR_MESSAGE = '服务器繁忙，请稍后再试';

/**
 * Chinese messages of Fastify's own refusals of a request it cannot read, which it words in English.
 * Found by the input sweep (input-sweep.test.ts): every refusal reaches the caller in its language.
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的 JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容的长度与 Content-Length 不符',
  FST_ERR_BAD_URL: '请求地址无效',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址中的参数过长',
};
/** Message of any other 4xx Fastify words in English. */
const BAD_REQUEST_MESSAGE = '请求无效';
const HAN = /\p{Script=Han}/u;

/** The Chinese message of a 4xx that is not the app's own. */
const fourHundredMessage = (error: FastifyError): string =>
  FRAMEWORK_MESSAGES[error.code] ?? (HAN.test(error.message) ? error.message : BAD_REQUEST_MESSAGE);

/**
 * Sends the failure envelope with `message` (a Chinese sentence of the server's catalogue) in the
 * request's locale. Every failure the server answers goes through here.
 */
function sendFailure(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  result: RefusalResult = null,
): FastifyReply {
  const locale = readLocale(reply.request);
  if (locale !== 'zh-CN' && !isServerMessage(message)) {
    reply.request.log.warn({ message }, 'a message missing from the server catalogue');
  }
  return reply.status(status).send(failure(code, localizeMessage(message, locale), result));
}

/**
 * Fastify's `frameworkErrors` option: its router's refusals of a URL it cannot read (a bad percent
 * escape, a path parameter over `maxParamLength`) answered with the envelope, as every other failure.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  void sendFailure(reply, status, status, fourHundredMessage(error));
}

/**
 * Answers every failure with the envelope: request validation (400), a service's ApiError, Fastify's
 * own 4xx (bad JSON, wrong content type, body too large) and anything else thrown (500, logged).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return sendFailure(reply, error.statusCode, error.code, error.message, error.result);
    }
    if (error.validation) {
      return sendFailure(reply, 400, 400, `请求参数错误：${error.message}`);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendFailure(reply, status, status, fourHundredMessage(error));
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, 500, 500, INTERNAL_ERROR_MESSAGE);
  });
}

/** Answers the 404 envelope. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendFailure(reply, 404, 404, NOT_FOUND_MESSAGE);
}

/**
 * Answers 501 for a path the spec names that no route of ours serves (http/spec-paths.ts): the
 * message names the method and path as not provided, `result` says which spec path it is and, when
 * NOT_SERVED lists it, why, both in the caller's language.
 */
export function sendNotProvided(reply: FastifyReply, spec: SpecPath): FastifyReply {
  const { request } = reply;
  const reason = NOT_SERVED[specPathKey(spec)];
  const path = `${request.method} ${request.url.split('?')[0] ?? ''}`;
  return sendFailure(reply, 501, 501, `本服务器不提供接口 ${path}`, {
    method: spec.method,
    path: spec.path,
    reason: reason ? reason[readLocale(request)] : null,
  });
}
