import { describe, expect, it } from 'vitest';
import { isRetryableConflict, isUniqueViolation, retryConflicts, sqlState } from './db-errors';

/** An error as drizzle throws it: its own, with the driver's as the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) });

describe('database errors', () => {
  it('finds the SQLSTATE through the cause chain', () => {
    expect(sqlState(wrapped('40P01'))).toBe('40P01');
    expect(sqlState(new Error('no code'))).toBeUndefined();
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
  });

  it('takes deadlocks and serialisation failures, and nothing else, as safe to run again', () => {
    expect(isRetryableConflict(wrapped('40P01'))).toBe(true);
    expect(isRetryableConflict(wrapped('40001'))).toBe(true);
    expect(isRetryableConflict(wrapped('23505'))).toBe(false);
    expect(isRetryableConflict(new Error('timeout'))).toBe(false);
  });

  it("runs a deadlock's victim again, up to the attempts given", async () => {
    let runs = 0;
    const value = await retryConflicts(async () => {
      runs += 1;
      if (runs < 3) throw wrapped('40P01');
      return 'credited';
    });
    expect(value).toBe('credited');
    expect(runs).toBe(3);

    runs = 0;
    await expect(
      retryConflicts(async () => {
        runs += 1;
        throw wrapped('40001');
      }, 2),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(2);
  });

  it('throws any other error at once', async () => {
    let runs = 0;
    await expect(
      retryConflicts(async () => {
        runs += 1;
        throw wrapped('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });
});
