import { closest, distance } from 'fastest-levenshtein';

/**
 * The known type an unknown one was most likely meant to be (`carousal` -> `carousel`), or null when
 * none is near: at most a third of the name's letters apart, so a made-up name suggests nothing.
 */
export function nearestType(unknown: string, known: readonly string[]): string | null {
  if (known.length === 0) return null;
  const lower = unknown.toLowerCase();
  const candidate = closest(
    lower,
    known.map((type) => type.toLowerCase()),
  );
  const near = known.find((type) => type.toLowerCase() === candidate) ?? null;
  return near !== null && distance(lower, candidate) <= Math.max(1, Math.floor(unknown.length / 3))
    ? near
    : null;
}
