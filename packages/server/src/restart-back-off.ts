/** The wait before a worker that died is started again, the first time. Defaults to `1000` ms. */
export const FIRST_RESTART_DELAY_MS = 1_000;
/** The longest wait before a restart, however often workers die. Defaults to `30000` ms. */
export const LONGEST_RESTART_DELAY_MS = 30_000;
/** How long a worker must have served for its death to count as a new trouble. Defaults to `60000` ms. */
export const STEADY_UPTIME_MS = 60_000;

/** Answers how long to wait before starting a worker again. */
export interface RestartBackOff {
  /** The wait before replacing a worker that died after serving `uptimeMs`. */
  next(uptimeMs: number): number;
}

/**
 * Waits twice as long before each restart while workers keep dying soon after they start (a database
 * down, a port taken), up to {@link LONGEST_RESTART_DELAY_MS}, so that a crash loop does not spin; a
 * worker that had served {@link STEADY_UPTIME_MS} starts the waits again from the first.
 */
export function createRestartBackOff(): RestartBackOff {
  let delay = 0;
  return {
    next(uptimeMs) {
      delay =
        delay === 0 || uptimeMs >= STEADY_UPTIME_MS
          ? FIRST_RESTART_DELAY_MS
          : Math.min(delay * 2, LONGEST_RESTART_DELAY_MS);
      return delay;
    },
  };
}
