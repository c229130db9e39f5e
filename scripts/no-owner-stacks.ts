import * as React from 'react';

interface OwnerStackCounter {
  recentlyCreatedOwnerStacks: number;
}

/**
 * Turns off React's owner stacks in a test worker, unless `REACT_OWNER_STACKS=1` asks for them.
 *
 * Why: React's development build captures an `Error` with its stack for each of the first 10,000
 * elements it creates every second, to name the owner in a warning. A CPU profile of the storefront's
 * three largest route tests put 9% of their time in that capture (`jsx`, `jsxs`, `jsxDEV`); timed
 * without the profiler, in turns, the three took 5% less (28.2 and 28.7 s against 29.9 and 30.4 s).
 * React stops at its limit and takes a shared "unknown owner" stack instead, so the counter is held
 * above it.
 * Warnings still print, without the owner's stack; run with `REACT_OWNER_STACKS=1` to see who
 * rendered the element a warning is about.
 */
export function noOwnerStacks(): void {
  if (process.env.REACT_OWNER_STACKS === '1') return;
  const internals = (React as unknown as Record<string, unknown>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as OwnerStackCounter | undefined;
  // React is pinned; a version that moved its counter loses only this speed-up, not a test.
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
}
