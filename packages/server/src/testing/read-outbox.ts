import { API_PATHS } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';

/** What the development outbox holds: a device's image codes, a mobile's SMS codes, an address's mail. */
export type OutboxKind = 'image-code' | 'sms' | 'email';

const KIND_NAMES: Record<OutboxKind, string> = {
  'image-code': 'image code',
  sms: 'SMS code',
  email: 'mail code',
};

/** Reads the newest code of `kind` sent to `to` from the development outbox; throws when there is none. */
export async function readOutboxCode(app: FastifyInstance, to: string, kind: OutboxKind): Promise<string> {
  const response = await app.inject({ url: `${API_PATHS.devOutbox}?${new URLSearchParams({ to, kind })}` });
  const code = (response.json() as { result: { body: string }[] }).result[0]?.body;
  if (!code) throw new Error(`no ${KIND_NAMES[kind]} for ${to} in the outbox`);
  return code;
}
