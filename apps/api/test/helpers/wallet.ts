import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { paymentOrders, users } from '../../src/db/schema';
import type { TestContext } from './app';
import { storedFiles } from './files';
import { bearer, multipart, uniqueIp, type FilePart } from './accounts';

/** Rows of a raw query, on PGlite and PostgreSQL alike. */
export async function rows<T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/** GET /api/user/getbal as the customer: the exact balance in paise. */
export async function balancePaise(ctx: TestContext, token: string): Promise<bigint> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/user/getbal',
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`getbal ${res.statusCode}: ${res.body}`);
  return BigInt(res.json().balance.paise as string);
}

export async function setKycLevel(ctx: TestContext, userId: string, level: 'min' | 'full') {
  await ctx.database.db.update(users).set({ kycLevel: level }).where(eq(users.id, userId));
}

/** Spends from a wallet as a recharge would (there is no debit API yet): a posted ledger debit. */
export async function spend(ctx: TestContext, userId: string, amountPaise: bigint) {
  await ctx.database.db.transaction((tx) =>
    ctx.services.ledger.transfer(tx, {
      debit: { wallet: userId },
      credit: { system: 'providerPayable' },
      amountPaise,
      code: 'MOBILE_RECHARGE',
      reference: { type: 'test', id: 'spend' },
    }),
  );
}

// ---- Online top-up ----------------------------------------------------------------------------

export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** POST /api/payment/CreateOrder (its own client IP, so the per-IP limit never trips a test). */
export function createOrder(
  ctx: TestContext,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment/CreateOrder',
    remoteAddress: uniqueIp(),
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

/** A gateway order for `amount` rupees; returns its id. */
export async function orderFor(ctx: TestContext, token: string, amount: number | string) {
  const res = await createOrder(ctx, token, { amount, currency: 'INR', receipt: `kosh_${amount}` });
  if (res.statusCode !== 200) throw new Error(`CreateOrder ${res.statusCode}: ${res.body}`);
  return res.json().data.id as string;
}

/** Pays an order at the sandbox as its checkout page does; the answer carries a real signature. */
export async function pay(ctx: TestContext, orderId: string): Promise<CheckoutSuccess> {
  const res = await fetch(`${ctx.sandboxUrl}/checkout/orders/${orderId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success' }),
  });
  if (!res.ok) throw new Error(`pay ${res.status}: ${await res.text()}`);
  return (await res.json()) as CheckoutSuccess;
}

export async function failPayment(ctx: TestContext, orderId: string) {
  const res = await fetch(`${ctx.sandboxUrl}/checkout/orders/${orderId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'failure' }),
  });
  if (!res.ok) throw new Error(`pay (failure) ${res.status}: ${await res.text()}`);
  return (await res.json()) as { error: { metadata: { payment_id: string } } };
}

export function verify(
  ctx: TestContext,
  token: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment/VerifyPayment',
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

/** POST /api/payment/update with the spec's fields around the checkout's answer. */
export function update(
  ctx: TestContext,
  token: string,
  input: CheckoutSuccess & { userId: string; amount: number | string },
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment/update',
    headers: { ...bearer(token), ...headers },
    payload: {
      payment_type: 'online',
      payment_status: 'success',
      sender_bank: '',
      receiver_bank: '',
      transaction_id: input.razorpay_payment_id,
      user_bank: '',
      ...input,
      ...extra,
    },
  });
}

export interface WebhookDelivery {
  event_id: string;
  event: string;
  order_id: string;
  payment_id: string;
  url: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_response_status: number | null;
}

export async function deliveries(ctx: TestContext, orderId: string): Promise<WebhookDelivery[]> {
  const res = await fetch(`${ctx.sandboxUrl}/checkout/webhooks?order_id=${orderId}`);
  return (await res.json()) as WebhookDelivery[];
}

/** The sandbox's webhooks for an order, once at least `count` were sent and none is pending. */
export async function settledDeliveries(
  ctx: TestContext,
  orderId: string,
  count: number,
  timeoutMs = 8000,
): Promise<WebhookDelivery[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = await deliveries(ctx, orderId);
    if (log.length >= count && log.every((d) => d.status !== 'pending')) return log;
    if (Date.now() > deadline) {
      throw new Error(`webhooks of ${orderId} did not settle: ${JSON.stringify(log)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Asks the sandbox to send a logged webhook again (same body, signature and event id). */
export async function redeliver(ctx: TestContext, eventId: string): Promise<WebhookDelivery> {
  const res = await fetch(`${ctx.sandboxUrl}/checkout/webhooks/${eventId}/redeliver`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`redeliver ${res.status}: ${await res.text()}`);
  return (await res.json()) as WebhookDelivery;
}

const gatewayAuth = (ctx: TestContext) =>
  `Basic ${Buffer.from(`${ctx.config.razorpay.keyId}:${ctx.config.razorpay.keySecret}`).toString('base64')}`;

/** GET one of the sandbox's REST resources (/v1/orders/…, /v1/payments/…) with the API keys. */
export async function gatewayGet<T>(ctx: TestContext, pathname: string): Promise<T> {
  const res = await fetch(`${ctx.sandboxUrl}${pathname}`, {
    headers: { authorization: gatewayAuth(ctx) },
  });
  if (!res.ok) throw new Error(`gateway GET ${pathname} ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The gateway's orders with this receipt. */
export async function gatewayOrdersWithReceipt(ctx: TestContext, receipt: string) {
  const list = await gatewayGet<{ items: { id: string }[] }>(
    ctx,
    `/v1/orders?count=100&receipt=${encodeURIComponent(receipt)}`,
  );
  return list.items;
}

/**
 * A Razorpay webhook body for a payment, as the gateway builds it, with its X-Razorpay-Signature
 * (`secret` defaults to the configured webhook secret; pass another to forge).
 */
export async function signedWebhook(
  ctx: TestContext,
  paymentId: string,
  options: {
    event?: 'payment.captured' | 'order.paid' | 'payment.failed';
    secret?: string;
    patchPayment?: Record<string, unknown>;
  } = {},
) {
  const payment = await gatewayGet<Record<string, unknown>>(ctx, `/v1/payments/${paymentId}`);
  const event = options.event ?? 'payment.captured';
  const order =
    event === 'order.paid'
      ? await gatewayGet<Record<string, unknown>>(ctx, `/v1/orders/${String(payment.order_id)}`)
      : undefined;
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_KoshSandbox001',
    event,
    contains: order ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: { ...payment, ...options.patchPayment } },
      ...(order ? { order: { entity: order } } : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = createHmac('sha256', options.secret ?? ctx.config.razorpay.webhookSecret)
    .update(body)
    .digest('hex');
  return { body, signature };
}

/** POST /api/v1/webhooks/payments as the gateway would. */
export function postWebhook(
  ctx: TestContext,
  body: string,
  signature: string | undefined,
  eventId: string | undefined,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/payments',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }),
      ...(eventId === undefined ? {} : { 'x-razorpay-event-id': eventId }),
    },
    payload: body,
  });
}

export async function paymentOrder(ctx: TestContext, gatewayOrderId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
  if (!row) throw new Error(`no payment order ${gatewayOrderId}`);
  return row;
}

/** The ledger transfers that credited a gateway order. */
export async function orderTransfers(ctx: TestContext, gatewayOrderId: string) {
  return rows<{ kind: string; code: string; amount: string }>(
    ctx,
    sql`select t.kind, t.code, t.amount_paise::text as amount
          from ledger_transfers t
          join payment_orders o on t.reference_id = o.id::text
         where t.reference_type = 'payment_order' and o.gateway_order_id = ${gatewayOrderId}`,
  );
}

/** Flips one hex digit of a signature: the shape stays valid, the value does not. */
export function forge(signature: string): string {
  const last = signature.at(-1);
  return `${signature.slice(0, -1)}${last === '0' ? '1' : '0'}`;
}

// ---- Offline top-up ---------------------------------------------------------------------------

/** A small real photo of a slip, by content a PNG. */
export async function slipPng(seed = 0): Promise<FilePart> {
  const data = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: seed % 256, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  return { data, filename: 'slip.png', type: 'image/png' };
}

let utr = 0;
/** A transaction/UTR number no other request in this run uses. */
export function uniqueUtr(): string {
  utr += 1;
  return `UTR${process.pid}${Date.now().toString(36).toUpperCase()}${utr}`;
}

/** Today as YYYY-MM-DD, the payment date a customer would enter. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** An NEFT request's fields, valid against the seeded banks; override any of them. */
export function neftFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    paymentType: 'NEFT',
    amount: '500',
    company_bank_name: 'HDFC Bank',
    company_acc_number: '50200078451236',
    paymentDate: todayIso(),
    userBank: 'State Bank of India',
    userAccNo: '123456789012',
    transactionNo: uniqueUtr(),
    remark: 'Paid by NEFT from my SBI account',
    ...overrides,
  };
}

/** POST /api/user/requstMoney (multipart) as the customer, from its own client IP. */
export async function requestMoney(
  ctx: TestContext,
  token: string,
  fields: Record<string, string | FilePart>,
  headers: Record<string, string> = {},
) {
  const body = await multipart(fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/requstMoney',
    remoteAddress: uniqueIp(),
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), ...headers },
  });
}

/** Submits a valid request; returns its id. */
export async function submittedRequest(
  ctx: TestContext,
  token: string,
  overrides: Record<string, string> = {},
): Promise<string> {
  const res = await requestMoney(ctx, token, {
    ...neftFields(overrides),
    slipImage: await slipPng(),
  });
  if (res.statusCode !== 200) throw new Error(`requstMoney ${res.statusCode}: ${res.body}`);
  return res.json().data.id as string;
}

export function approve(ctx: TestContext, adminToken: string, id: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/wallet-requests/${id}/approve`,
    headers: bearer(adminToken),
  });
}

/** The slip files in the store (private, folder slips). */
export function slipFiles(ctx: TestContext): Promise<string[]> {
  return storedFiles(ctx, 'private', 'slips');
}
