import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteScheduler, withScheduler } from './pglite-scheduler';

/** A unit that records when it starts and ends, and takes a few microtasks. */
function recorder(log: string[]) {
  return (name: string) => async () => {
    log.push(`start ${name}`);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    log.push(`end ${name}`);
    return name;
  };
}

const starts = (log: string[]) =>
  log.filter((line) => line.startsWith('start')).map((line) => line.slice(6));

describe('the PGlite scheduler', () => {
  it('runs one unit at a time, the earliest deadline first, equal ones in order', async () => {
    const log: string[] = [];
    const unit = recorder(log);
    let deadline: number | undefined;
    const scheduler = createPgliteScheduler({ deadline: () => deadline });
    const as = (due: number, name: string) => {
      deadline = due;
      return scheduler.run(unit(name));
    };
    // A burst of payments due at 2,000 ms, then a balance read due at 60 ms, then a payment
    // whose request came long ago (due at 10) making its second transaction.
    const done = Promise.all([
      as(2000, 'payment a'),
      as(2000, 'payment b'),
      as(60, 'balance read'),
      as(10, 'old payment, second transaction'),
      as(2000, 'payment c'),
    ]);
    expect(await done).toHaveLength(5);
    expect(starts(log)).toEqual([
      'old payment, second transaction',
      'balance read',
      'payment a',
      'payment b',
      'payment c',
    ]);
    // One at a time: each unit ends before the next starts.
    for (let i = 0; i < log.length; i += 2) {
      expect(log[i]?.replace('start', '')).toBe(log[i + 1]?.replace('end', ''));
    }
  });

  it('gives work for no request a later deadline than a request that comes with it', async () => {
    const log: string[] = [];
    const unit = recorder(log);
    // No request at first: the job's deadline is the scheduler's own.
    let deadline: number | undefined = undefined;
    const scheduler = createPgliteScheduler({ deadline: () => deadline });
    const job = scheduler.run(unit('job'));
    deadline = performance.now() + 2000;
    const payment = scheduler.run(unit('payment'));
    await Promise.all([job, payment]);
    expect(starts(log)).toEqual(['payment', 'job']);
  });

  it('gives the event loop a turn between any two units', async () => {
    const log: string[] = [];
    const unit = recorder(log);
    const scheduler = createPgliteScheduler();
    const work = Array.from({ length: 3 }, (_, i) => scheduler.run(unit(`s${i}`)));
    // Queued after the first unit was: it still runs before the second starts, as I/O would.
    setImmediate(() => log.push('turn'));
    await Promise.all(work);
    expect(log.indexOf('turn')).toBeGreaterThan(log.indexOf('end s0'));
    expect(log.indexOf('turn')).toBeLessThan(log.indexOf('start s1'));
  });

  it('hands a failure to its caller and goes on with the rest', async () => {
    const scheduler = createPgliteScheduler();
    const failing = scheduler.run(() => Promise.reject(new Error('refused')));
    const next = scheduler.run(async () => 'ran');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
    expect(scheduler.state()).toEqual({ waiting: 0, running: false });
  });

  describe('on a PGlite instance', () => {
    let raw: PGlite;
    beforeAll(async () => {
      raw = await PGlite.create();
      await raw.exec('create table t (n int)');
    });
    afterAll(() => raw.close());

    it('lets a read due sooner through waiting transactions, each kept whole', async () => {
      let deadline = 2000;
      const client = withScheduler(raw, createPgliteScheduler({ deadline: () => deadline }));
      const order: string[] = [];
      const writes = Array.from({ length: 5 }, (_, i) =>
        client.transaction(async (tx) => {
          order.push(`begin ${i}`);
          await tx.query('insert into t values ($1)', [i]);
          await tx.query('insert into t values ($1)', [i]);
          order.push(`commit ${i}`);
        }),
      );
      deadline = 50;
      const read = client.query<{ n: number }>('select count(*)::int as n from t').then((r) => {
        order.push('read');
        return r.rows[0]?.n;
      });
      await Promise.all(writes);
      // Queued after five transactions, the read still went first: it saw none of them.
      expect(await read).toBe(0);
      expect(order[0]).toBe('read');
      for (let i = 0; i < 5; i++) {
        expect(order.indexOf(`commit ${i}`)).toBe(order.indexOf(`begin ${i}`) + 1);
      }
      const total = await client.query<{ n: number }>('select count(*)::int as n from t');
      expect(total.rows[0]?.n).toBe(10);
    });
  });
});
