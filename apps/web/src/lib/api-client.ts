import type { FieldError } from '@kosh/contract/common/errors';
import type { MessageParams } from '@kosh/contract/messages/catalogue';
import { authorisationFor } from './payment-authorisation';
import { sessionStore } from './session';

/**
 * A failed call, with what the server said: the spec's message, its code (the catalogue's: what
 * the screen shows, in the reader's language), the code's parameters and the fields' codes.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly fields: FieldError[] = [],
    readonly params?: MessageParams,
    /** The answer's `data`, when a refusal carries one (a failed payment's order id). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach Kosh. Check your connection and try again.';

let onSignedOut: (() => void) | undefined;

/** The app registers what a forced sign-out does (go to /login with a notice). */
export function setSignedOutHandler(handler: () => void) {
  onSignedOut = handler;
}

/**
 * A request is sent from a task of its own. A screen's queries all start in the task that mounts
 * it, and `fetch()` costs the main thread about a millisecond (the browser builds the request and
 * hands it over): on a slow phone the screen's six or seven requests made that task 50–80 ms
 * longer, the blocking time Lighthouse counts. Each now follows in a short task of its own, at
 * once (`scheduler.yield()` puts it ahead of other waiting tasks where the browser has it).
 */
function taskOfItsOwn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sends the stored token; a 401 / tokenValid:false then signs the customer out. */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * Sent as the Idempotency-Key header of a money-moving call. Make one per submit
   * (crypto.randomUUID()) and send the same one when retrying that submit: the server then
   * applies it once and answers the retry with its first answer.
   */
  idempotencyKey?: string;
  /**
   * The answer to this very call, already asked for elsewhere (index.html asks for the home
   * page's slider lists before the app's code has loaded): read as if this call had fetched it.
   */
  response?: Promise<Response>;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const session = options.auth ? sessionStore.get() : null;
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  // The confirm step's PIN or passkey authorisation for this very debit (lib/payment-authorisation).
  const authorisation = authorisationFor(options.idempotencyKey);
  if (authorisation) headers['payment-authorisation'] = authorisation;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    if (!options.response) await taskOfItsOwn();
    response = await (options.response ??
      fetch(`/api/${path}`, {
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        signal: options.signal,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK');
  }

  const json = (await response.json().catch(() => null)) as
    (Record<string, unknown> & { message?: string; tokenValid?: boolean }) | null;

  if (options.auth && (response.status === 401 || json?.tokenValid === false)) {
    sessionStore.clear();
    onSignedOut?.();
  }
  // The session was opened with a temporary password: the app takes the customer to choose a new
  // one (app/root-layout.tsx), whichever screen asked.
  if (options.auth && response.status === 403 && json?.code === 'PASSWORD_CHANGE_REQUIRED') {
    sessionStore.update({ passwordChangeRequired: true });
  }
  if (!response.ok || !json || json.result === false || json.success === false) {
    throw new ApiError(
      typeof json?.message === 'string' ? json.message : `Request failed (${response.status}).`,
      response.status,
      typeof json?.code === 'string' ? json.code : undefined,
      Array.isArray(json?.errors) ? (json.errors as FieldError[]) : [],
      typeof json?.params === 'object' && json.params !== null
        ? (json.params as MessageParams)
        : undefined,
      json?.data,
    );
  }
  return json as T;
}

/**
 * A file behind an authorised route (a wallet slip): fetched with the stored token, as a Blob for
 * an object URL. `url` is the path the API gave (e.g. /api/v1/wallet/requests/…/slip). A 401
 * signs the customer out, as apiRequest does.
 */
export async function apiBlob(url: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const session = sessionStore.get();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK');
  }
  if (response.status === 401) {
    sessionStore.clear();
    onSignedOut?.();
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as {
      message?: unknown;
      code?: unknown;
    } | null;
    throw new ApiError(
      typeof json?.message === 'string' ? json.message : `Request failed (${response.status}).`,
      response.status,
      typeof json?.code === 'string' ? json.code : undefined,
    );
  }
  return response.blob();
}
