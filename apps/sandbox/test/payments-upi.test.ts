import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../src/app';
import { isVpa, upiIntentUrl } from '../src/payments/upi';
import { WebhookReceiver } from './webhook-receiver';

const KEY_ID = 'rzp_test_sandbox_upi';
const KEY_SECRET = 'sandbox_upi_key_secret';
const AUTH = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

interface Event {
  event: string;
  payload: { payment: { entity: Record<string, unknown> } };
}

const receiver = new WebhookReceiver<Event>();
let sandbox: FastifyInstance;
let base: string;

beforeAll(async () => {
  const receiverUrl = await receiver.start();
  sandbox = await buildSandbox({
    smsApiKey: 'sms-key',
    razorpayKeyId: KEY_ID,
    razorpayKeySecret: KEY_SECRET,
    razorpayWebhookSecret: 'upi_webhook_secret',
    webhookUrl: `${receiverUrl}/webhooks`,
    webhookRetryDelaysMs: [50],
    upiAutoSettleMs: 50,
    upiExpiryMs: 600,
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await sandbox?.close();
  await receiver.close();
});

async function call(method: string, path: string, body?: unknown, auth = false) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(auth ? { authorization: AUTH } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

const createOrder = async (amount = 50000) =>
  (await call('POST', '/v1/orders', { amount, currency: 'INR' }, true)).json as { id: string };

async function until<T>(find: () => Promise<T | undefined> | T | undefined, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const settledState = (paymentId: string) =>
  until(async () => {
    const state = (await call('GET', `/checkout/upi/${paymentId}`)).json;
    return state.status === 'created' ? undefined : state;
  });

const eventsFor = (orderId: string) =>
  receiver.received.filter((r) => r.body.payload.payment.entity.order_id === orderId);

describe('UPI ids', () => {
  it('accepts name@handle and refuses what is not one', () => {
    expect(isVpa('rahul.sharma-1_x@okhdfc')).toBe(true);
    expect(isVpa('success@kosh')).toBe(true);
    for (const bad of ['', 'rahul', '@okhdfc', 'rahul@', 'ra hul@okhdfc', 'a@1bank', 'a@b@c']) {
      expect(isVpa(bad), bad).toBe(false);
    }
    expect(isVpa(`${'a'.repeat(250)}@okaxis`)).toBe(false);
  });

  it('builds the UPI intent a QR carries', () => {
    const url = upiIntentUrl({ merchant: 'Kosh', amountPaise: 123456, reference: 'pay_X' });
    expect(url).toBe('upi://pay?pa=kosh.sandbox%40razorpay&pn=Kosh&am=1234.56&cu=INR&tr=pay_X');
  });
});

describe('a UPI collect request', () => {
  it('success@kosh is approved by itself: a captured UPI payment, signed, with webhooks', async () => {
    const order = await createOrder();
    const started = await call('POST', `/checkout/orders/${order.id}/upi`, {
      flow: 'collect',
      vpa: 'success@kosh',
    });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: 'created', method: 'upi', vpa: 'success@kosh' });
    expect(started.json.expires_at).toBeGreaterThan(Date.now() / 1000);
    const state = await settledState(started.json.razorpay_payment_id);
    expect(state.status).toBe('captured');
    const signed = createHmac('sha256', KEY_SECRET)
      .update(`${order.id}|${state.razorpay_payment_id}`)
      .digest('hex');
    expect(state.razorpay_signature).toBe(signed);

    const payment = (
      await call('GET', `/v1/payments/${state.razorpay_payment_id}`, undefined, true)
    ).json;
    expect(payment).toMatchObject({ method: 'upi', vpa: 'success@kosh', status: 'captured' });
    expect(payment.acquirer_data.rrn).toMatch(/^\d{12}$/);
    expect(payment.acquirer_data.upi_transaction_id).toMatch(/^KOSH\d{12}$/);

    const events = await until(() => {
      const got = eventsFor(order.id);
      return got.length >= 2 ? got : undefined;
    });
    expect(events.map((e) => e.body.event).sort()).toEqual(['order.paid', 'payment.captured']);
    for (const e of events) {
      expect(e.body.payload.payment.entity).toMatchObject({ method: 'upi', vpa: 'success@kosh' });
    }
  });

  it('failure@kosh is declined: a failed payment, payment.failed, the order open again', async () => {
    const order = await createOrder();
    const started = await call('POST', `/checkout/orders/${order.id}/upi`, {
      vpa: 'failure@kosh',
    });
    const state = await settledState(started.json.razorpay_payment_id);
    expect(state).toMatchObject({ status: 'failed', error: { reason: 'payment_declined' } });
    const got = await until(() => eventsFor(order.id)[0]);
    expect(got.body.event).toBe('payment.failed');
    expect(got.body.payload.payment.entity).toMatchObject({ method: 'upi', vpa: 'failure@kosh' });
    const fetched = (await call('GET', `/v1/orders/${order.id}`, undefined, true)).json;
    expect(fetched.status).toBe('attempted');
  });

  it('any other UPI id waits for the tester, then expires', async () => {
    const order = await createOrder();
    const waiting = await call('POST', `/checkout/orders/${order.id}/upi`, { vpa: 'ravi@okicici' });
    const approved = await call(
      'POST',
      `/checkout/upi/${waiting.json.razorpay_payment_id}/approve`,
    );
    expect(approved.json).toMatchObject({ status: 'captured', vpa: 'ravi@okicici' });
    const again = await call('POST', `/checkout/upi/${waiting.json.razorpay_payment_id}/decline`);
    expect(again.status).toBe(400);

    const other = await createOrder();
    const left = await call('POST', `/checkout/orders/${other.id}/upi`, { vpa: 'ravi@okicici' });
    const expired = await settledState(left.json.razorpay_payment_id);
    expect(expired).toMatchObject({ status: 'failed', error: { reason: 'payment_timed_out' } });
  });

  it('refuses a bad UPI id with the field, and a paid order', async () => {
    const order = await createOrder();
    const bad = await call('POST', `/checkout/orders/${order.id}/upi`, { vpa: 'not-a-vpa' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'vpa' });
    await call('POST', `/checkout/orders/${order.id}/pay`, { outcome: 'success' });
    const paid = await call('POST', `/checkout/orders/${order.id}/upi`, { vpa: 'ravi@okicici' });
    expect(paid.status).toBe(400);
  });
});

describe('a UPI QR', () => {
  it('carries the intent; the scan page approves it from the scanner’s UPI id', async () => {
    const order = await createOrder(12345);
    const qr = await call('POST', `/checkout/orders/${order.id}/upi`, { flow: 'qr' });
    expect(qr.json.intent_url).toContain('am=123.45');
    expect(qr.json.intent_url).toContain(`tr=${qr.json.razorpay_payment_id}`);
    expect(qr.json.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const app = await call('GET', qr.json.scan_url);
    expect(app.text).toContain('Approve payment');
    const form = await fetch(`${base}${qr.json.scan_url.replace(/\/app$/, '/approve')}`, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    const state = await settledState(qr.json.razorpay_payment_id);
    expect(state).toMatchObject({ status: 'captured', vpa: 'scanner@kosh' });
  });

  it('shows on the checkout page only when Checkout opened on a wide screen', async () => {
    const order = await createOrder();
    const page = (qr: string) =>
      call('GET', `/checkout/page?order_id=${order.id}&key_id=${KEY_ID}${qr}`);
    const wide = await page('&qr=1');
    expect(wide.text).toContain('Show QR code');
    expect(wide.text).toMatch(/<label for="vpa">UPI ID<\/label>/);
    expect((await page('')).text).not.toContain('Show QR code');
  });
});

describe('the official razorpay SDK', () => {
  it('reads a UPI payment unchanged', async () => {
    const rzp = new Razorpay({ key_id: KEY_ID, key_secret: KEY_SECRET });
    (rzp as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
      base;
    const order = await rzp.orders.create({ amount: 20000, currency: 'INR' });
    const started = await call('POST', `/checkout/orders/${order.id}/upi`, { vpa: 'asha@oksbi' });
    await call('POST', `/checkout/upi/${started.json.razorpay_payment_id}/approve`);
    const payment = await rzp.payments.fetch(started.json.razorpay_payment_id);
    expect(payment).toMatchObject({ method: 'upi', vpa: 'asha@oksbi', status: 'captured' });
    const { items } = await rzp.orders.fetchPayments(order.id);
    expect(items[0]?.id).toBe(started.json.razorpay_payment_id);
  });
});
