import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/*
 * Drizzle's PGlite driver wants dates and times back as the text PostgreSQL wrote (its column
 * types make the Dates), so it hands PGlite parsers for them with every query, and PGlite merges
 * those into a fresh copy of its own ~320 parsers each time: a third of a one-row read's CPU
 * (bench/README.md, "PGlite's floor"). Here the same parsers are installed once on the instance,
 * and drizzle's queries go without theirs. Anything else that reads PGlite directly (pg-boss
 * through `executeSql`) still gets Dates, as node-postgres gives them on PostgreSQL.
 */

/** An array type and the type of its elements. */
const ARRAYS: Record<number, number> = {
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1182: types.DATE,
  1187: types.INTERVAL,
  1231: types.NUMERIC,
};
/** The types drizzle's PGlite driver reads as text: the ones it names in every query. */
const AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE];

type Parser = (value: string, typeId?: number) => unknown;
const asText: Parser = (value) => value;

/** PGlite's own parsers for those types: what a query without drizzle's parsers used to get. */
function pgliteDefaults(): Record<number, Parser> {
  const own = (oid: number): Parser => types.parsers[oid] ?? asText;
  const defaults: Record<number, Parser> = {};
  for (const oid of AS_TEXT) defaults[oid] = own(oid);
  for (const [array, element] of Object.entries(ARRAYS)) {
    const parser = own(element);
    defaults[Number(array)] = (value) => types.arrayParser(value, parser, Number(array));
  }
  return defaults;
}

/** Parsers for `query`/`exec` options: PGlite's own dates for readers other than drizzle. */
export const PGLITE_DATE_PARSERS = pgliteDefaults();

/**
 * Makes this instance answer dates, times and intervals as text, and arrays of them (and of
 * numerics) as PostgreSQL's array literal — exactly what drizzle's parsers asked for.
 */
export function installTextDateParsers(client: PGlite): void {
  for (const oid of [...AS_TEXT, ...Object.keys(ARRAYS).map(Number)]) client.parsers[oid] = asText;
}

type Queryable = Pick<PGlite | Transaction, 'query'>;

/**
 * The client as drizzle sees it: the same instance, whose `query` drops the parsers drizzle
 * sends (the instance already has them), in transactions too.
 */
export function withoutQueryParsers<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.query(text, params, options && { ...options, parsers: undefined });
      }
      if (property === 'transaction' && 'transaction' in target) {
        const { transaction } = target as Pick<PGlite, 'transaction'>;
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          transaction.call(target, (tx) => callback(withoutQueryParsers(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
