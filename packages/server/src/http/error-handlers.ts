import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from './api-error.ts';
import { failure } from './envelope.ts';

/** Message of an unknown API path. */
export const NOT_FOUND_MESSAGE = '接口不存在';
/** Message of an unexpected failure; the details go to the log, never to the caller. */
export const INTERNAL_ERROR_MESSAGE = '服务器繁忙，请稍后再试';

/**
 * Answers every failure with the envelope: request validation (400), a service's ApiError, Fastify's
 * own 4xx (bad JSON, wrong content type, body too large) and anything else thrown (500, logged).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(failure(error.code, error.message));
    }
    if (error.validation) {
      return reply.status(400).send(failure(400, `请求参数错误：${error.message}`));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(500, INTERNAL_ERROR_MESSAGE));
  });
}

/** Answers the 404 envelope. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send(failure(404, NOT_FOUND_MESSAGE));
}
