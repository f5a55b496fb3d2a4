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
 * Everything else is PGlite's: its lock on the connection (`runExclusive`), its serializers and
 * parsers (so results are exactly what `query` answers), its errors (with the query attached, as
 * `query` attaches them), its notifications (delivered while the messages are read) and its sync
 * to disk outside a transaction. A query with a blob (COPY through /dev/blob) goes to `query`.
 *
 * A prepared statement outlives a rolled-back transaction (it belongs to the session, not the
 * transaction), and PostgreSQL plans it again by itself after a schema change. At most
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
  /** `PGlite.query`, with the statement prepared once per text. */
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  /** Statements prepared now (tests). */
  readonly size: number;
}

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

  const send = (messages: Uint8Array[]): Promise<BackendMessages> =>
    client.execProtocolStream(concat(messages), { syncToFs: false });

  const closing = (): Uint8Array[] => {
    if (toClose.length === 0) return [];
    const messages = toClose.map((name) => serialize.close({ type: 'S', name }));
    toClose = [];
    return messages;
  };

  async function prepare(text: string, options?: QueryOptions): Promise<Prepared> {
    const known = prepared.get(text);
    if (known && !options?.paramTypes) {
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    counter += 1;
    const name = `${prefix}${counter}`;
    const described = await send([
      ...closing(),
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    // A statement given its own parameter types is used once and closed with the next message.
    if (options?.paramTypes) {
      toClose.push(name);
      return statement;
    }
    prepared.set(text, statement);
    if (prepared.size > maxStatements) {
      const [oldest] = prepared.keys();
      if (oldest !== undefined) {
        toClose.push((prepared.get(oldest) as Prepared).name);
        prepared.delete(oldest);
      }
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
      const messages = await send([
        ...closing(),
        serialize.bind({
          statement: statement.name,
          values: serializeParams(params, statement.types, options),
        }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      // What PGlite's own query attaches to a database error.
      if (error instanceof Error && 'code' in error)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  return {
    query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (options?.blob) return client.query<T>(text, params, options);
      // PGlite's own query waits for a freshly constructed instance to start; so does this.
      if (!client.ready) await client.waitReady;
      const result = await client.runExclusive(() => run<T>(text, params, options));
      // Outside a transaction PGlite writes its changes through after each statement.
      if (!client.isInTransaction()) await client.syncToFs();
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
            return cache.query(text, params, options);
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return cache.query;
      if (property === 'transaction') {
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          target.transaction((tx) => callback(inTransaction(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
