import type { Answer } from './test-app.ts';

/** An answer without its timestamp, to compare two answers: their status and the rest of the envelope. */
export const comparable = ({ status, body }: Answer<unknown>) => {
  const { timestamp: _timestamp, ...rest } = body;
  return { status, body: rest };
};
