import type { FastifyInstance } from 'fastify';
import { readOutboxCode } from './read-outbox.ts';

/** Reads the newest SMS code sent to a mobile from the development outbox. */
export const readSmsCode = (app: FastifyInstance, mobile: string): Promise<string> =>
  readOutboxCode(app, mobile, 'sms');
