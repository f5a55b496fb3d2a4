import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/*
 * PGlite's own `query` speaks the extended protocol one message at a time: Parse, Describe,
 * Bind, Describe, Execute and Sync are six trips into the WebAssembly backend, and the statement
 * is parsed and planned again on every call. Kosh sends a few dozen distinct statement texts over
 * and over, so here each text is parsed once into a named prepared statement — as node-postgres
 * does for drizzle's named queries on PostgreSQL — and its parameter types kept beside it; a call
 * is then one trip: Bind, Describe, Execute, Sync. A one-row read by key costs about half of what
 * it did (bench/README.md, "PGlite under a burst").
 *
 * Everything else is PGlite's: its locks (a statement outside a transaction waits for one under
 * way, as PGlite's own query does), its serializers and parsers (so results are exactly what
 * `query` answers), its errors (with the query attached, as `query` attaches them), its notices
 * and notifications, and its sync to disk outside a transaction. A query with a blob (COPY
 * through /dev/blob) or its own parameter types goes to PGlite's own query.
 *
 * A prepared statement outlives a rolled-back transaction (it belongs to the session, not the
 * transaction), and PostgreSQL plans it again by itself after a schema change; one the database
 * dropped, or whose result's columns changed, is prepared again on the next call. At most
 * MAX_STATEMENTS are kept: the least recently used is closed when another is prepared.
 */

/** Distinct statement texts kept prepared; Kosh's own are far fewer (drizzle's texts are stable). */
export const MAX_STATEMENTS = 500;

const { serialize } = protocol;

/** Caches made in this process: two on one instance must not name a statement alike. */
let caches = 0;

interface Prepared {
  name: string;
  /** The parameters' type ids, as PostgreSQL inferred them (Describe of the statement). */
  types: number[];
}

type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

function concat(messages: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const m of messages) length += m.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const m of messages) {
    out.set(m, offset);
    offset += m.length;
  }
  return out;
}

export interface StatementCache {
  /**
   * `PGlite.query` (or a transaction's, `inTransaction`), with the statement prepared once per
   * text. A query this does not handle — one with a blob, or its own parameter types — goes to
   * `fallback`, the caller's own PGlite query.
   */
  query<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    call: { inTransaction: boolean; fallback: PGlite['query'] },
  ): Promise<Results<T>>;
  /** Statements prepared now (tests). */
  readonly size: number;
}

/** Errors after which a kept statement is no longer usable: prepared again on the next call. */
const STALE_STATEMENT = new Set([
  '26000', // the statement is gone (a DEALLOCATE ALL, a DISCARD ALL)
  '0A000', // a table it reads changed its columns: "cached plan must not change result type"
]);

export function createStatementCache(
  client: PGlite,
  maxStatements: number = MAX_STATEMENTS,
): StatementCache {
  /** Least recently used first (a Map keeps insertion order; a hit moves its text to the end). */
  const prepared = new Map<string, Prepared>();
  /** Statements evicted, closed with the next message sent. */
  let toClose: string[] = [];
  let counter = 0;
  caches += 1;
  const prefix = `kosh_${caches}_`;

  const send = (messages: Uint8Array[], options?: QueryOptions): Promise<BackendMessages> => {
    // Close what was evicted first: nothing can fail between taking the list and sending it.
    const closing = toClose.map((name) => serialize.close({ type: 'S', name }));
    toClose = [];
    return client.execProtocolStream(concat([...closing, ...messages]), {
      syncToFs: false,
      onNotice: options?.onNotice,
    });
  };

  const forget = (text: string) => {
    const statement = prepared.get(text);
    if (!statement) return;
    prepared.delete(text);
    toClose.push(statement.name);
  };

  async function prepare(text: string, options?: QueryOptions): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) {
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    counter += 1;
    const name = `${prefix}${counter}`;
    const described = await send(
      [serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()],
      options,
    );
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    prepared.set(text, statement);
    if (prepared.size > maxStatements) {
      const [oldest] = prepared.keys();
      if (oldest !== undefined) forget(oldest);
    }
    return statement;
  }

  function serializeParams(params: unknown[], types: number[], options?: QueryOptions) {
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i] as number;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions) {
    try {
      const statement = await prepare(text, options);
      const values = serializeParams(params, statement.types, options);
      const messages = await send(
        [
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ],
        options,
      );
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && STALE_STATEMENT.has(code)) forget(text);
      // What PGlite's own query attaches to a database error.
      if (error instanceof Error && code !== undefined)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  return {
    query: async <T>(
      text: string,
      params: unknown[] = [],
      options: QueryOptions | undefined,
      call: { inTransaction: boolean; fallback: PGlite['query'] },
    ) => {
      if (options?.blob || options?.paramTypes) return call.fallback<T>(text, params, options);
      // What PGlite's own query checks first.
      if (client.closed) throw new Error('PGlite is closed');
      if (!client.ready) await client.waitReady;
      const once = () => client.runExclusive(() => run<T>(text, params, options));
      // A statement outside a transaction waits for one under way to end, as PGlite's does.
      const result = await (call.inTransaction ? once() : client._runExclusiveTransaction(once));
      // Outside a transaction PGlite writes its changes through after each statement.
      if (!call.inTransaction) await client.syncToFs();
      return result;
    },
    get size() {
      return prepared.size;
    },
  };
}

/**
 * `client` whose `query` — and each transaction's `query` — goes through `cache`; everything else
 * (exec, listen, transaction's own BEGIN and COMMIT) is PGlite's.
 */
export function withPreparedStatements(
  client: PGlite,
  cache: StatementCache = createStatementCache(client),
): PGlite {
  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property) {
        if (property === 'query') {
          return async (text: string, params?: unknown[], options?: QueryOptions) => {
            if (target.closed) throw new Error('Transaction is closed');
            return cache.query(text, params, options, {
              inTransaction: true,
              fallback: target.query.bind(target),
            });
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        const fallback = target.query.bind(target);
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          cache.query(text, params, options, { inTransaction: false, fallback });
      }
      if (property === 'transaction') {
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          target.transaction((tx) => callback(inTransaction(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
