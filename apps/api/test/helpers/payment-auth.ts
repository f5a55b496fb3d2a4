import { randomUUID } from 'node:crypto';
import type { TestContext } from './app';
import { bearer, TEST_PIN, uniqueIp } from './accounts';
import { call } from './recharges';

/** The customer's PIN set (fails the test unless the API takes it). */
export async function setPin(ctx: TestContext, token: string, pin = TEST_PIN, oldPin?: string) {
  const res = await putPin(ctx, token, { pin, ...(oldPin ? { oldPin } : {}) });
  if (res.statusCode !== 200) throw new Error(`PUT /v1/me/pin ${res.statusCode}: ${res.body}`);
}

export function putPin(ctx: TestContext, token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/me/pin',
    remoteAddress: uniqueIp(),
    headers: bearer(token),
    payload,
  });
}

export function authorise(
  ctx: TestContext,
  token: string,
  terms: { pin?: string; amount: number | string; payee: string; idempotencyKey: string },
) {
  return call(ctx, token, '/api/v1/payment-authorisations', { pin: '1357', ...terms });
}

/** An authorisation the API gave (fails the test otherwise). */
export async function authorisation(
  ctx: TestContext,
  token: string,
  terms: { pin?: string; amount: number | string; payee: string; idempotencyKey: string },
): Promise<string> {
  const res = await authorise(ctx, token, terms);
  if (res.statusCode !== 200) throw new Error(`authorise ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { authorisation: string } }).data.authorisation;
}

/** An authorisation for payJio's ₹199 to Jio under a new key: the key and the token. */
export async function jioAuthorisation(ctx: TestContext, token: string) {
  const key = randomUUID();
  const made = await authorisation(ctx, token, { amount: 199, payee: 'JIO', idempotencyKey: key });
  return { key, token: made };
}

/** A mobile recharge of ₹199 to Jio under `key`, with an authorisation when given. */
export function payJio(
  ctx: TestContext,
  token: string,
  options: { key?: string; authorisation?: string; amount?: number } = {},
) {
  const key = options.key ?? randomUUID();
  return call(
    ctx,
    token,
    '/api/recharge/mobile',
    { opcode: 'JIO', number: '9876512345', amount: options.amount ?? 199 },
    {
      'idempotency-key': key,
      ...(options.authorisation ? { 'payment-authorisation': options.authorisation } : {}),
    },
  );
}
