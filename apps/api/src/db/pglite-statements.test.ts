import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementCache, withPreparedStatements } from './pglite-statements';

const prepared = async (client: PGlite) =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements order by name'))
    .rows;

describe('PGlite with each statement text prepared once', () => {
  let client: PGlite;
  let fast: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`create table accounts (
      id int primary key, name text not null, balance bigint not null, active boolean not null,
      tags text[] not null, meta jsonb, opened timestamptz not null)`);
    fast = withPreparedStatements(client);
    // Starting PGlite (a WebAssembly PostgreSQL) takes seconds, many more on a loaded machine.
  }, 60_000);
  afterAll(() => client.close());

  const insert =
    'insert into accounts (id, name, balance, active, tags, meta, opened) values ($1, $2, $3, $4, $5, $6, $7) returning *';
  const row = (id: number) => [
    id,
    `account ${id}`,
    10_000_000_000n + BigInt(id),
    id % 2 === 0,
    ['a', 'b,c', 'd"e'],
    id % 3 === 0 ? null : { id, nested: [1, 'two'] },
    new Date(Date.UTC(2026, 10, id, 4, 5, 6)),
  ];

  it('answers exactly what PGlite’s own query answers, in both row modes', async () => {
    for (let id = 1; id <= 6; id++) {
      const ours = await fast.query(insert, row(id));
      const select = 'select * from accounts where id = $1';
      expect(await fast.query(select, [id])).toEqual(await client.query(select, [id]));
      expect(ours.rows).toEqual((await client.query(select, [id])).rows);
      const array = { rowMode: 'array' as const };
      expect(await fast.query(select, [id], array)).toEqual(
        await client.query(select, [id], array),
      );
    }
    const update = 'update accounts set balance = balance - $1 where active = $2';
    expect((await fast.query(update, [1, true])).affectedRows).toBe(3);
  });

  it('prepares a text once however often it runs', async () => {
    const cache = createStatementCache(client);
    const db = withPreparedStatements(client, cache);
    const before = (await prepared(client)).length;
    for (let i = 0; i < 5; i++) await db.query('select $1::int + 1 as next', [i]);
    expect(cache.size).toBe(1);
    expect((await prepared(client)).length).toBe(before + 1);
  });

  it('keeps at most its limit, closing the least recently used', async () => {
    const cache = createStatementCache(client, 2);
    const db = withPreparedStatements(client, cache);
    const names = async () => (await prepared(client)).map((r) => r.name);
    const before = await names();
    await db.query('select 1 as one');
    await db.query('select 2 as two');
    await db.query('select 1 as one'); // used again: "two" is now the oldest
    await db.query('select 3 as three');
    expect(cache.size).toBe(2);
    // The evicted statement is closed with the next message sent.
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    const added = (await names()).filter((n) => !before.includes(n));
    expect(added).toHaveLength(2);
  });

  it('throws PGlite’s database error with the query attached, and goes on', async () => {
    const error = await fast.query(insert, row(1)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: insert });
    const syntax = await fast.query('selec 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await fast.query<{ n: number }>('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('runs a transaction’s statements prepared, and rolls it back whole on an error', async () => {
    const failed = await fast
      .transaction(async (tx) => {
        await tx.query('update accounts set name = $1 where id = $2', ['renamed', 2]);
        await tx.query(insert, row(2)); // a duplicate key: the whole transaction goes
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '23505' });
    const { rows } = await fast.query<{ name: string }>(
      'select name from accounts where id = $1',
      [2],
    );
    expect(rows).toEqual([{ name: 'account 2' }]);
    // The statements prepared in the rolled-back transaction still serve the next one.
    await fast.transaction(async (tx) => {
      await tx.query('update accounts set name = $1 where id = $2', ['renamed', 2]);
    });
    expect(
      (await fast.query<{ name: string }>('select name from accounts where id = $1', [2])).rows,
    ).toEqual([{ name: 'renamed' }]);
  });

  it('waits, outside a transaction, for the transaction under way to end', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun = () => undefined as void;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const order: string[] = [];
    const transaction = fast.transaction(async (tx) => {
      await tx.query('update accounts set name = $1 where id = $2', ['inside', 3]);
      begun();
      await held;
      order.push('commit');
    });
    await inside;
    const outside = fast
      .query<{ name: string }>('select name from accounts where id = $1', [3])
      .then(({ rows }) => order.push(`read ${rows[0]?.name}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([transaction, outside]);
    // The read saw the transaction's work only once it had committed, not mid-way.
    expect(order).toEqual(['commit', 'read inside']);
  });

  it('hands a query with its own parameter types to PGlite, in a transaction too', async () => {
    const types = { paramTypes: [25] };
    const { rows } = await fast.query<{ t: string }>('select $1 as t', ['typed'], types);
    expect(rows).toEqual([{ t: 'typed' }]);
    await fast.transaction(async (tx) => {
      const inside = await tx.query<{ t: string }>('select $1 as t', ['typed'], types);
      expect(inside.rows).toEqual([{ t: 'typed' }]);
    });
  });

  it('prepares a statement again once the database dropped it', async () => {
    const read = 'select count(*)::int as n from accounts where id <= $1';
    expect((await fast.query<{ n: number }>(read, [2])).rows).toEqual([{ n: 2 }]);
    await client.exec('deallocate all');
    await expect(fast.query(read, [2])).rejects.toMatchObject({ code: '26000' });
    expect((await fast.query<{ n: number }>(read, [3])).rows).toEqual([{ n: 3 }]);
  });

  it('refuses a statement on a transaction that has ended', async () => {
    let kept: Pick<PGlite, 'query'> | undefined;
    await fast.transaction(async (tx) => {
      kept = tx;
      await tx.rollback();
    });
    await expect(kept?.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('delivers a notification sent by a prepared statement', async () => {
    const heard: string[] = [];
    const unlisten = await client.listen('kosh_test', (payload) => heard.push(payload));
    await fast.query("select pg_notify('kosh_test', $1)", ['hello']);
    await expect.poll(() => heard).toEqual(['hello']);
    await unlisten();
  });
});
