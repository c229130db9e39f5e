// Money is stored in integer fen and answered in yuan, as the storefront's price formatter expects.

/** Yuan (at most 2 decimals) from integer fen: `29900` -> `299`. */
export function yuanFromFen(fen: number): number {
  return fen / 100;
}

/**
 * Welfare points worth `fen`, rounded up: one point is one yuan, and a charge in fen (freight) never
 * costs less than it is worth.
 */
export function pointsFromFen(fen: number): number {
  return Math.ceil(fen / 100);
}
