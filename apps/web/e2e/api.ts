import sharp from 'sharp';
import { expect } from 'vitest';
import type { JobRunRecord } from '@kosh/test-harness/control';
import { baseUrl, controlUrl, sandboxUrl } from './browser';
import { E2E_PIN } from './pay-forms';

/**
 * Set-up and checks that go straight to the API and the sandbox, as another device would: faster
 * than the screens, for the state a journey needs before it starts and for what it must leave.
 */

export interface ApiInit {
  /** GET without a body, POST with one, unless said. */
  method?: string;
  /** JSON, or a FormData sent as multipart. */
  body?: unknown;
  token?: string;
  /** The device's address, as a load balancer forwards it (the e2e API trusts the proxy). */
  forwardedFor?: string;
  headers?: Record<string, string>;
}

/** One call to /api/{path}: the status and the parsed JSON envelope. */
export async function api(
  path: string,
  init: ApiInit = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const form = init.body instanceof FormData ? init.body : undefined;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.forwardedFor) headers['x-forwarded-for'] = init.forwardedFor;
  Object.assign(headers, init.headers);
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/**
 * A recharge or bill paid through the API, as another device would pay it: under an
 * Idempotency-Key, with the authorisation of the journeys' PIN once the customer has set one (an
 * earlier journey's first payment in the app sets it).
 */
export async function payByApi(
  path: string,
  token: string,
  body: { amount: number; opcode: string } & Record<string, unknown>,
) {
  const key = `e2e-${crypto.randomUUID()}`;
  const headers: Record<string, string> = { 'idempotency-key': key };
  const pin = await api('v1/me/pin', { token });
  if ((pin.json.data as { hasPin?: boolean } | undefined)?.hasPin) {
    const granted = await api('v1/payment-authorisations', {
      token,
      body: { pin: E2E_PIN, amount: body.amount, payee: body.opcode, idempotencyKey: key },
    });
    expect(granted.status, JSON.stringify(granted.json)).toBe(200);
    headers['payment-authorisation'] = (
      granted.json.data as { authorisation: string }
    ).authorisation;
  }
  return api(path, { token, body, headers });
}

/** A device logging in through the API: the status, and a token of its own when it worked. */
export async function apiLogin(
  mobile: string,
  password: string,
): Promise<{ status: number; token?: string }> {
  const { status, json } = await api('user/login', { body: { mobileno: mobile, password } });
  return { status, token: (json.data as { token?: string } | undefined)?.token };
}

/** The wallet balance in paise, as the server has it. */
export async function balancePaise(token: string): Promise<bigint> {
  const { json } = await api('user/getbal', { token });
  return BigInt((json.balance as { paise: string }).paise);
}

/** An online top-up order at the sandbox's gateway, not paid yet: its id. */
export async function createOrder(token: string, rupees: number): Promise<string> {
  const order = await api('payment/CreateOrder', {
    token,
    body: { amount: rupees, currency: 'INR', receipt: `e2e-${Date.now()}` },
  });
  expect(order.status, JSON.stringify(order.json)).toBe(200);
  return (order.json.data as { id: string }).id;
}

/** Pays an order in the sandbox's checkout: the ids and signature the app sends to VerifyPayment. */
export async function payAtCheckout(orderId: string): Promise<Record<string, string>> {
  const paid = await fetch(`${sandboxUrl()}/checkout/orders/${orderId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success' }),
  });
  expect(paid.status).toBe(200);
  return (await paid.json()) as Record<string, string>;
}

/** Adds money as the online top-up does: an order, the gateway's checkout paid, then verify. */
export async function fundWallet(token: string, rupees: number): Promise<void> {
  const ids = await payAtCheckout(await createOrder(token, rupees));
  const verified = await api('payment/VerifyPayment', { token, body: ids });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
}

/** A solid-colour PNG, for slips, pictures and logos to upload. */
export function png(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/**
 * Settles a payment the sandbox's aggregator holds pending (a number ending 1111) now, as its
 * delay would: the signed callback goes to the API.
 */
export async function settleAtAggregator(orderId: string, status: 'SUCCESS' | 'FAILURE') {
  const settled = await fetch(`${sandboxUrl()}/aggregator/v1/payments/${orderId}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(settled.status, await settled.text()).toBe(200);
}

/**
 * Writes a background job's record on the stack as the job runner would (the e2e API runs no
 * jobs of its own): declared, then started, succeeded and failed at the instants given.
 */
export async function recordJobRun(record: JobRunRecord): Promise<void> {
  const response = await fetch(`${controlUrl()}/job-runs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(record),
  });
  expect(response.status, await response.text()).toBe(204);
}
