/**
 * The answers of the reads a customer makes on every screen — balance, profile, Balance History,
 * All Wallet Requests — kept in memory per API copy, so that such a read costs no database
 * round trip (issue 16 §1). It is the session cache's twin (modules/auth/session-cache.ts) and is
 * kept honest the same way:
 *
 * - It serves only while `listening`: migration 0021's triggers say 'c:<user id>' on the
 *   `kosh_auth` channel at commit whenever anything those answers are made of changes for a
 *   customer, whoever changes it. If the channel drops, everything is forgotten and nothing is
 *   kept until it is back.
 * - The caller serves an answer only after the channel's barrier (plugins/customer-reads.ts): a
 *   change committed anywhere before the request came has always been heard first.
 * - An answer read while a drop arrived is never kept (`generation`): the drop may be about the
 *   very rows it read.
 * - No answer is trusted past `maxAgeMs` (a backstop, not the mechanism), and memory is bounded
 *   by a weight (a list's rows) across all customers; the customers not read for longest go first.
 */
export interface CustomerReadCacheOptions {
  /** The total weight kept (a read weighs 1 plus its rows). */
  maxWeight: number;
  /** Answers kept for one customer (distinct reads and ranges); the oldest go first. */
  maxReadsPerCustomer: number;
  maxAgeMs: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  weight: number;
  expiresAtMs: number;
}

export function createCustomerReadCache(options: CustomerReadCacheOptions) {
  const now = options.now ?? Date.now;
  /** Customers in the order they were last read (a Map keeps insertion order). */
  const byCustomer = new Map<string, Map<string, Entry>>();
  /** The routes whose answers have been kept (a handful: the routes that keep answers). */
  const routes = new Set<string>();
  let weight = 0;
  let listening = false;
  let generation = 0;

  const forgetCustomer = (userId: string) => {
    const reads = byCustomer.get(userId);
    if (!reads) return;
    for (const entry of reads.values()) weight -= entry.weight;
    byCustomer.delete(userId);
  };

  const clear = () => {
    generation += 1;
    byCustomer.clear();
    weight = 0;
  };

  return {
    /** Whether an answer is kept (before waiting for the barrier that `get` needs). */
    has(userId: string, key: string): boolean {
      return listening && byCustomer.get(userId)?.has(key) === true;
    },

    /** Whether answers of the route at `url` (a route's path, as declared) are kept. */
    keepsRoute(url: string): boolean {
      return routes.has(url);
    },

    /** A kept answer, or undefined. Call only after the channel's barrier. */
    get(userId: string, key: string): unknown {
      if (!listening) return undefined;
      const reads = byCustomer.get(userId);
      const entry = reads?.get(key);
      if (!reads || !entry) return undefined;
      if (entry.expiresAtMs <= now()) {
        reads.delete(key);
        weight -= entry.weight;
        return undefined;
      }
      // Most recently read last, so the eviction below takes the least recent customer.
      byCustomer.delete(userId);
      byCustomer.set(userId, reads);
      return entry.value;
    },

    /** Read before the database is; pass it to `set` with the answer. */
    generation: () => generation,

    /**
     * Keeps an answer, unless anything was dropped since `seenGeneration`; `route` (the route's
     * declared path) is then one whose answers are kept.
     */
    set(
      userId: string,
      key: string,
      value: unknown,
      weightOf: number,
      seenGeneration: number,
      route?: string,
    ) {
      if (!listening || seenGeneration !== generation) return;
      if (route !== undefined) routes.add(route);
      const entryWeight = Math.max(1, weightOf);
      if (entryWeight > options.maxWeight) return;
      let reads = byCustomer.get(userId);
      if (!reads) {
        reads = new Map();
        byCustomer.set(userId, reads);
      }
      const previous = reads.get(key);
      if (previous) {
        weight -= previous.weight;
        reads.delete(key);
      }
      if (reads.size >= options.maxReadsPerCustomer) {
        const [oldestKey, oldest] = reads.entries().next().value ?? [];
        if (oldestKey !== undefined && oldest) {
          reads.delete(oldestKey);
          weight -= oldest.weight;
        }
      }
      reads.set(key, { value, weight: entryWeight, expiresAtMs: now() + options.maxAgeMs });
      weight += entryWeight;
      for (const customer of byCustomer.keys()) {
        if (weight <= options.maxWeight) break;
        if (customer !== userId) forgetCustomer(customer);
      }
    },

    /** A message from the channel: 'c:<user id>' drops that customer's answers. */
    drop(userId: string) {
      generation += 1;
      forgetCustomer(userId);
    },

    /** The channel's state: while it is not listening, nothing is served or kept. */
    onState(isListening: boolean) {
      clear();
      listening = isListening;
    },

    get weight() {
      return weight;
    },
    get listening() {
      return listening;
    },
  };
}

export type CustomerReadCache = ReturnType<typeof createCustomerReadCache>;
