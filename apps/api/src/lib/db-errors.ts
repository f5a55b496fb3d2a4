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

/** The SQLSTATE of a database error (drizzle wraps the driver's error: the cause chain is searched). */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A deadlock (40P01) or serialisation failure (40001): PostgreSQL rolled the whole transaction
 * back, so running it again from the start is safe and moves nothing twice.
 */
export function isRetryableConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
}

/**
 * Runs a whole transaction again when PostgreSQL rolled it back as a deadlock's or serialisation
 * failure's victim (at most `attempts` runs in all); any other error, or the last one, is thrown.
 * `run` must be the whole transaction: nothing it did survives a retry.
 */
export async function retryConflicts<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
    }
  }
}
