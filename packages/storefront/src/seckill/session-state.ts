import type { SeckillSession, SeckillSessionState } from '@mall/schemas';

/**
 * Where a session stands at `now` (epoch ms): the page works it out from the session's own times as
 * the clock ticks, so a session turns from upcoming to running, and from running to ended, without a
 * reload.
 */
export function sessionStateAt(
  session: Pick<SeckillSession, 'startTime' | 'endTime'>,
  now: number,
): SeckillSessionState {
  if (now < Date.parse(session.startTime)) return 'upcoming';
  if (now < Date.parse(session.endTime)) return 'running';
  return 'ended';
}

/**
 * The session a page opens on when the address names none: the first running one as the server
 * answered, else the next to start, else the last ended. Undefined when there is none.
 */
export function defaultSession(sessions: readonly SeckillSession[]): SeckillSession | undefined {
  return (
    sessions.find((s) => s.state === 'running') ??
    sessions.find((s) => s.state === 'upcoming') ??
    sessions[sessions.length - 1]
  );
}
