import { randomUUID } from 'node:crypto';
import { API_PATHS, type TokenPair } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import { MANAGER_PATHS } from '@mall/schemas';
import { readPasswordKey } from '../services/password-cipher.ts';
import { encryptPassword } from './encrypt-password.ts';
import { readOutboxCode } from './read-outbox.ts';

/** Demo members of fixtures/seed/members.json with their plain demo passwords. */
export const DEMO_MEMBERS = {
  acme: { username: 'zhangwei', password: 'Acme@2026' },
  acmeMustChangePassword: { username: 'lina', password: 'Acme@2026' },
  /** No address and no pay password yet: a first checkout. */
  acmeFirstCheckout: { username: 'chenjing', password: 'Acme@2026' },
  blue: { username: 'wangfang', password: 'Blue@2026' },
  blueDealer: { username: 'dealer01', password: 'Dealer@2026' },
  blueKiosk: { username: 'kiosk01', password: 'Kiosk@2026' },
} as const;

/** Reads the newest image code drawn for a device from the development outbox. */
export const readImageCode = (app: FastifyInstance, uuid: string): Promise<string> =>
  readOutboxCode(app, uuid, 'image-code');

/** A fresh device with an image code drawn for it; answers its uuid and the code from the outbox. */
export async function deviceWithImageCode(app: FastifyInstance): Promise<{ uuid: string; code: string }> {
  const uuid = randomUUID();
  await app.inject({ url: API_PATHS.imageCode, headers: { uuid } });
  return { uuid, code: await readImageCode(app, uuid) };
}

/**
 * Logs a member in the way the storefront does: image code for a fresh device uuid (read back from
 * the outbox), password encrypted with the password key. Throws unless the login succeeds.
 */
export async function loginAs(app: FastifyInstance, member: DemoLogin): Promise<TokenPair> {
  const { uuid, code } = await deviceWithImageCode(app);
  const response = await app.inject({
    method: 'POST',
    url: API_PATHS.userLogin,
    headers: { uuid, clientType: 'PC' },
    payload: {
      username: member.username,
      password: encryptPassword(member.password, readPasswordKey()),
      code,
    },
  });
  const body = response.json() as { success: boolean; message: string; result: TokenPair };
  if (!body.success) throw new Error(`login of ${member.username} failed: ${body.message}`);
  return body.result;
}

/** A member's demo login: a username and its plain password. */
export type DemoLogin = { readonly username: string; readonly password: string };

/** Operators of fixtures/seed/operators.json with their plain demo passwords (issue 23). */
export const DEMO_OPERATORS = {
  /** A platform operator granted HSHSC and DZPT. */
  platform: { username: 'pageops', password: 'Pages@2026' },
  /** Acme's enterprise operator. */
  acme: { username: 'acmeops', password: 'AcmeOps@2026' },
} as const;

/**
 * Logs an operator in as the studio does (image code of a fresh device, encrypted password) and
 * answers its access token. Throws unless the login succeeds.
 */
export async function loginAsOperator(
  app: FastifyInstance,
  operator: { username: string; password: string },
): Promise<string> {
  const { uuid, code } = await deviceWithImageCode(app);
  const response = await app.inject({
    method: 'POST',
    url: MANAGER_PATHS.login,
    headers: { uuid },
    payload: {
      username: operator.username,
      password: encryptPassword(operator.password, readPasswordKey()),
      code,
    },
  });
  const body = response.json() as { success: boolean; message: string; result: { accessToken: string } };
  if (!body.success) throw new Error(`login of operator ${operator.username} failed: ${body.message}`);
  return body.result.accessToken;
}
