import { currentRequestId } from './log-context';

/** Aborted once, when the process is told to stop (server.ts, on SIGTERM). */
const stopping = new AbortController();

/**
 * A provider call's signal: its own timeout or the process stopping, whichever comes first. A
 * call cut off by a SIGTERM ends as a timeout does — the payment stays pending, and the status
 * poller or the provider's callback settles it after the restart — so a shutdown never waits
 * out a slow provider (it took ~86 s before).
 */
export const providerCallSignal = (timeoutMs: number): AbortSignal =>
  AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]);

/** Cuts every provider call in flight, and any started from now on (the process is stopping). */
export function abortProviderCalls(): void {
  if (!stopping.signal.aborted) {
    stopping.abort(new DOMException('the API is shutting down', 'AbortError'));
  }
}

/**
 * The headers that carry this request's id to the provider (x-request-id), so the two sides'
 * logs meet; none outside a request (a background job).
 */
export function requestIdHeader(): Record<string, string> {
  const id = currentRequestId();
  return id ? { 'x-request-id': id } : {};
}

/**
 * Failures that happen while connecting, before a byte of the request left: the provider cannot
 * have acted on it. Anything else — a socket closed or reset after the request went out — leaves
 * its outcome unknown, and a payment must then be asked about, never assumed failed.
 */
const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Whether a failed fetch never reached the provider (see CONNECT_FAILURES), by its cause chain. */
export function neverReachedProvider(error: unknown): boolean {
  for (let at = error, depth = 0; at && depth < 5; depth += 1) {
    const { code, cause } = at as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && CONNECT_FAILURES.has(code)) return true;
    // AggregateError (several addresses tried): every one refused.
    const errors = (at as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0 && errors.every(neverReachedProvider))
      return true;
    at = cause;
  }
  return false;
}
