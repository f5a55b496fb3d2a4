import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import type * as RazorpayUtils from 'razorpay/dist/utils/razorpay-utils';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, loadSandboxConfig, RAZORPAY_TEST_DEFAULTS } from '../src/app';

const require = createRequire(import.meta.url);
const razorpayUtils = require('razorpay/dist/utils/razorpay-utils') as typeof RazorpayUtils;

const KEY_ID = 'rzp_test_sandbox_spec';
const KEY_SECRET = 'sandbox_spec_key_secret';
const WEBHOOK_SECRET = 'sandbox_spec_webhook_secret';
const AUTH = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: {
    entity: string;
    account_id: string;
    event: string;
    contains: string[];
    payload: {
      payment: { entity: Record<string, unknown> };
      order?: { entity: Record<string, unknown> };
    };
    created_at: number;
  };
}

/** A merchant's webhook endpoint: records every request; `failures` answers 500 that many times. */
const receiver = {
  received: [] as Received[],
  failures: 0,
  server: undefined as unknown as http.Server,
};
let sandbox: FastifyInstance;
let sandboxUrl: string;
let webhookUrl: string;

beforeAll(async () => {
  receiver.server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      receiver.received.push({ headers: request.headers, raw, body: JSON.parse(raw) });
      if (receiver.failures > 0) {
        receiver.failures -= 1;
        response.statusCode = 500;
      }
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/api/v1/webhooks/payments`;

  sandbox = await buildSandbox({
    smsApiKey: 'sms-key',
    razorpayKeyId: KEY_ID,
    razorpayKeySecret: KEY_SECRET,
    razorpayWebhookSecret: WEBHOOK_SECRET,
    webhookUrl,
    webhookRetryDelaysMs: [50, 100],
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => receiver.server?.close(resolve));
});

beforeEach(() => {
  receiver.failures = 0;
});

async function call(
  method: string,
  path: string,
  options: { body?: unknown; auth?: string | null; form?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.auth !== null) headers.authorization = options.auth ?? AUTH;
  let body: string | undefined;
  if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.form;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${sandboxUrl}${path}`, { method, headers, body });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, headers: response.headers };
}

const createOrder = async (amount = 50000, receipt = 'rcpt_1') => {
  const res = await call('POST', '/v1/orders', { body: { amount, currency: 'INR', receipt } });
  expect(res.status).toBe(200);
  return res.json as { id: string; amount: number };
};

const pay = (orderId: string, outcome: 'success' | 'failure') =>
  call('POST', `/checkout/orders/${orderId}/pay`, { body: { outcome }, auth: null });

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const webhooksFor = (orderId: string) =>
  receiver.received.filter((r) => r.body.payload.payment.entity.order_id === orderId);

const hmac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

describe('orders API', () => {
  it('creates, fetches and lists an order as Razorpay does', async () => {
    const before = Math.floor(Date.now() / 1000);
    const created = await call('POST', '/v1/orders', {
      body: { amount: 50000, currency: 'INR', receipt: 'rcpt_42', notes: { userId: 'u1' } },
    });
    expect(created.status).toBe(200);
    expect(created.json).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 50000,
      amount_paid: 0,
      amount_due: 50000,
      currency: 'INR',
      receipt: 'rcpt_42',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { userId: 'u1' },
      created_at: expect.any(Number),
    });
    expect(created.json.created_at).toBeGreaterThanOrEqual(before);

    const fetched = await call('GET', `/v1/orders/${created.json.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.json).toEqual(created.json);

    const payments = await call('GET', `/v1/orders/${created.json.id}/payments`);
    expect(payments.json).toEqual({ entity: 'collection', count: 0, items: [] });
  });

  it('accepts a form-encoded order, notes[key]=value included', async () => {
    const res = await call('POST', '/v1/orders', {
      form: 'amount=12345&currency=INR&receipt=form_1&notes[purpose]=topup',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      amount: 12345,
      amount_due: 12345,
      receipt: 'form_1',
      notes: { purpose: 'topup' },
    });
  });

  it('refuses an amount under 100 paise with Razorpay’s error body', async () => {
    const res = await call('POST', '/v1/orders', {
      body: { amount: 99, currency: 'INR', receipt: 'r' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Order amount less than minimum amount allowed',
        field: 'amount',
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
      },
    });
  });

  it.each([
    [{ currency: 'INR' }, 'amount', 'The amount field is required.'],
    [{ amount: 100.5, currency: 'INR' }, 'amount', 'The amount must be an integer.'],
    [{ amount: 'ten', currency: 'INR' }, 'amount', 'The amount must be an integer.'],
    [{ amount: 1000 }, 'currency', 'The currency field is required.'],
    [{ amount: 1000, currency: 'USD' }, 'currency', 'The selected currency is invalid.'],
    [
      { amount: 1000, currency: 'INR', receipt: 'x'.repeat(41) },
      'receipt',
      'The receipt may not be greater than 40 characters.',
    ],
    [
      { amount: 1000, currency: 'INR', colour: 'red' },
      'colour',
      'colour is/are not required and should not be sent',
    ],
  ])('refuses %j (%s)', async (body, field, description) => {
    const res = await call('POST', '/v1/orders', { body });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field, description });
  });

  it('answers 401 for a wrong or missing key', async () => {
    const unauthorized = {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Authentication failed',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      },
    };
    const wrongSecret = `Basic ${Buffer.from(`${KEY_ID}:nope`).toString('base64')}`;
    const wrongId = `Basic ${Buffer.from(`rzp_test_other:${KEY_SECRET}`).toString('base64')}`;
    for (const auth of [wrongSecret, wrongId, 'Bearer abc', null]) {
      const res = await call('POST', '/v1/orders', {
        body: { amount: 1000, currency: 'INR' },
        auth,
      });
      expect(res.status).toBe(401);
      expect(res.json).toEqual(unauthorized);
    }
    const order = await createOrder();
    expect((await call('GET', `/v1/orders/${order.id}`, { auth: wrongSecret })).status).toBe(401);
    expect((await call('GET', `/v1/orders/${order.id}/payments`, { auth: null })).status).toBe(401);
    expect((await call('GET', '/v1/payments/pay_abc', { auth: null })).status).toBe(401);
  });

  it('answers an unknown id as Razorpay does', async () => {
    for (const path of [
      '/v1/orders/order_DoesNotExist00',
      '/v1/orders/order_DoesNotExist00/payments',
      '/v1/payments/pay_DoesNotExist000',
    ]) {
      const res = await call('GET', path);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        description: 'The id provided does not exist',
      });
    }
  });
});

describe('paying an order', () => {
  it('pays: a signed result, a paid order, a captured payment and signed webhooks', async () => {
    const order = await createOrder(50000, 'pay_ok');
    const res = await pay(order.id, 'success');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      razorpay_order_id: order.id,
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const { razorpay_payment_id: paymentId, razorpay_signature: signature } = res.json;
    expect(signature).toBe(hmac(KEY_SECRET, `${order.id}|${paymentId}`));

    const fetched = await call('GET', `/v1/orders/${order.id}`);
    expect(fetched.json).toMatchObject({
      status: 'paid',
      amount_paid: 50000,
      amount_due: 0,
      attempts: 1,
    });
    const payment = await call('GET', `/v1/payments/${paymentId}`);
    expect(payment.json).toMatchObject({
      id: paymentId,
      entity: 'payment',
      amount: 50000,
      currency: 'INR',
      status: 'captured',
      order_id: order.id,
      method: 'card',
      captured: true,
      error_code: null,
      error_description: null,
      created_at: expect.any(Number),
    });
    const list = await call('GET', `/v1/orders/${order.id}/payments`);
    expect(list.json).toEqual({ entity: 'collection', count: 1, items: [payment.json] });

    const hooks = await waitFor(
      () => (webhooksFor(order.id).length >= 2 ? webhooksFor(order.id) : undefined),
      'payment.captured and order.paid',
    );
    expect(hooks.map((h) => h.body.event).sort()).toEqual(['order.paid', 'payment.captured']);
    for (const hook of hooks) {
      expect(hook.headers['content-type']).toBe('application/json');
      expect(hook.headers['x-razorpay-signature']).toBe(hmac(WEBHOOK_SECRET, hook.raw));
      expect(hook.headers['x-razorpay-event-id']).toMatch(/^evt_[A-Za-z0-9]{14}$/);
      expect(hook.body).toMatchObject({
        entity: 'event',
        account_id: expect.stringMatching(/^acc_/),
        created_at: expect.any(Number),
      });
      expect(hook.body.payload.payment.entity).toEqual(payment.json);
    }
    expect(hooks[0]!.headers['x-razorpay-event-id']).not.toBe(
      hooks[1]!.headers['x-razorpay-event-id'],
    );
    const orderPaid = hooks.find((h) => h.body.event === 'order.paid')!;
    expect(orderPaid.body.contains).toEqual(['payment', 'order']);
    expect(orderPaid.body.payload.order!.entity).toEqual(fetched.json);
    const captured = hooks.find((h) => h.body.event === 'payment.captured')!;
    expect(captured.body.contains).toEqual(['payment']);
    expect(captured.body.payload.order).toBeUndefined();

    const log = await call('GET', `/checkout/webhooks?order_id=${order.id}`, { auth: null });
    expect(log.json).toHaveLength(2);
    for (const entry of log.json) {
      expect(entry).toMatchObject({
        order_id: order.id,
        payment_id: paymentId,
        status: 'delivered',
        attempts: 1,
      });
    }
  });

  it('fails a payment, then pays on a second attempt', async () => {
    const order = await createOrder(25000, 'pay_fail');
    const failed = await pay(order.id, 'failure');
    expect(failed.status).toBe(200);
    expect(failed.json).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: expect.any(String),
        step: expect.any(String),
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    const failedId = failed.json.error.metadata.payment_id;
    expect((await call('GET', `/v1/orders/${order.id}`)).json).toMatchObject({
      status: 'attempted',
      attempts: 1,
      amount_paid: 0,
      amount_due: 25000,
    });
    expect((await call('GET', `/v1/payments/${failedId}`)).json).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
    });
    const hook = await waitFor(() => webhooksFor(order.id)[0], 'payment.failed');
    expect(hook.body.event).toBe('payment.failed');
    expect(hook.body.contains).toEqual(['payment']);
    expect(hook.body.payload.payment.entity).toMatchObject({ id: failedId, status: 'failed' });
    expect(hook.headers['x-razorpay-signature']).toBe(hmac(WEBHOOK_SECRET, hook.raw));

    const paid = await pay(order.id, 'success');
    expect(paid.status).toBe(200);
    expect((await call('GET', `/v1/orders/${order.id}`)).json).toMatchObject({
      status: 'paid',
      attempts: 2,
      amount_paid: 25000,
    });
    const payments = await call('GET', `/v1/orders/${order.id}/payments`);
    expect(payments.json.count).toBe(2);
    expect(payments.json.items.map((p: { status: string }) => p.status)).toEqual([
      'captured',
      'failed',
    ]);
  });

  it('refuses to pay an order twice, an unknown order and a bad outcome', async () => {
    const order = await createOrder(10000, 'pay_twice');
    expect((await pay(order.id, 'success')).status).toBe(200);
    for (const outcome of ['success', 'failure'] as const) {
      const again = await pay(order.id, outcome);
      expect(again.status).toBe(400);
      expect(again.json.error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        description: 'Order is already paid',
      });
    }
    expect((await call('GET', `/v1/orders/${order.id}`)).json.attempts).toBe(1);

    const unknown = await pay('order_DoesNotExist00', 'success');
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.description).toBe('The id provided does not exist');

    const other = await createOrder(10000, 'bad_outcome');
    const bad = await call('POST', `/checkout/orders/${other.id}/pay`, {
      body: { outcome: 'maybe' },
      auth: null,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.field).toBe('outcome');
  });
});

describe('webhooks', () => {
  it('redelivers the same event: same id, same body, same signature', async () => {
    const order = await createOrder(20000, 'redeliver');
    await pay(order.id, 'failure');
    const first = await waitFor(() => webhooksFor(order.id)[0], 'payment.failed');
    const eventId = first.headers['x-razorpay-event-id'] as string;

    const res = await call('POST', `/checkout/webhooks/${eventId}/redeliver`, { auth: null });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ event_id: eventId, status: 'delivered', attempts: 2 });
    const hooks = webhooksFor(order.id);
    expect(hooks).toHaveLength(2);
    expect(hooks[1]!.headers['x-razorpay-event-id']).toBe(eventId);
    expect(hooks[1]!.raw).toBe(first.raw);
    expect(hooks[1]!.headers['x-razorpay-signature']).toBe(first.headers['x-razorpay-signature']);

    const unknown = await call('POST', '/checkout/webhooks/evt_DoesNotExist00/redeliver', {
      auth: null,
    });
    expect(unknown.status).toBe(400);
  });

  it('retries a webhook the receiver refused, and logs one that never got through', async () => {
    const order = await createOrder(30000, 'retry');
    receiver.failures = 1;
    await pay(order.id, 'failure');
    const log = async () =>
      (await call('GET', `/checkout/webhooks?order_id=${order.id}`, { auth: null })).json;
    await waitFor(() => (webhooksFor(order.id).length === 2 ? true : undefined), 'the retry');
    const hooks = webhooksFor(order.id);
    expect(hooks[0]!.headers['x-razorpay-event-id']).toBe(hooks[1]!.headers['x-razorpay-event-id']);
    let entries = await log();
    for (let i = 0; i < 50 && entries[0].status === 'pending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      entries = await log();
    }
    expect(entries[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      last_response_status: 200,
    });

    const next = await createOrder(30000, 'never');
    receiver.failures = 3;
    await pay(next.id, 'failure');
    await waitFor(() => (webhooksFor(next.id).length === 3 ? true : undefined), 'three tries');
    let failed = (await call('GET', `/checkout/webhooks?order_id=${next.id}`, { auth: null })).json;
    for (let i = 0; i < 50 && failed[0].status === 'pending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      failed = (await call('GET', `/checkout/webhooks?order_id=${next.id}`, { auth: null })).json;
    }
    expect(failed[0]).toMatchObject({
      event: 'payment.failed',
      status: 'failed',
      attempts: 3,
      last_response_status: 500,
    });
  });
});

describe('refunds API', () => {
  /** An order of `amount` paise, paid; returns the captured payment's id. */
  const paidPayment = async (amount: number, receipt: string) => {
    const order = await createOrder(amount, receipt);
    const res = await pay(order.id, 'success');
    expect(res.status).toBe(200);
    return { orderId: order.id, paymentId: res.json.razorpay_payment_id as string };
  };
  const refund = (paymentId: string, body?: unknown) =>
    call('POST', `/v1/payments/${paymentId}/refund`, { body });

  it('refunds the whole payment by default, and shows it on the payment and in the lists', async () => {
    const { orderId, paymentId } = await paidPayment(40000, 'refund_full');
    const before = Math.floor(Date.now() / 1000);
    const res = await refund(paymentId, { receipt: 'rf_full_1', notes: { reason: 'over limit' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      entity: 'refund',
      amount: 40000,
      currency: 'INR',
      payment_id: paymentId,
      notes: { reason: 'over limit' },
      receipt: 'rf_full_1',
      acquirer_data: { arn: null },
      created_at: expect.any(Number),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    });
    expect(res.json.created_at).toBeGreaterThanOrEqual(before);
    const refundId = res.json.id as string;

    expect((await call('GET', `/v1/payments/${paymentId}`)).json).toMatchObject({
      status: 'refunded',
      amount_refunded: 40000,
      refund_status: 'full',
      captured: true,
    });
    // The order stays paid: the payment is what was refunded.
    expect((await call('GET', `/v1/orders/${orderId}`)).json).toMatchObject({ status: 'paid' });
    expect((await call('GET', `/v1/refunds/${refundId}`)).json).toEqual(res.json);
    expect((await call('GET', `/v1/payments/${paymentId}/refunds/${refundId}`)).json).toEqual(
      res.json,
    );
    expect((await call('GET', `/v1/payments/${paymentId}/refunds`)).json).toEqual({
      entity: 'collection',
      count: 1,
      items: [res.json],
    });
    const all = (await call('GET', '/v1/refunds?count=100')).json;
    expect(all.entity).toBe('collection');
    expect(all.items[0]).toEqual(res.json);

    // Nothing is left to refund.
    const again = await refund(paymentId);
    expect(again.status).toBe(400);
    expect(again.json.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'The payment has been fully refunded already',
    });
    expect((await call('GET', `/v1/payments/${paymentId}/refunds`)).json.count).toBe(1);
  });

  it('sends refund.created and refund.processed, signed like the other webhooks', async () => {
    const { orderId, paymentId } = await paidPayment(15000, 'refund_hooks');
    await waitFor(() => (webhooksFor(orderId).length >= 2 ? true : undefined), 'payment hooks');
    const res = await refund(paymentId, { receipt: 'rf_hooks' });
    const refundId = res.json.id as string;
    const hooks = await waitFor(() => {
      const found = webhooksFor(orderId).filter((h) => h.body.event.startsWith('refund.'));
      return found.length >= 2 ? found : undefined;
    }, 'refund webhooks');
    expect(hooks.map((h) => h.body.event).sort()).toEqual(['refund.created', 'refund.processed']);
    const payment = (await call('GET', `/v1/payments/${paymentId}`)).json;
    for (const hook of hooks) {
      expect(hook.headers['x-razorpay-signature']).toBe(hmac(WEBHOOK_SECRET, hook.raw));
      expect(hook.headers['x-razorpay-event-id']).toMatch(/^evt_[A-Za-z0-9]{14}$/);
      expect(hook.body.contains).toEqual(['refund', 'payment']);
      const payload = hook.body.payload as unknown as {
        refund: { entity: Record<string, unknown> };
        payment: { entity: Record<string, unknown> };
      };
      expect(payload.refund.entity).toEqual(res.json);
      expect(payload.payment.entity).toEqual(payment);
    }
    const log = (await call('GET', `/checkout/webhooks?order_id=${orderId}`, { auth: null })).json;
    const refundLog = log.filter((d: { event: string }) => d.event.startsWith('refund.'));
    expect(refundLog).toHaveLength(2);
    for (const entry of refundLog) {
      expect(entry).toMatchObject({
        order_id: orderId,
        payment_id: paymentId,
        refund_id: refundId,
      });
    }
    expect(log.find((d: { event: string }) => d.event === 'order.paid').refund_id).toBeNull();
  });

  it('refunds in parts, never more than was captured', async () => {
    const { paymentId } = await paidPayment(10000, 'refund_parts');
    const first = await refund(paymentId, { amount: 3000, speed: 'optimum' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      amount: 3000,
      speed_requested: 'optimum',
      speed_processed: 'instant',
      receipt: null,
      notes: {},
    });
    expect((await call('GET', `/v1/payments/${paymentId}`)).json).toMatchObject({
      status: 'captured',
      amount_refunded: 3000,
      refund_status: 'partial',
    });

    const tooMuch = await refund(paymentId, { amount: 7001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'The refund amount provided is greater than amount captured',
    });
    expect((await call('GET', `/v1/payments/${paymentId}`)).json.amount_refunded).toBe(3000);

    // Form-encoded, as Razorpay's docs send it; the rest of the payment.
    const rest = await call('POST', `/v1/payments/${paymentId}/refund`, {
      form: 'amount=7000&receipt=rf_rest&notes[why]=rest',
    });
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ amount: 7000, receipt: 'rf_rest', notes: { why: 'rest' } });
    expect((await call('GET', `/v1/payments/${paymentId}`)).json).toMatchObject({
      status: 'refunded',
      amount_refunded: 10000,
      refund_status: 'full',
    });
    const list = (await call('GET', `/v1/payments/${paymentId}/refunds`)).json;
    expect(list.items.map((r: { amount: number }) => r.amount)).toEqual([7000, 3000]);
    expect((await call('GET', `/v1/payments/${paymentId}/refunds?count=1&skip=1`)).json).toEqual({
      entity: 'collection',
      count: 1,
      items: [first.json],
    });
  });

  it('refuses a payment that was not captured, an unknown id and bad input', async () => {
    const order = await createOrder(20000, 'refund_failed');
    const failed = await pay(order.id, 'failure');
    const failedId = failed.json.error.metadata.payment_id as string;
    const notCaptured = await refund(failedId);
    expect(notCaptured.status).toBe(400);
    expect(notCaptured.json.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Only payments which have been captured can be refunded',
    });
    expect((await call('GET', `/v1/payments/${failedId}/refunds`)).json.count).toBe(0);

    for (const path of [
      '/v1/refunds/rfnd_DoesNotExist000',
      '/v1/payments/pay_DoesNotExist000/refunds',
    ]) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.json.error.description).toBe('The id provided does not exist');
    }
    const unknown = await refund('pay_DoesNotExist000');
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.description).toBe('The id provided does not exist');

    const { paymentId } = await paidPayment(20000, 'refund_bad_input');
    const other = await paidPayment(20000, 'refund_other');
    const otherRefund = (await refund(other.paymentId, { amount: 100 })).json.id as string;
    expect((await call('GET', `/v1/payments/${paymentId}/refunds/${otherRefund}`)).status).toBe(
      400,
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 99 }, 'amount', 'The amount must be at least INR 1.00'],
      [{ amount: 150.5 }, 'amount', 'The amount must be an integer.'],
      [{ amount: 'all' }, 'amount', 'The amount must be an integer.'],
      [{ speed: 'fast' }, 'speed', 'The selected speed is invalid.'],
      [
        { receipt: 'r'.repeat(41) },
        'receipt',
        'The receipt may not be greater than 40 characters.',
      ],
      [{ notes: 'text' }, 'notes', 'The notes field must be an object of key-value pairs.'],
      [{ currency: 'INR' }, 'currency', 'currency is/are not required and should not be sent'],
    ];
    for (const [body, field, description] of cases) {
      const res = await refund(paymentId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field, description });
    }
    expect((await call('GET', `/v1/payments/${paymentId}`)).json).toMatchObject({
      status: 'captured',
      amount_refunded: 0,
      refund_status: null,
    });

    for (const [method, path] of [
      ['POST', `/v1/payments/${paymentId}/refund`],
      ['GET', `/v1/payments/${paymentId}/refunds`],
      ['GET', `/v1/refunds/${otherRefund}`],
      ['GET', '/v1/refunds'],
    ] as const) {
      expect((await call(method, path, { auth: null })).status, path).toBe(401);
    }
    expect((await call('GET', `/v1/payments/${paymentId}`)).json.amount_refunded).toBe(0);
  });
});

describe('the official razorpay SDK, pointed at the sandbox', () => {
  const sdk = () => {
    const rzp = new Razorpay({ key_id: KEY_ID, key_secret: KEY_SECRET });
    (rzp.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL =
      sandboxUrl;
    return rzp;
  };

  it('creates and fetches orders and payments unchanged', async () => {
    const rzp = sdk();
    const order = await rzp.orders.create({
      amount: 50000,
      currency: 'INR',
      receipt: 'r1',
      notes: { purpose: 'wallet top-up' },
    });
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_/),
      entity: 'order',
      amount: 50000,
      amount_due: 50000,
      currency: 'INR',
      receipt: 'r1',
      status: 'created',
      notes: { purpose: 'wallet top-up' },
    });
    expect(await rzp.orders.fetch(order.id)).toEqual(order);

    const result = (await pay(order.id, 'success')).json;
    expect(
      razorpayUtils.validatePaymentVerification(
        { order_id: result.razorpay_order_id, payment_id: result.razorpay_payment_id },
        result.razorpay_signature,
        KEY_SECRET,
      ),
    ).toBe(true);
    expect(
      razorpayUtils.validatePaymentVerification(
        { order_id: order.id, payment_id: result.razorpay_payment_id },
        result.razorpay_signature,
        'another secret',
      ),
    ).toBe(false);

    const payments = await rzp.orders.fetchPayments(order.id);
    expect(payments.count).toBe(1);
    expect(payments.items[0]).toMatchObject({ id: result.razorpay_payment_id, status: 'captured' });
    const payment = await rzp.payments.fetch(result.razorpay_payment_id);
    expect(payment).toMatchObject({
      id: result.razorpay_payment_id,
      order_id: order.id,
      amount: 50000,
      status: 'captured',
      captured: true,
    });
    expect(await rzp.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 50000 });

    const hooks = await waitFor(
      () => (webhooksFor(order.id).length >= 2 ? webhooksFor(order.id) : undefined),
      'webhooks',
    );
    for (const hook of hooks) {
      const signature = hook.headers['x-razorpay-signature'] as string;
      expect(razorpayUtils.validateWebhookSignature(hook.raw, signature, WEBHOOK_SECRET)).toBe(
        true,
      );
      expect(Razorpay.validateWebhookSignature(hook.raw, signature, WEBHOOK_SECRET)).toBe(true);
      expect(razorpayUtils.validateWebhookSignature(hook.raw, signature, 'wrong')).toBe(false);
    }
  });

  it('refunds through payments.refund and reads refunds back, unchanged', async () => {
    const rzp = sdk();
    const order = await rzp.orders.create({ amount: 30000, currency: 'INR', receipt: 'sdk_rf' });
    const paid = (await pay(order.id, 'success')).json;
    const paymentId = paid.razorpay_payment_id as string;

    const partial = await rzp.payments.refund(paymentId, {
      amount: 10000,
      speed: 'optimum',
      receipt: 'sdk_refund_1',
      notes: { reason: 'wallet limit' },
    });
    expect(partial).toMatchObject({
      id: expect.stringMatching(/^rfnd_/),
      entity: 'refund',
      amount: 10000,
      payment_id: paymentId,
      receipt: 'sdk_refund_1',
      notes: { reason: 'wallet limit' },
      status: 'processed',
      speed_processed: 'instant',
    });
    expect(await rzp.refunds.fetch(partial.id)).toEqual(partial);
    expect(await rzp.payments.fetchRefund(paymentId, partial.id)).toEqual(partial);

    await expect(rzp.payments.refund(paymentId, { amount: 20001 })).rejects.toMatchObject({
      statusCode: 400,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The refund amount provided is greater than amount captured',
      },
    });
    // No amount: whatever is left.
    const rest = await rzp.payments.refund(paymentId, {});
    expect(rest).toMatchObject({ amount: 20000, payment_id: paymentId, speed_requested: 'normal' });

    const listed = await rzp.payments.fetchMultipleRefund(paymentId);
    expect(listed).toMatchObject({ entity: 'collection', count: 2 });
    expect(listed.items.map((r) => r.id)).toEqual([rest.id, partial.id]);
    const all = await rzp.refunds.all({ count: 100 });
    expect(all.items.map((r) => r.id).slice(0, 2)).toEqual([rest.id, partial.id]);
    expect(await rzp.payments.fetch(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 30000,
      refund_status: 'full',
    });
    await expect(rzp.refunds.fetch('rfnd_DoesNotExist000')).rejects.toMatchObject({
      statusCode: 400,
      error: { description: 'The id provided does not exist' },
    });
  });

  it('surfaces Razorpay’s errors through the SDK', async () => {
    const rzp = sdk();
    await expect(rzp.orders.create({ amount: 50, currency: 'INR', receipt: 'r2' })).rejects.toEqual(
      {
        statusCode: 400,
        error: expect.objectContaining({
          code: 'BAD_REQUEST_ERROR',
          description: 'Order amount less than minimum amount allowed',
          field: 'amount',
        }),
      },
    );
    await expect(rzp.orders.fetch('order_DoesNotExist00')).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });

    const wrong = new Razorpay({ key_id: KEY_ID, key_secret: 'wrong' });
    (wrong.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL =
      sandboxUrl;
    await expect(
      wrong.orders.create({ amount: 5000, currency: 'INR', receipt: 'r3' }),
    ).rejects.toMatchObject({ statusCode: 401, error: { description: 'Authentication failed' } });
  });
});

describe('checkout', () => {
  it('serves checkout.js, which defines window.Razorpay and opens the page in an overlay', async () => {
    const res = await call('GET', '/v1/checkout.js', { auth: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(res.text).toContain('window.Razorpay');

    // A minimal DOM: enough to run the script outside a browser.
    interface FakeElement {
      tag: string;
      attributes: Record<string, string>;
      style: Record<string, string>;
      children: FakeElement[];
      src?: string;
      title?: string;
      removed?: boolean;
      contentWindow?: object;
    }
    const element = (tag: string): FakeElement & Record<string, unknown> => ({
      tag,
      attributes: {},
      style: {},
      children: [],
      contentWindow: tag === 'iframe' ? {} : undefined,
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      },
      appendChild(child: FakeElement) {
        this.children.push(child);
      },
      addEventListener() {},
      focus() {},
      remove() {
        this.removed = true;
      },
    });
    const listeners: Record<string, ((event: unknown) => void)[]> = {};
    const body = element('body');
    const window: Record<string, unknown> = {
      location: { origin: 'http://127.0.0.1:5173' },
      addEventListener: (type: string, fn: (event: unknown) => void) =>
        (listeners[type] ??= []).push(fn),
      removeEventListener: (type: string, fn: (event: unknown) => void) => {
        listeners[type] = (listeners[type] ?? []).filter((f) => f !== fn);
      },
    };
    const document = {
      currentScript: { src: `${sandboxUrl}/v1/checkout.js` },
      body,
      activeElement: null,
      createElement: element,
      addEventListener() {},
      removeEventListener() {},
    };
    vm.runInNewContext(res.text, { window, document, URL, URLSearchParams });
    const RazorpayCheckout = window.Razorpay as new (options: unknown) => {
      open(): void;
      on(event: string, cb: (response: unknown) => void): void;
    };
    expect(typeof RazorpayCheckout).toBe('function');
    expect(() => new RazorpayCheckout({ order_id: 'order_x' })).toThrow(/key/);

    const order = await createOrder(75000, 'checkout_js');
    const results: unknown[] = [];
    const rzp = new RazorpayCheckout({
      key: KEY_ID,
      amount: 75000,
      currency: 'INR',
      name: 'Kosh',
      description: 'Wallet top-up',
      order_id: order.id,
      prefill: { name: 'Asha', email: 'asha@example.com', contact: '9876543210' },
      theme: { color: '#0f766e' },
      handler: (response: unknown) => results.push(['handler', response]),
      modal: { ondismiss: () => results.push(['dismiss']) },
    });
    rzp.on('payment.failed', (response) => results.push(['failed', response]));
    rzp.open();
    const overlay = body.children[0]!;
    expect(overlay.attributes).toMatchObject({ role: 'dialog', 'aria-modal': 'true' });
    const frame = overlay.children[0]!;
    expect(frame.title).toBe('Kosh test checkout (sandbox)');
    const src = new URL(frame.src!);
    expect(src.origin + src.pathname).toBe(`${sandboxUrl}/checkout/page`);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      order_id: order.id,
      key_id: KEY_ID,
      name: 'Kosh',
      email: 'asha@example.com',
      origin: 'http://127.0.0.1:5173',
    });

    const message = (data: unknown, origin = sandboxUrl) =>
      (listeners.message ?? []).forEach((fn) => fn({ origin, source: frame.contentWindow, data }));
    const failure = (await pay(order.id, 'failure')).json;
    message({ source: 'kosh-sandbox-checkout', type: 'success', payload: {} }, 'http://evil.test');
    message({ source: 'kosh-sandbox-checkout', type: 'failure', payload: failure });
    expect(results).toEqual([['failed', failure]]);
    expect(overlay.removed).toBeUndefined();
    const success = (await pay(order.id, 'success')).json;
    message({ source: 'kosh-sandbox-checkout', type: 'success', payload: success });
    expect(results[1]).toEqual(['handler', success]);
    expect(overlay.removed).toBe(true);
    expect(listeners.message).toEqual([]);
  });

  it('serves the checkout page with the amount, the merchant and three buttons', async () => {
    const order = await createOrder(123456, 'page');
    const query = new URLSearchParams({
      order_id: order.id,
      key_id: KEY_ID,
      name: 'Kosh <Payments>',
      description: 'Wallet top-up',
      origin: 'http://127.0.0.1:5173',
    });
    const res = await call('GET', `/checkout/page?${query}`, { auth: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.text).toContain('Kosh test checkout (sandbox)');
    expect(res.text).toContain('Kosh &lt;Payments&gt;');
    expect(res.text).not.toContain('<Payments>');
    expect(res.text).toMatch(/<button[^>]*data-outcome="success"[^>]*>Pay ₹1,234\.56<\/button>/);
    expect(res.text).toMatch(/<button[^>]*data-outcome="failure"[^>]*>Fail payment<\/button>/);
    expect(res.text).toMatch(/<button[^>]*id="close"[^>]*>Close<\/button>/);
    expect(res.text).not.toMatch(/(src|href)="https?:/);

    const script = await call('GET', '/checkout/page.js', { auth: null });
    expect(script.status).toBe(200);
    expect(script.text).toContain('/checkout/orders/');

    const wrongKey = await call(
      'GET',
      `/checkout/page?order_id=${order.id}&key_id=rzp_test_someone_else`,
      { auth: null },
    );
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.text).toContain('role="alert"');
    expect(wrongKey.text).not.toContain('Fail payment');

    await pay(order.id, 'success');
    const paid = await call('GET', `/checkout/page?order_id=${order.id}&key_id=${KEY_ID}`, {
      auth: null,
    });
    expect(paid.text).toContain('This order is already paid.');
    expect(paid.text).not.toContain('Fail payment');
  });
});

describe('configuration', () => {
  it('defaults to the documented test keys and the API’s webhook route', () => {
    expect(loadSandboxConfig({})).toMatchObject({
      razorpayKeyId: 'rzp_test_kosh',
      razorpayKeySecret: 'kosh_test_key_secret',
      razorpayWebhookSecret: 'kosh_test_webhook_secret',
      webhookUrl: 'http://127.0.0.1:3000/api/v1/webhooks/payments',
    });
    expect(RAZORPAY_TEST_DEFAULTS.keyId).toBe('rzp_test_kosh');
    expect(loadSandboxConfig({ PORT: '3100', RAZORPAY_KEY_ID: ' ' }).webhookUrl).toBe(
      'http://127.0.0.1:3100/api/v1/webhooks/payments',
    );
    expect(
      loadSandboxConfig({
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
        PAYMENTS_WEBHOOK_URL: 'http://api.local/hooks',
      }),
    ).toMatchObject({
      razorpayKeyId: 'rzp_test_x',
      razorpayKeySecret: 's',
      razorpayWebhookSecret: 'w',
      webhookUrl: 'http://api.local/hooks',
    });
    expect(() => loadSandboxConfig({ PAYMENTS_WEBHOOK_URL: 'not a url' })).toThrow(
      /PAYMENTS_WEBHOOK_URL/,
    );
  });

  it('uses the test keys when none are given', async () => {
    const app = await buildSandbox({ smsApiKey: 'k', webhookUrl });
    try {
      const auth = `Basic ${Buffer.from('rzp_test_kosh:kosh_test_key_secret').toString('base64')}`;
      const res = await app.inject({
        method: 'POST',
        url: '/v1/orders',
        headers: { authorization: auth },
        payload: { amount: 100, currency: 'INR', receipt: 'defaults' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
