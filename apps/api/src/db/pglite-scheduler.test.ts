import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteScheduler, SHORT_RUN, withScheduler } from './pglite-scheduler';

/** A unit that records when it starts and ends, and takes a few microtasks. */
function recorder(log: string[]) {
  return (name: string) => async () => {
    log.push(`start ${name}`);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    log.push(`end ${name}`);
    return name;
  };
}

describe('the PGlite scheduler', () => {
  it('runs one unit at a time, statements on their own before a waiting transaction', async () => {
    const log: string[] = [];
    const unit = recorder(log);
    const scheduler = createPgliteScheduler();
    const done = Promise.all([
      scheduler.run('transaction', unit('t1')),
      scheduler.run('transaction', unit('t2')),
      scheduler.run('short', unit('s1')),
      scheduler.run('short', unit('s2')),
    ]);
    expect(await done).toEqual(['t1', 't2', 's1', 's2']);
    expect(log).toEqual([
      'start s1',
      'end s1',
      'start s2',
      'end s2',
      'start t1',
      'end t1',
      'start t2',
      'end t2',
    ]);
  });

  it(`lets no more than ${SHORT_RUN} statements go ahead of a waiting transaction`, async () => {
    const log: string[] = [];
    const unit = recorder(log);
    const scheduler = createPgliteScheduler();
    const shorts = Array.from({ length: SHORT_RUN * 2 }, (_, i) => `s${i}`);
    await Promise.all([
      scheduler.run('transaction', unit('t')),
      ...shorts.map((name) => scheduler.run('short', unit(name))),
    ]);
    const starts = log.filter((line) => line.startsWith('start')).map((line) => line.slice(6));
    expect(starts.indexOf('t')).toBe(SHORT_RUN);
  });

  it('gives the event loop a turn between any two units', async () => {
    const log: string[] = [];
    const unit = recorder(log);
    const scheduler = createPgliteScheduler();
    const work = Array.from({ length: 3 }, (_, i) => scheduler.run('short', unit(`s${i}`)));
    // Queued after the first unit was: it still runs before the second starts, as I/O would.
    setImmediate(() => log.push('turn'));
    await Promise.all(work);
    expect(log.indexOf('turn')).toBeGreaterThan(log.indexOf('end s0'));
    expect(log.indexOf('turn')).toBeLessThan(log.indexOf('start s1'));
  });

  it('hands a failure to its caller and goes on with the rest', async () => {
    const scheduler = createPgliteScheduler();
    const failing = scheduler.run('transaction', () => Promise.reject(new Error('refused')));
    const next = scheduler.run('short', async () => 'ran');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
    expect(scheduler.state()).toEqual({ short: 0, transaction: 0, running: false });
  });

  describe('on a PGlite instance', () => {
    let raw: PGlite;
    beforeAll(async () => {
      raw = await PGlite.create();
      await raw.exec('create table t (n int)');
    });
    afterAll(() => raw.close());

    it('lets a read through while transactions wait, and keeps each transaction whole', async () => {
      const client = withScheduler(raw, createPgliteScheduler());
      const order: string[] = [];
      const writes = Array.from({ length: 5 }, (_, i) =>
        client.transaction(async (tx) => {
          order.push(`begin ${i}`);
          await tx.query('insert into t values ($1)', [i]);
          await tx.query('insert into t values ($1)', [i]);
          order.push(`commit ${i}`);
        }),
      );
      const read = client.query<{ n: number }>('select count(*)::int as n from t').then((r) => {
        order.push('read');
        return r.rows[0]?.n;
      });
      await Promise.all(writes);
      // Queued after five transactions, the read still went first: it saw none of them.
      expect(await read).toBe(0);
      expect(order[0]).toBe('read');
      // No transaction interleaved with another.
      for (let i = 0; i < 5; i++) {
        expect(order.indexOf(`commit ${i}`)).toBe(order.indexOf(`begin ${i}`) + 1);
      }
      const total = await client.query<{ n: number }>('select count(*)::int as n from t');
      expect(total.rows[0]?.n).toBe(10);
    });
  });
});
