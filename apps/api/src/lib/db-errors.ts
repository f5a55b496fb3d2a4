/**
 * Whether a database error is a UNIQUE violation (PostgreSQL 23505), optionally of one constraint
 * or index. drizzle wraps the driver's error, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string; message?: string };
    if (pgError.code === '23505') {
      if (!constraint) return true;
      return pgError.constraint
        ? pgError.constraint === constraint
        : !!pgError.message?.includes(constraint);
    }
  }
  return false;
}
