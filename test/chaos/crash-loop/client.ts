/* The HTTP side of a chaos client: one attempt, or attempts until the API answers for good. */
import type { Answer } from '../key-book';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  /** A JSON body, or a multipart form made afresh for each attempt. */
  json?: unknown;
  form?: () => FormData;
  key?: string;
}

/** A made-up client IP per request (the API trusts X-Forwarded-For here), so no per-IP limit trips. */
const someIp = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ApiClient {
  /** Answers 500 and above other than 503 (a provider down): each one is a bug. */
  readonly serverErrors: string[] = [];
  attempts = 0;
  /** Requests that got no answer: refused while the API was down, or cut by its kill. */
  unanswered = 0;

  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs = 20_000,
  ) {}

  /** One attempt; null when no answer came (refused, reset, killed mid-way, timed out). */
  async once(call: Call): Promise<Answer | null> {
    this.attempts += 1;
    const headers: Record<string, string> = { 'x-forwarded-for': someIp() };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.key) headers['idempotency-key'] = call.key;
    let body: string | FormData | undefined;
    if (call.form) body = call.form();
    else if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    }
    try {
      const res = await fetch(`${this.baseUrl}${call.path}`, {
        method: call.method,
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await res.text();
      const answer: Answer = { status: res.status, body: text ? JSON.parse(text) : {} };
      if (res.status >= 500 && res.status !== 503) {
        this.serverErrors.push(`${call.method} ${call.path} → ${res.status} ${text.slice(0, 300)}`);
      }
      return answer;
    } catch {
      this.unanswered += 1;
      return null;
    }
  }

  /**
   * What a careful client does: the same request (same Idempotency-Key) again until it gets an
   * answer that is not "try later" — no answer, 409 IDEMPOTENCY_IN_PROGRESS (after its
   * Retry-After), 429, 5xx. Null only when `deadline` passes first.
   */
  async untilAnswered(call: Call, deadline: number): Promise<Answer | null> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await this.once(call);
      const later =
        answer === null ||
        answer.status >= 500 ||
        answer.status === 429 ||
        (answer.status === 409 && answer.body.code === 'IDEMPOTENCY_IN_PROGRESS');
      if (!later) return answer;
      if (Date.now() > deadline) return null;
      await sleep(answer?.status === 409 ? 500 : Math.min(100 * 2 ** attempt, 1000));
    }
  }
}
