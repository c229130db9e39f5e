// An operator of the page studio logged in through the real manager API, for the scripts that make
// pages as an operator would (the studio's bench, the long pages' bench).
import { encryptPasswordWith, MANAGER_PATHS } from '@mall/schemas';
import clientConfig from '../config/client.json' with { type: 'json' };

/** The platform operator's token (fixtures/seed/operators.json), through the development outbox's picture code. */
export async function operatorToken(base: string): Promise<string> {
  const uuid = `bench-operator-${Date.now()}`;
  await fetch(`${base}/common/common/verify/code/getImageCode`, { headers: { uuid } });
  const outbox = (await (await fetch(`${base}/dev/outbox?to=${uuid}&kind=image-code`)).json()) as {
    result: { body: string }[];
  };
  const answer = (await (
    await fetch(`${base}${MANAGER_PATHS.login}`, {
      method: 'POST',
      headers: { uuid, 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'pageops',
        password: await encryptPasswordWith('Pages@2026', clientConfig.passwordCipherKey),
        code: outbox.result[0]?.body ?? '',
      }),
    })
  ).json()) as { result: { accessToken: string } };
  return answer.result.accessToken;
}

/** One manager API call with the operator's token; throws with the server's message when refused. */
export async function managerRequest<T>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { accessToken: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { success: boolean; message?: string; result: T };
  if (!envelope.success) throw new Error(`${method} ${path}: ${answer.status} ${envelope.message}`);
  return envelope.result;
}

/** Adds a page of `pageData` (JSON text) on the main platform and publishes it; answers its id. */
export async function publishPage(
  base: string,
  token: string,
  { name, pageData }: { name: string; pageData: string },
): Promise<string> {
  const { page: made } = await managerRequest<{ page: { id: string } }>(
    base,
    token,
    'POST',
    MANAGER_PATHS.pageAdd,
    {
      name,
      platform: 'DZPT',
      pageType: 'INDEX',
      pageData,
    },
  );
  const { page } = await managerRequest<{ page: { draftRevision: number } }>(
    base,
    token,
    'GET',
    MANAGER_PATHS.pageGet(made.id),
  );
  await managerRequest(base, token, 'PUT', MANAGER_PATHS.pageRelease(made.id), {
    revision: page.draftRevision,
  });
  return made.id;
}
