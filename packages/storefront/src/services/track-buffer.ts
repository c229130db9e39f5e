import type { BlockDiagnostic, TrackEvent } from '@mall/runtime';

/** A block the page skipped in production, reported like a tracking event so it reaches analytics. */
export interface DiagnosticTrackEvent {
  event: 'block-diagnostic';
  /** Id of the page the block belongs to, when known. */
  page_id?: string;
  diagnostic: BlockDiagnostic;
}

/** What the buffer holds: the runtime's exposure/click events and the storefront's block diagnostics. */
export type TrackRecord = TrackEvent | DiagnosticTrackEvent;

/** How many tracking events are kept in memory before the oldest are dropped. */
export const TRACK_BUFFER_LIMIT = 200;

/** The window event every tracking event is also dispatched as; an analytics script listens to it. */
export const TRACK_EVENT_NAME = 'mall:track';

const buffer: TrackRecord[] = [];

/**
 * Keeps a tracking event (bounded to `TRACK_BUFFER_LIMIT`) and dispatches it on `window` as a
 * `mall:track` CustomEvent whose `detail` is the event. The analytics service itself is out of scope.
 */
export function recordTrackEvent(event: TrackRecord): void {
  buffer.push(event);
  if (buffer.length > TRACK_BUFFER_LIMIT) buffer.splice(0, buffer.length - TRACK_BUFFER_LIMIT);
  window.dispatchEvent(new CustomEvent<TrackRecord>(TRACK_EVENT_NAME, { detail: event }));
}

/** A copy of the buffered tracking events, oldest first. */
export function readTrackBuffer(): TrackRecord[] {
  return [...buffer];
}

/** Empties the buffer (tests, or after an analytics script has taken the events). */
export function clearTrackBuffer(): void {
  buffer.length = 0;
}
