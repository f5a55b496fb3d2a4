import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import type { Channel } from '../../src/db/listen';
import { openTestDatabase } from '../helpers/database';

/**
 * The LISTEN channel the in-memory caches trust (db/client.ts): a message arrives only after its
 * transaction commits, and `sync` resolves only once every message committed before it has been
 * handed over. `sync(since)` lets a request that already passed a barrier started after its
 * `mark()` skip a second one — never a barrier from before the mark, nor one from a connection
 * that has since dropped.
 */
describe('the LISTEN channel behind the caches', () => {
  let database: Database;
  let channel: Channel;
  const heard: string[] = [];
  const states: boolean[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    channel = await database.listen('kosh_test_channel', {
      onMessage: (payload) => heard.push(payload),
      onState: (listening) => states.push(listening),
    });
  });
  afterAll(async () => {
    await channel.close();
    await database.close();
  });

  const notify = (payload: string) =>
    database.db.execute(sql`select pg_notify('kosh_test_channel', ${payload})`);

  it('hands over a message only once its transaction commits, and before sync resolves', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('kosh_test_channel', 'in-tx')`);
      await channel.sync();
      expect(heard).not.toContain('in-tx');
    });
    expect(await channel.sync()).toBe(true);
    expect(heard).toContain('in-tx');

    await notify('plain');
    expect(await channel.sync()).toBe(true);
    expect(heard).toContain('plain');
  });

  it('has heard every message committed before a sync, time after time', async () => {
    // Each message is committed, then sync is asked at once: its barrier (an empty query) must
    // come back after the message every time, not only when the message happened to be quick.
    const missed: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      await notify(`quick-${i}`);
      expect(await channel.sync()).toBe(true);
      if (!heard.includes(`quick-${i}`)) missed.push(i);
    }
    expect(missed).toEqual([]);
  });

  it('sync(since) skips the round trip only for a barrier started after the mark', async () => {
    if (database.kind === 'pglite') {
      // PGlite hands messages over as each statement returns: no barrier is ever sent.
      expect(channel.mark()).toBe(0);
      expect(await channel.sync(channel.mark())).toBe(true);
      return;
    }
    const arrived = channel.mark();
    expect(await channel.sync()).toBe(true);
    expect(channel.mark()).toBe(arrived + 1);
    // A barrier sent after `arrived` was answered: no second one.
    expect(await channel.sync(arrived)).toBe(true);
    expect(channel.mark()).toBe(arrived + 1);
    // A request that came after that barrier was sent needs one of its own.
    const later = channel.mark();
    await notify('after-mark');
    expect(await channel.sync(later)).toBe(true);
    expect(channel.mark()).toBe(later + 1);
    expect(heard).toContain('after-mark');
  });

  it('after the connection drops, no barrier from before counts', async () => {
    if (database.kind === 'pglite') return;
    const arrived = channel.mark();
    expect(await channel.sync()).toBe(true);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'kosh-listen'`,
    );
    await expect.poll(() => states.at(-1)).toBe(false);
    await expect.poll(() => states.at(-1), { timeout: 5000 }).toBe(true);
    const before = channel.mark();
    await notify('after-reconnect');
    expect(await channel.sync(arrived)).toBe(true);
    expect(channel.mark()).toBe(before + 1);
    expect(heard).toContain('after-reconnect');
  });
});
