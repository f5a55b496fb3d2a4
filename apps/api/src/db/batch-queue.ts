export interface BatchQueueOptions {
  /** How long the first item of a batch waits for others to join it (default 1 ms). */
  windowMs?: number;
  /** Items in one batch (default 50, at most 500). */
  maxBatch?: number;
  /** Batches running at once, each on a connection of its own (default 4). */
  maxInFlight?: number;
}

const MAX_BATCH = 500;

/**
 * The group commit's timing, shared by the ledger's batchers: items that arrive within `windowMs`
 * — or up to `maxBatch` at once, with at most `maxInFlight` batches running — go to `run`
 * together. An idle queue does not wait: with nothing running there is no commit to share yet, so
 * it sends what arrived in the same turn of the event loop. What queues while batches run is sent
 * as soon as one finishes. `run` settles each item's own promise; it must not throw.
 */
export function createBatchQueue<Item>(
  options: BatchQueueOptions,
  run: (batch: Item[]) => Promise<void>,
) {
  const windowMs = options.windowMs ?? 1;
  const maxBatch = Math.min(options.maxBatch ?? 50, MAX_BATCH);
  const maxInFlight = Math.max(1, options.maxInFlight ?? 4);
  if (maxBatch < 1) throw new Error('maxBatch must be at least 1');

  let queue: Item[] = [];
  let inFlight = 0;
  let windowTimer: ReturnType<typeof setTimeout> | undefined;
  let turnTimer: ReturnType<typeof setImmediate> | undefined;

  function schedule() {
    if (queue.length === 0 || inFlight >= maxInFlight) return; // a finishing batch flushes
    if (queue.length >= maxBatch) flush();
    // setImmediate runs after the I/O callbacks already due: what arrived in this turn joins.
    else if (inFlight === 0) turnTimer ??= setImmediate(flush);
    else windowTimer ??= setTimeout(flush, windowMs);
  }

  function flush() {
    if (windowTimer) clearTimeout(windowTimer);
    if (turnTimer) clearImmediate(turnTimer);
    windowTimer = undefined;
    turnTimer = undefined;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        // What queued meanwhile has waited a whole batch already: send it now.
        if (queue.length > 0) flush();
      });
    }
  }

  return {
    push(item: Item) {
      queue.push(item);
      schedule();
    },
    /** Items waiting for a batch plus batches running (for tests and a graceful stop). */
    get pending(): number {
      return queue.length + inFlight;
    },
  };
}

/**
 * One statement for many callers: the calls that arrive together (the queue's timing above) go to
 * `run` as one array, and each caller gets its own item's result. A batch that throws is tried
 * again item by item, so only the call at fault gets the error.
 */
export function createBatchedCall<Item, Result>(
  options: BatchQueueOptions,
  run: (items: Item[]) => Promise<Result[]>,
): (item: Item) => Promise<Result> {
  interface Waiting {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }
  async function runBatch(batch: Waiting[]): Promise<void> {
    try {
      const results = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const w of batch) await runBatch([w]);
    }
  }
  const queue = createBatchQueue<Waiting>(options, runBatch);
  return (item) => new Promise<Result>((resolve, reject) => queue.push({ item, resolve, reject }));
}
