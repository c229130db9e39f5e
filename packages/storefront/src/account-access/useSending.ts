import { useState } from 'react';
import { refusalOf } from './refusal-of.ts';

export interface SendingOptions {
  /** What to show when the record is gone meanwhile (a 404, which the request layer keeps quiet). */
  notFound?: string;
  /**
   * The send leaves the page once it succeeds (to the saved record): it stays busy after success, so
   * it cannot be sent twice while the next page loads. Defaults to `false`.
   */
  busyUntilLeft?: boolean;
}

/**
 * A form's send: `sending` while it runs, and `failure`, what to show of a refusal (see `refusalOf`),
 * cleared by the next send. `send(action)` runs the action; the action may set a failure of its own
 * (a refusal the API answers as data) with `setFailure`.
 */
export function useSending({ notFound, busyUntilLeft = false }: SendingOptions = {}) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (action: () => Promise<void>) => {
    setFailure(null);
    setSending(true);
    let sent = false;
    try {
      await action();
      sent = true;
    } catch (error) {
      setFailure(refusalOf(error, notFound));
    } finally {
      if (!(sent && busyUntilLeft)) setSending(false);
    }
  };
  return { sending, failure, setFailure, send };
}
