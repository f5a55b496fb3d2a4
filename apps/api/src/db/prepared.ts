import type { DbOrTx } from './client';

/**
 * A statement built once per database handle instead of once per call, for the reads a customer
 * makes on every screen (issue 16 §1): drizzle's query building was a twentieth of such a
 * request's CPU. `build` must return drizzle's `.prepare(name)`: on PostgreSQL the name makes it
 * a server-side prepared statement (parsed and planned once per connection); PGlite runs the same
 * text. A transaction is a handle of its own, so one built inside it serves that transaction.
 */
export function preparedPerDatabase<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
