import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdempotencyStore } from '../../src/modules/platform/idempotency.repository';
import type { IdempotencyStore } from '../../src/plugins/idempotency';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp } from '../helpers/accounts';

/**
 * The key store under concurrent requests: the claims and answers that arrive together share a
 * statement (idempotency.repository.ts), and each must still come out as if it had run alone.
 */
describe('Idempotency-Key store: claims and answers that arrive together', () => {
  let ctx: TestContext;
  let store: IdempotencyStore;
  let users: string[];
  beforeAll(async () => {
    ctx = await createTestContext();
    store = createIdempotencyStore(ctx.database.db);
    users = [(await signUp(ctx)).UId, (await signUp(ctx)).UId];
  });
  afterAll(() => ctx.close());

  const newKey = () => `k-${randomBytes(10).toString('hex')}`;
  const claim = (userId: string, key: string, requestHash = 'hash-a') =>
    store.claim({ userId, key, route: 'POST /x', requestHash, now: new Date(), leaseMs: 60_000 });

  it('claims each key once, however many ask for it at the same moment', async () => {
    const keys = Array.from({ length: 10 }, newKey);
    // Each key asked for three times, by its own customer, and the same key by the other.
    const asks = keys.flatMap((key) => [
      { userId: users[0]!, key },
      { userId: users[0]!, key },
      { userId: users[0]!, key },
      { userId: users[1]!, key },
    ]);
    const claims = await Promise.all(asks.map((a) => claim(a.userId, a.key)));
    for (const key of keys) {
      for (const userId of users) {
        const mine = claims.filter((_, i) => asks[i]!.key === key && asks[i]!.userId === userId);
        expect(mine.filter((c) => c.claimed)).toHaveLength(1);
        for (const other of mine.filter((c) => !c.claimed)) {
          expect(other).toMatchObject({ claimed: false, answer: null, requestHash: 'hash-a' });
        }
      }
    }
  });

  it('records each answer under its own lease only, then replays it', async () => {
    const keys = Array.from({ length: 8 }, newKey);
    const claims = await Promise.all(keys.map((key) => claim(users[0]!, key)));
    const done = await Promise.all(
      claims.map((c, i) =>
        store.complete({
          userId: users[0]!,
          key: keys[i]!,
          // The last one's lease is not its own (taken over meanwhile): it records nothing.
          leaseToken: c.claimed && i < keys.length - 1 ? c.leaseToken : randomUUID(),
          answer: { status: 200, body: `{"n":${i}}` },
        }),
      ),
    );
    expect(done).toEqual([...Array(keys.length - 1).fill(true), false]);
    const again = await Promise.all(keys.map((key) => claim(users[0]!, key)));
    again.slice(0, -1).forEach((c, i) => {
      expect(c).toMatchObject({ claimed: false, answer: { status: 200, body: `{"n":${i}}` } });
    });
    expect(again.at(-1)).toMatchObject({ claimed: false, answer: null });
  });

  it('refuses a claim at fault alone: the others of its statement are claimed', async () => {
    const good = Array.from({ length: 5 }, newKey);
    const [bad, ...fine] = await Promise.allSettled([
      // No such customer: the row's owner does not exist.
      claim(randomUUID(), newKey()),
      ...good.map((key) => claim(users[1]!, key)),
    ]);
    expect(bad!.status).toBe('rejected');
    for (const c of fine)
      expect(c).toMatchObject({ status: 'fulfilled', value: { claimed: true } });
  });
});
