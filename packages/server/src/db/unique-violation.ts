/**
 * Whether `error` is PostgreSQL's unique violation (SQLSTATE 23505) of the constraint `constraint`:
 * the database's word that a second row of something allowed once was refused, also when two
 * requests raced past the service's own check.
 */
export const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === constraint;
