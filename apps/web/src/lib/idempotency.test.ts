import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isUnanswered, withRetries } from './idempotency';

describe('idempotent retries', () => {
  it('retries a dropped connection under the same key, and nothing else', async () => {
    const keys: string[] = [];
    let calls = 0;
    const result = await withRetries(
      async (key) => {
        keys.push(key);
        calls += 1;
        if (calls < 3) throw new ApiError('offline', 0, 'NETWORK');
        return 'ok';
      },
      'key-123456',
      [0, 0],
    );
    expect(result).toBe('ok');
    expect(keys).toEqual(['key-123456', 'key-123456', 'key-123456']);

    let refused = 0;
    await expect(
      withRetries(
        async () => {
          refused += 1;
          throw new ApiError('limit', 422, 'BUSINESS_RULE');
        },
        'key-abcdefgh',
        [0, 0],
      ),
    ).rejects.toThrow('limit');
    expect(refused).toBe(1);
  });

  it('keeps the key for the next press only while the answer is unknown', () => {
    expect(isUnanswered(new ApiError('offline', 0, 'NETWORK'))).toBe(true);
    expect(isUnanswered(new ApiError('boom', 503, 'PROVIDER_UNAVAILABLE'))).toBe(true);
    expect(isUnanswered(new ApiError('limit', 422, 'BUSINESS_RULE'))).toBe(false);
    expect(isUnanswered(new ApiError('dup', 409, 'CONFLICT'))).toBe(false);
    expect(isUnanswered(new ApiError('reused', 409, 'IDEMPOTENCY_KEY_REUSED'))).toBe(false);
    // Decided by the code, whatever the words: the first request still holds the key's lease.
    expect(isUnanswered(new ApiError('anything', 409, 'IDEMPOTENCY_IN_PROGRESS'))).toBe(true);
  });
});
