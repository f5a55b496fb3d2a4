import { ProviderError, ProviderTimeoutError } from '../recharge.port';
import type { WireError } from './aggregator-v1.wire';
import {
  neverReachedProvider,
  providerCallSignal,
  requestIdHeader,
} from '../../../lib/provider-call';

/**
 * One call to the aggregator's v1 API, keyed (X-Api-Key): its JSON, or its error when it refused.
 * A call that got no answer is a ProviderTimeoutError (its outcome unknown); one that never
 * reached the aggregator a ProviderError. Shared by the payment calls and the biller catalogue.
 */
/** Throws the aggregator's refusal as a ProviderError (typed out, so callers narrow after it). */
export type FailCall = (answer: { status: number; error?: WireError }, what: string) => never;

export function createAggregatorV1Client(options: { baseUrl: string; apiKey: string }) {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    timeoutMs = 8000,
  ): Promise<{ status: number; json: T | null; error?: WireError }> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method,
        headers: {
          ...requestIdHeader(),
          'x-api-key': options.apiKey,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: providerCallSignal(timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      // Only a connection never made proves the aggregator saw nothing; a socket closed after the
      // request went out may have a payment behind it, so it is an unknown outcome, as a timeout.
      if (name === 'TimeoutError' || name === 'AbortError' || !neverReachedProvider(error))
        throw new ProviderTimeoutError({ cause: error });
      throw new ProviderError('aggregator unreachable', undefined, 'UNREACHABLE', { cause: error });
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch (error) {
      if (response.ok) {
        throw new ProviderError(
          `aggregator answered ${response.status} without JSON`,
          response.status,
          'BAD_RESPONSE',
          { cause: error },
        );
      }
    }
    if (!response.ok) {
      const error = (json as { error?: WireError } | null)?.error;
      return { status: response.status, json: null, error: error ?? {} };
    }
    return { status: response.status, json: json as T };
  }

  function fail(answer: { status: number; error?: WireError }, what: string): never {
    throw new ProviderError(
      answer.error?.message ?? `${what}: aggregator answered ${answer.status}`,
      answer.status,
      answer.error?.code,
    );
  }

  return { call, fail };
}
