import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, walletRequests } from '../../src/db/schema';
import { checkLedger } from '../../src/modules/ledger/ledger-check';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose } from '../helpers/ledger';
import { signUp, type SignedUp } from '../helpers/accounts';
import {
  balancePaise,
  createOrder,
  forge,
  gatewayOrdersWithReceipt,
  neftFields,
  orderFor,
  orderTransfers,
  pay,
  requestMoney,
  setKycLevel,
  slipFiles,
  slipPng,
  update,
  verify,
} from '../helpers/wallet';

const OTHER_BODY = 'This Idempotency-Key was already used for a different request.';

const newKey = () => `kosh-${randomBytes(12).toString('hex')}`;
const keyed = (key: string) => ({ 'idempotency-key': key });

/**
 * The payment gateway as the API reaches it: a pass-through to the sandbox that a test can take
 * down (502 to every call) to play an outage.
 */
async function gatewayRelay() {
  const relay = { target: '', down: false, url: '', server: undefined as unknown as http.Server };
  relay.server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (relay.down) {
        response.statusCode = 502;
        response.end('Bad gateway');
        return;
      }
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'accept']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      fetch(`${relay.target}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      })
        .then(async (answer) => {
          response.statusCode = answer.status;
          response.setHeader('content-type', answer.headers.get('content-type') ?? 'text/plain');
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => {
          response.statusCode = 502;
          response.end();
        });
    });
  });
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
  return relay;
}

describe('Idempotency-Key on the money calls: a retry has one effect', () => {
  let ctx: TestContext;
  let relay: Awaited<ReturnType<typeof gatewayRelay>>;
  beforeAll(async () => {
    relay = await gatewayRelay();
    ctx = await createTestContext({ env: { RAZORPAY_BASE_URL: relay.url } });
    relay.target = ctx.sandboxUrl;
  });
  afterAll(async () => {
    await checkLedgerAndClose(ctx);
    await new Promise((resolve) => relay.server.close(resolve));
  });

  const ordersOf = (user: SignedUp) =>
    ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.UId));
  const requestsOf = (user: SignedUp) =>
    ctx.database.db.select().from(walletRequests).where(eq(walletRequests.userId, user.UId));

  describe('POST /api/payment/CreateOrder', () => {
    it('answers a retry with the first answer and creates one gateway order', async () => {
      const customer = await signUp(ctx);
      const key = newKey();
      const receipt = `idem_${key.slice(-10)}`;
      const first = await createOrder(ctx, customer.token, { amount: 250, receipt }, keyed(key));
      expect(first.statusCode).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      // The same request, however it is spelt (the amount as text, the fields reordered).
      for (const payload of [
        { amount: 250, receipt },
        { receipt, amount: '250.00' },
      ]) {
        const again = await createOrder(ctx, customer.token, payload, keyed(key));
        expect(again.statusCode).toBe(200);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.json()).toEqual(first.json());
      }
      expect(await gatewayOrdersWithReceipt(ctx, receipt)).toHaveLength(1);
      expect(await ordersOf(customer)).toHaveLength(1);
    });

    it('refuses the key with another body or on another call (409), changing nothing', async () => {
      const customer = await signUp(ctx);
      const key = newKey();
      const receipt = `idem_${key.slice(-10)}`;
      const orderId = (
        await createOrder(ctx, customer.token, { amount: 300, receipt }, keyed(key))
      ).json().data.id as string;
      const other = await createOrder(ctx, customer.token, { amount: 301, receipt }, keyed(key));
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: OTHER_BODY });
      const paid = await pay(ctx, orderId);
      const elsewhere = await verify(ctx, customer.token, paid, keyed(key));
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json().message).toBe(OTHER_BODY);
      expect(await gatewayOrdersWithReceipt(ctx, receipt)).toHaveLength(1);
      expect(await balancePaise(ctx, customer.token)).toBe(0n);

      // Keys belong to their customer: another one may use the same key for their own order.
      const someoneElse = await signUp(ctx);
      const theirs = await createOrder(
        ctx,
        someoneElse.token,
        { amount: 300, receipt },
        keyed(key),
      );
      expect(theirs.statusCode).toBe(200);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      expect(theirs.json().data.id).not.toBe(orderId);
    });

    it('creates one gateway order from ten parallel calls with one key', async () => {
      const customer = await signUp(ctx);
      const key = newKey();
      const receipt = `idem_${key.slice(-10)}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          createOrder(ctx, customer.token, { amount: 410, receipt }, keyed(key)),
        ),
      );
      const ok = answers.filter((r) => r.statusCode === 200);
      const busy = answers.filter((r) => r.statusCode === 409);
      expect(ok.length + busy.length).toBe(10);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const r of busy) {
        expect(r.json()).toMatchObject({
          code: 'IDEMPOTENCY_IN_PROGRESS',
          message: 'The first request with this Idempotency-Key is still being processed.',
        });
        // Told to come back when the first request's lease runs out at the latest.
        const wait = Number(r.headers['retry-after']);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(Math.ceil(ctx.config.idempotency.leaseMs / 1000));
      }
      const ids = new Set(ok.map((r) => r.json().data.id as string));
      expect(ids.size).toBe(1);
      // The client's retry after "still being processed" gets the order.
      const retry = await createOrder(ctx, customer.token, { amount: 410, receipt }, keyed(key));
      expect(retry.statusCode).toBe(200);
      expect(ids.has(retry.json().data.id as string)).toBe(true);
      expect(await gatewayOrdersWithReceipt(ctx, receipt)).toHaveLength(1);
      expect(await ordersOf(customer)).toHaveLength(1);
    });

    it('replays a refusal too, and frees the key when the gateway never answered', async () => {
      const customer = await signUp(ctx);
      const key = newKey();
      const over = { amount: 15_000, receipt: 'idem_over_limit' };
      const refused = await createOrder(ctx, customer.token, over, keyed(key));
      expect(refused.statusCode).toBe(422);
      await setKycLevel(ctx, customer.UId, 'full');
      // Same key, same body: the same answer, even though the limit would now allow it.
      const replayed = await createOrder(ctx, customer.token, over, keyed(key));
      expect(replayed.statusCode).toBe(422);
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(replayed.json()).toEqual(refused.json());
      expect((await createOrder(ctx, customer.token, over, keyed(newKey()))).statusCode).toBe(200);

      // An outage is not an answer: the retry with the same key runs again once the gateway is back.
      const outageKey = newKey();
      const payload = { amount: 120, receipt: `idem_${outageKey.slice(-10)}` };
      relay.down = true;
      try {
        const failed = await createOrder(ctx, customer.token, payload, keyed(outageKey));
        expect(failed.statusCode).toBe(503);
        expect(failed.json().message).toBe('Error creating order! Please try again.');
      } finally {
        relay.down = false;
      }
      const retried = await createOrder(ctx, customer.token, payload, keyed(outageKey));
      expect(retried.statusCode).toBe(200);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      const again = await createOrder(ctx, customer.token, payload, keyed(outageKey));
      expect(again.json().data.id).toBe(retried.json().data.id);
      expect(await gatewayOrdersWithReceipt(ctx, payload.receipt)).toHaveLength(1);
    });

    it('refuses a malformed key with 400 and creates nothing', async () => {
      const customer = await signUp(ctx);
      for (const key of ['short', 'has spaces in it', 'ünïcödé-key', 'k'.repeat(129)]) {
        const res = await createOrder(
          ctx,
          customer.token,
          { amount: 100, receipt: 'idem_bad_key' },
          keyed(key),
        );
        expect(res.statusCode, key).toBe(400);
        expect(res.json().errors).toEqual([
          {
            field: 'Idempotency-Key',
            code: 'IDEMPOTENCY_KEY_FORMAT',
            message: 'Use 8–128 letters, digits, - or _.',
          },
        ]);
      }
      expect(await gatewayOrdersWithReceipt(ctx, 'idem_bad_key')).toEqual([]);
    });
  });

  describe('POST /api/payment/VerifyPayment and /api/payment/update', () => {
    it('credits once when verify is retried with its key, and gives the first answer again', async () => {
      const customer = await signUp(ctx);
      const orderId = await orderFor(ctx, customer.token, 275);
      const paid = await pay(ctx, orderId);
      const key = newKey();
      const first = await verify(ctx, customer.token, paid, keyed(key));
      expect(first.json().data).toMatchObject({ credited: true, balance: 275 });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => verify(ctx, customer.token, paid, keyed(key))),
      );
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(first.json());
      }
      // Without the key the retry is still harmless: it says nothing new was credited.
      expect((await verify(ctx, customer.token, paid)).json().data.credited).toBe(false);
      expect(await balancePaise(ctx, customer.token)).toBe(275_00n);
      expect(await orderTransfers(ctx, orderId)).toHaveLength(1);
    });

    it('replays a failed verification for its key; the genuine one needs a new key', async () => {
      const customer = await signUp(ctx);
      const orderId = await orderFor(ctx, customer.token, 180);
      const paid = await pay(ctx, orderId);
      const key = newKey();
      const forged = { ...paid, razorpay_signature: forge(paid.razorpay_signature) };
      const first = await verify(ctx, customer.token, forged, keyed(key));
      expect(first.statusCode).toBe(400);
      const again = await verify(ctx, customer.token, forged, keyed(key));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(first.json());
      expect((await verify(ctx, customer.token, paid, keyed(key))).statusCode).toBe(409);
      expect(await balancePaise(ctx, customer.token)).toBe(0n);
      const genuine = await verify(ctx, customer.token, paid, keyed(newKey()));
      expect(genuine.json().data.credited).toBe(true);
      expect(await balancePaise(ctx, customer.token)).toBe(180_00n);
    });

    it('credits once when payment/update is retried, one after another and all at once', async () => {
      const customer = await signUp(ctx);
      const orderId = await orderFor(ctx, customer.token, 360);
      const paid = await pay(ctx, orderId);
      const input = { ...paid, userId: customer.userId, amount: 360 };
      const key = newKey();
      const sequential = [];
      for (let i = 0; i < 3; i += 1)
        sequential.push(await update(ctx, customer.token, input, keyed(key)));
      const parallel = await Promise.all(
        Array.from({ length: 6 }, () => update(ctx, customer.token, input, keyed(key))),
      );
      for (const res of [...sequential, ...parallel]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(sequential[0]!.json());
      }
      expect(sequential[0]!.json().data.credited).toBe(true);
      expect(await balancePaise(ctx, customer.token)).toBe(360_00n);
      expect(await orderTransfers(ctx, orderId)).toHaveLength(1);
    });
  });

  describe('POST /api/user/requstMoney', () => {
    it('stores one request and one slip however often the same submit is retried', async () => {
      const customer = await signUp(ctx);
      const filesBefore = await slipFiles(ctx);
      const fields = neftFields({ amount: '725' });
      const slipImage = await slipPng(7);
      const key = newKey();
      const first = await requestMoney(ctx, customer.token, { ...fields, slipImage }, keyed(key));
      expect(first.statusCode).toBe(200);
      const retries = [
        await requestMoney(ctx, customer.token, { ...fields, slipImage }, keyed(key)),
        ...(await Promise.all(
          Array.from({ length: 4 }, () =>
            requestMoney(ctx, customer.token, { ...fields, slipImage }, keyed(key)),
          ),
        )),
      ];
      for (const res of retries) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['idempotent-replayed']).toBe('true');
        expect(res.json()).toEqual(first.json());
      }
      expect(await requestsOf(customer)).toHaveLength(1);
      expect((await slipFiles(ctx)).filter((f) => !filesBefore.includes(f))).toHaveLength(1);

      // Another slip or another amount under the key is another request: 409.
      const otherSlip = await requestMoney(
        ctx,
        customer.token,
        { ...fields, slipImage: await slipPng(8) },
        keyed(key),
      );
      expect(otherSlip.statusCode).toBe(409);
      expect(otherSlip.json().message).toBe(OTHER_BODY);
      const otherAmount = await requestMoney(
        ctx,
        customer.token,
        { ...fields, amount: '726', slipImage },
        keyed(key),
      );
      expect(otherAmount.statusCode).toBe(409);
      // Without the key, the transaction number still cannot back a second live request.
      const unkeyed = await requestMoney(ctx, customer.token, { ...fields, slipImage });
      expect(unkeyed.statusCode).toBe(409);
      expect(await requestsOf(customer)).toHaveLength(1);
      expect((await slipFiles(ctx)).filter((f) => !filesBefore.includes(f))).toHaveLength(1);
    });
  });

  it('leaves the ledger consistent (npm run ledger:check)', async () => {
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });
});
