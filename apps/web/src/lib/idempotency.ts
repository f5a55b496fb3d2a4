import { ApiError } from '@/lib/api-client';

export const newIdempotencyKey = () => crypto.randomUUID();

/**
 * Whether a failed money-moving call may not have been answered: the connection dropped, or the
 * server failed before deciding. Then the same submit is retried under the same key; any other
 * failure was an answer (the server keeps it for that key), so a new submit gets a new key.
 */
export function isUnanswered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 0 || error.status >= 500) return true;
  // The first request under this key is still running on the server (its lease holds).
  return error.code === 'IDEMPOTENCY_IN_PROGRESS';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a money-moving call with one Idempotency-Key, retrying it (same key, same body) while the
 * connection drops, so a flaky network neither loses the call nor makes it happen twice.
 */
export async function withRetries<T>(
  call: (idempotencyKey: string) => Promise<T>,
  idempotencyKey: string = newIdempotencyKey(),
  delaysMs: readonly number[] = [600, 1500],
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call(idempotencyKey);
    } catch (error) {
      const dropped =
        error instanceof ApiError &&
        (error.status === 0 || (error.status === 409 && isUnanswered(error)));
      const delay = delaysMs[attempt];
      if (!dropped || delay === undefined) throw error;
      await wait(delay);
    }
  }
}
