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
