import { RequestError } from '../api/request.ts';

/**
 * What a form shows of a failed send: `notFound` for a record gone meanwhile (the request layer keeps
 * a 404 quiet), the server's refusal or the timeout or network message, or null when the request
 * layer has already told the member (a toast, the login prompt after an expired session). Anything
 * but a RequestError is a bug, thrown again.
 */
export function refusalOf(error: unknown, notFound?: string): string | null {
  if (!(error instanceof RequestError)) throw error;
  if (notFound !== undefined && error.kind === 'not-found') return notFound;
  return error.handled ? null : error.message;
}
