import { closest, distance } from 'fastest-levenshtein';

// A page can repeat one mistyped type thousands of times (a pasted list): each is measured once.
const MAX_REMEMBERED = 500;
const remembered = new WeakMap<readonly string[], Map<string, string | null>>();

/**
 * The known type an unknown one was most likely meant to be (`carousal` -> `carousel`), or null when
 * none is near: at most a third of the name's letters apart, so a made-up name suggests nothing.
 */
export function nearestType(unknown: string, known: readonly string[]): string | null {
  let answers = remembered.get(known);
  if (!answers) {
    answers = new Map();
    remembered.set(known, answers);
  }
  const answer = answers.get(unknown);
  if (answer !== undefined) return answer;
  const near = measure(unknown, known);
  if (answers.size >= MAX_REMEMBERED) answers.clear();
  answers.set(unknown, near);
  return near;
}

function measure(unknown: string, known: readonly string[]): string | null {
  // Nothing longer than the longest known type by a third can be near one; spare the measuring.
  if (known.length === 0 || unknown.length > 60) return null;
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
