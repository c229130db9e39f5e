import { API_PATHS } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';

/** Reads the newest SMS code sent to a mobile from the development outbox. */
export async function readSmsCode(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await app.inject({
    url: `${API_PATHS.devOutbox}?${new URLSearchParams({ to: mobile, kind: 'sms' })}`,
  });
  const code = (response.json() as { result: { body: string }[] }).result[0]?.body;
  if (!code) throw new Error(`no SMS code for ${mobile} in the outbox`);
  return code;
}
