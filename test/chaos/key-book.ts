/** An answer as a client sees it: the HTTP status and the JSON envelope. */
export interface Answer {
  status: number;
  body: Record<string, unknown> & { code?: string; data?: Record<string, unknown> };
}

/**
 * Every answer each Idempotency-Key got, as "ok:<the row it names>" or "<status>:<code>". A key
 * with two different ones got two answers — or two effects.
 */
export class KeyBook {
  private readonly keys = new Map<string, { what: string; answers: Set<string> }>();
  private readonly twice = new Set<string>();

  record(key: string, what: string, answer: Answer) {
    const data = answer.body.data;
    const ref = data?.orderId ?? data?.id;
    const signature =
      answer.status < 300 ? `ok:${String(ref)}` : `${answer.status}:${answer.body.code}`;
    const entry = this.keys.get(key) ?? { what, answers: new Set<string>() };
    entry.answers.add(signature);
    this.keys.set(key, entry);
    if (entry.answers.size > 1) this.twice.add(key);
  }

  get size() {
    return this.keys.size;
  }

  /** Keys answered more than one way. */
  problems(): string[] {
    return [...this.twice].map((key) => {
      const e = this.keys.get(key)!;
      return `${key} (${e.what}) answered ${[...e.answers].join(' and ')}`;
    });
  }
}
