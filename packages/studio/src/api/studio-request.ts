import type { Locale } from '@mall/runtime';
import { studioMessages } from '../i18n/studio-messages.ts';

// The studio's one way to the API: the operator's token in `accessToken`, the interface language
// in `locale` (the server words its messages and the problems in it), and the device's `uuid` the
// picture code is kept under. Answers are the API's envelope `{success, code, message, result}`.

/** A refusal of the API, with its message already in the operator's language. */
export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The envelope's `result`: the publish gate's problems on a 400. */
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

/** What every request needs to know of the studio's state. */
export interface RequestContext {
  token: string | null;
  locale: Locale;
  uuid: string;
  /** Called on a 401: the login is over (expired or ended elsewhere). */
  onUnauthorised?: () => void;
}

interface Envelope<T> {
  success: boolean;
  code?: number;
  message?: string;
  result: T;
}

/** Sends one request and answers its `result`; a refusal throws a {@link StudioApiError}. */
export async function studioRequest<T>(
  context: RequestContext,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { locale: context.locale, uuid: context.uuid };
  if (context.token) headers.accessToken = context.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new StudioApiError(0, studioMessages[context.locale]['error.unreachable'] ?? '');
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && envelope?.success) return envelope.result;
  if (response.status === 401) context.onUnauthorised?.();
  throw new StudioApiError(
    response.status,
    envelope?.message ?? response.statusText,
    envelope?.result ?? null,
  );
}
