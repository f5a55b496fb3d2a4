import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '../src/common/signing';
import { buildSandbox, loadSandboxConfig, RAZORPAY_TEST_DEFAULTS } from '../src/app';

const SECRET = 'payouts_spec_webhook_secret';
const STEP_MS = 40;
const SLOW_MS = 1500;
const HANG_MS = 300;

interface Received {
  signature: string;
  eventId: string;
  raw: string;
  body: { event: string; payload: { payout: { entity: { id: string; status: string } } } };
}

const received: Received[] = [];
let receiver: http.Server;
let sandbox: FastifyInstance;
let base: string;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      received.push({
        signature: String(request.headers['x-razorpay-signature']),
        eventId: String(request.headers['x-razorpay-event-id']),
        raw,
        body: JSON.parse(raw),
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  sandbox = await buildSandbox({
    smsApiKey: 'sms-key',
    payoutsWebhookSecret: SECRET,
    payoutsWebhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
    payoutsStepMs: STEP_MS,
    payoutsSlowMs: SLOW_MS,
    payoutsHangMs: HANG_MS,
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const auth = `Basic ${Buffer.from(`${RAZORPAY_TEST_DEFAULTS.keyId}:${RAZORPAY_TEST_DEFAULTS.keySecret}`).toString('base64')}`;

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  options: { key?: boolean } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.key === false ? {} : { authorization: auth }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  const text = await response.text();
  let json: Answer = {};
  try {
    json = JSON.parse(text) as Answer;
  } catch {
    // Not JSON: a test reads only the status.
  }
  return { status: response.status, json };
}

/** Every field a test reads of the provider's answers (a payout, a list, an error, a log). */
interface Answer {
  id?: string;
  entity?: string;
  status?: string;
  utr?: string | null;
  amount?: number;
  reference_id?: string;
  failure_reason?: string | null;
  count?: number;
  items?: { id: string }[];
  error?: { field?: string; code?: string };
  event_id?: string;
}

let serial = 0;
async function beneficiary(accountNumber: string) {
  const contact = await call('POST', '/v1/contacts', { name: 'Ravi Kumar', type: 'customer' });
  expect(contact.status).toBe(201);
  const account = await call('POST', '/v1/fund_accounts', {
    contact_id: contact.json.id,
    account_type: 'bank_account',
    bank_account: { name: 'Ravi Kumar', ifsc: 'HDFC0001234', account_number: accountNumber },
  });
  expect(account.status).toBe(201);
  return account.json.id as string;
}
const payoutBody = (fundAccountId: string, over: Record<string, unknown> = {}) => ({
  account_number: '2323230041626905',
  fund_account_id: fundAccountId,
  amount: 2_000_00,
  currency: 'INR',
  mode: 'IMPS',
  purpose: 'payout',
  reference_id: `KP${(serial += 1)}`,
  ...over,
});
const payout = (body: unknown, key = `key-${Date.now()}-${(serial += 1)}`) =>
  call('POST', '/v1/payouts', body, { 'x-payout-idempotency': key });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statusOf = async (id: string) => (await call('GET', `/v1/payouts/${id}`)).json.status;
const eventsOf = (id: string) =>
  received.filter((r) => r.body.payload.payout.entity.id === id).map((r) => r.body.event);

describe('payouts (RazorpayX style)', () => {
  it('moves a payout queued → pending → processing → processed, with a UTR and signed webhooks', async () => {
    const fa = await beneficiary('50100123456789');
    const created = await payout(payoutBody(fa));
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      entity: 'payout',
      status: 'queued',
      utr: null,
      amount: 200000,
    });
    await sleep(STEP_MS * 6);
    const done = await call('GET', `/v1/payouts/${created.json.id}`);
    expect(done.json).toMatchObject({
      status: 'processed',
      utr: expect.stringMatching(/^KOSH\d{12}$/),
    });
    await sleep(100);
    expect(eventsOf(created.json.id!)).toEqual([
      'payout.queued',
      'payout.pending',
      'payout.initiated',
      'payout.processed',
    ]);
    for (const r of received) expect(r.signature).toBe(hmacSha256Hex(SECRET, r.raw));
    // Found by its reference, for reconciliation.
    const found = await call('GET', `/v1/payouts?reference_id=${created.json.reference_id}`);
    expect(found.json).toMatchObject({ count: 1, items: [{ id: created.json.id }] });
  });

  it('is one payout per idempotency key; another body under the key is refused', async () => {
    const fa = await beneficiary('50100123450001');
    const body = payoutBody(fa);
    const first = await payout(body, 'same-key-1');
    const again = await payout(body, 'same-key-1');
    expect(again.json.id).toBe(first.json.id);
    const other = await payout({ ...body, amount: 100 }, 'same-key-1');
    expect(other.status).toBe(400);
    const none = await call('POST', '/v1/payouts', body);
    expect(none.status).toBe(400);
    expect(none.json.error?.field).toBe('x-payout-idempotency');
  });

  it('fails at the bank (0000), is rejected (3333), reversed after processing (2222), slow (1111)', async () => {
    const [failed, rejected, reversed, slow] = await Promise.all(
      ['50100000000000', '50100000003333', '50100000002222', '50100000001111'].map(
        async (n) => (await payout(payoutBody(await beneficiary(n)))).json.id as string,
      ),
    );
    await sleep(STEP_MS * 8);
    expect(await statusOf(failed!)).toBe('failed');
    expect((await call('GET', `/v1/payouts/${failed}`)).json.failure_reason).toMatch(/bank/);
    expect(await statusOf(rejected!)).toBe('rejected');
    expect(await statusOf(reversed!)).toBe('reversed');
    expect(eventsOf(reversed!)).toContain('payout.processed');
    expect(await statusOf(slow!)).toBe('processing');
    await sleep(SLOW_MS);
    expect(await statusOf(slow!)).toBe('processed');
  });

  it('never answers a create for 4444, yet the payout is made; settles and redelivers by hand', async () => {
    const fa = await beneficiary('50100000004444');
    const body = payoutBody(fa);
    await expect(payout(body, 'held-1')).rejects.toThrow();
    const found = await call('GET', `/v1/payouts?reference_id=${body.reference_id}`);
    expect(found.json.count).toBe(1);
    const id = found.json.items![0]!.id;
    const settled = await call(
      'POST',
      `/v1/test/payouts/${id}/settle`,
      { status: 'reversed' },
      {},
      { key: false },
    );
    // The held answer took longer than the payout: processed by now, so a tester reverses it.
    expect(settled.json.status, JSON.stringify(settled)).toBe('reversed');
    expect(
      (
        await call(
          'POST',
          `/v1/test/payouts/${id}/settle`,
          { status: 'processed' },
          {},
          { key: false },
        )
      ).status,
    ).toBe(409);
    const log = await call(
      'GET',
      `/v1/test/payouts/webhooks?payout_id=${id}`,
      undefined,
      {},
      { key: false },
    );
    const eventId = (log.json as unknown as Answer[])[0]!.event_id;
    const redelivered = await call(
      'POST',
      `/v1/test/payouts/webhooks/${eventId}/redeliver`,
      undefined,
      {},
      { key: false },
    );
    expect(redelivered.status).toBe(200);
  });

  it('refuses bad input, naming the field, and a wrong key', async () => {
    const fa = await beneficiary('50100123459876');
    for (const [over, field] of [
      [{ amount: 99 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ amount: 5_00_000_01 }, 'amount'],
      [{ mode: 'RTGS' }, 'mode'],
      [{ currency: 'USD' }, 'currency'],
      [{ fund_account_id: 'fa_nope' }, 'fund_account_id'],
    ] as const) {
      const res = await payout(payoutBody(fa, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.error?.field).toBe(field);
    }
    expect((await payout(payoutBody(fa, { amount: 5_00_000_01, mode: 'NEFT' }))).status).toBe(200);
    const badIfsc = await call('POST', '/v1/fund_accounts', {
      contact_id: 'cont_x',
      account_type: 'bank_account',
      bank_account: { name: 'Ravi Kumar', ifsc: 'HDFC1234', account_number: '123456789' },
    });
    expect(badIfsc.json.error?.field).toBe('bank_account.ifsc');
    expect((await call('GET', '/v1/payouts/pout_x', undefined, {}, { key: false })).status).toBe(
      401,
    );
  });

  it('is configured from the environment, the webhook going to the API by default', () => {
    const config = loadSandboxConfig({ PORT: '3100', PAYOUTS_STEP_MS: '10' });
    expect(config.payoutsWebhookUrl).toBe('http://127.0.0.1:3100/api/v1/webhooks/payouts');
    expect(config.payoutsStepMs).toBe(10);
    expect(() => loadSandboxConfig({ PAYOUTS_SLOW_MS: 'soon' })).toThrow(/PAYOUTS_SLOW_MS/);
  });
});
