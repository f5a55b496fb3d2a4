import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { checkLedgerAndClose } from '../helpers/ledger';
import { outbox, signUp, waitForOutbox, type SignedUp } from '../helpers/accounts';
import {
  call,
  eventually,
  fund,
  postCallback,
  rechargeRow,
  rechargeRows,
} from '../helpers/recharges';
import { balancePaise } from '../helpers/wallet';

describe('recharges: mobile, DTH and FASTag paid from the wallet', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true, seedCatalogue: true });
  });
  beforeEach(() => ctx.callbacksToApi());
  afterAll(() => checkLedgerAndClose(ctx));

  async function customerWith(rupees: number): Promise<SignedUp> {
    const customer = await signUp(ctx);
    if (rupees > 0) await fund(ctx, customer.UId, BigInt(rupees) * 100n);
    return customer;
  }

  const mobile = (token: string, payload: unknown, headers?: Record<string, string>) =>
    call(ctx, token, '/api/recharge/mobile', payload, headers);

  describe('POST /api/recharge/mobile', () => {
    it('succeeds at once: the wallet pays once, the answer names the recharge, an SMS says so', async () => {
      const customer = await customerWith(500);
      const res = await mobile(customer.token, {
        opcode: 'JIO',
        number: '9876512345',
        amount: 199,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        result: true,
        success: true,
        tokenValid: true,
        message: 'Recharge successful!',
        data: {
          orderId: expect.stringMatching(/^KR\d{16}$/),
          status: 'Success',
          amount: 199,
          number: '9876512345',
          operator: 'Jio',
          balance: 301,
        },
      });
      expect(await balancePaise(ctx, customer.token)).toBe(30100n);
      const row = await rechargeRow(ctx, body.data.orderId);
      expect(row).toMatchObject({ status: 'success', settledBy: 'response', kind: 'mobile' });
      expect(row.providerRef).toBeTruthy();
      const texts = await waitForOutbox(ctx, customer.mobile, 2);
      expect(texts[0]?.text).toContain('₹199.00 debited');
      expect(texts[0]?.text).toContain(body.data.orderId);
    });

    it('a failure at the operator refunds the hold exactly once and says so', async () => {
      const customer = await customerWith(300);
      const res = await mobile(customer.token, {
        opcode: 'AIRTEL',
        number: '9876540000',
        amount: 149,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        result: false,
        success: false,
        data: { status: 'Failure', balance: 300 },
      });
      expect(res.json().message).toContain('₹149.00 has been refunded to your wallet');
      // The words' code and parameters travel beside them, for a client in another language.
      expect(res.json()).toMatchObject({
        code: 'RECHARGE_REFUNDED',
        params: { amount: '₹149.00' },
      });
      expect(await balancePaise(ctx, customer.token)).toBe(30000n);
      const row = await rechargeRow(ctx, res.json().data.orderId);
      expect(row.status).toBe('failure');
      // A later (or forged-order) success report cannot undo the refund or charge again.
      const late = await postCallback(ctx, {
        eventId: `late-${row.orderId}`,
        clientRef: row.orderId,
        status: 'SUCCESS',
      });
      expect(late.json()).toEqual({ status: 'processed' });
      expect(await balancePaise(ctx, customer.token)).toBe(30000n);
      expect((await rechargeRow(ctx, row.orderId)).status).toBe('failure');
      // The refund's text tells the balance after it, as the debit's did before it.
      const texts = await waitForOutbox(ctx, customer.mobile, 3);
      expect(texts.map((t) => t.text)).toContain(
        `Kosh: ₹149.00 for your mobile recharge of 9876540000 (${row.operatorName}) has been ` +
          `refunded to your wallet. Ref ${row.orderId}. Balance ₹300.00.`,
      );
    });

    it('pending: held (202) until the aggregator calls back, then posted once', async () => {
      const customer = await customerWith(500);
      const res = await mobile(customer.token, { opcode: 'VI', number: '9876511111', amount: 99 });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({ result: true, data: { status: 'Pending', balance: 401 } });
      const orderId = res.json().data.orderId as string;
      const row = await eventually(
        async () => {
          const r = await rechargeRow(ctx, orderId);
          return r.status !== 'pending' && r;
        },
        5000,
        'the callback',
      );
      expect(row).toMatchObject({ status: 'success', settledBy: 'callback' });
      expect(await balancePaise(ctx, customer.token)).toBe(40100n);
    });

    it('pending with no callback: the status poller settles it', async () => {
      ctx.callbacksNowhere();
      const customer = await customerWith(500);
      const res = await mobile(customer.token, {
        opcode: 'BSNL',
        number: '9876521111',
        amount: 50,
      });
      expect(res.statusCode).toBe(202);
      const orderId = res.json().data.orderId as string;
      await new Promise((resolve) => setTimeout(resolve, 400));
      // Not due yet: the poller waits before asking.
      expect((await ctx.services.rechargePayments.pollPending()).checked).toBe(0);
      const polled = await ctx.services.rechargePayments.pollPending({
        now: new Date(Date.now() + 60_000),
      });
      expect(polled.settled).toBeGreaterThanOrEqual(1);
      expect(await rechargeRow(ctx, orderId)).toMatchObject({
        status: 'success',
        settledBy: 'poller',
      });
      expect(await balancePaise(ctx, customer.token)).toBe(45000n);
    });

    it('no answer (a timeout): pending, then the poller learns the outcome from the status call', async () => {
      const customer = await customerWith(500);
      const started = Date.now();
      const res = await mobile(customer.token, {
        opcode: 'JIO',
        number: '9876522222',
        amount: 239,
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      expect(res.statusCode).toBe(202);
      const orderId = res.json().data.orderId as string;
      expect(await balancePaise(ctx, customer.token)).toBe(26100n);
      await ctx.services.rechargePayments.pollPending({ now: new Date(Date.now() + 60_000) });
      expect(await rechargeRow(ctx, orderId)).toMatchObject({ status: 'success' });
      expect(await balancePaise(ctx, customer.token)).toBe(26100n);
    });

    it('duplicate and out-of-order callbacks settle once; a forged one changes nothing', async () => {
      ctx.callbacksNowhere();
      const customer = await customerWith(500);
      const res = await mobile(customer.token, {
        opcode: 'JIO',
        number: '9876531111',
        amount: 100,
      });
      const orderId = res.json().data.orderId as string;
      const forged = await postCallback(
        ctx,
        { eventId: `f-${orderId}`, clientRef: orderId, status: 'FAILURE' },
        'not-the-secret',
      );
      expect(forged.statusCode).toBe(401);
      expect(forged.json().code).toBe('SIGNATURE_INVALID');
      expect((await rechargeRow(ctx, orderId)).status).toBe('pending');

      const failure = { eventId: `e1-${orderId}`, clientRef: orderId, status: 'FAILURE' };
      const results = await Promise.all([
        postCallback(ctx, failure),
        postCallback(ctx, failure),
        postCallback(ctx, { eventId: `e2-${orderId}`, clientRef: orderId, status: 'SUCCESS' }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(results.map((r) => r.json().status).sort()).toEqual([
        'duplicate',
        'processed',
        'processed',
      ]);
      const row = await rechargeRow(ctx, orderId);
      // Whichever came first won; the balance matches it, and the other changed nothing.
      expect(await balancePaise(ctx, customer.token)).toBe(
        row.status === 'failure' ? 50000n : 40000n,
      );
      expect(row.status).not.toBe('pending');
    });

    it('refuses a recharge the balance cannot cover: 422, nothing held or stored', async () => {
      const customer = await customerWith(50);
      const res = await mobile(customer.token, {
        opcode: 'JIO',
        number: '9876512345',
        amount: 199,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        result: false,
        message: 'Insufficient wallet balance. Please add money to your wallet.',
      });
      expect(await rechargeRows(ctx, customer.UId)).toEqual([]);
      expect(await balancePaise(ctx, customer.token)).toBe(5000n);
    });

    it('the same Idempotency-Key pays once and answers the same; another body under it is 409', async () => {
      const customer = await customerWith(1000);
      const key = `idem-${Date.now()}`;
      const payload = { opcode: 'AIRTEL', number: '9876512345', amount: 299 };
      const [a, b] = await Promise.all([
        mobile(customer.token, payload, { 'idempotency-key': key }),
        mobile(customer.token, payload, { 'idempotency-key': key }),
      ]);
      const answered = [a, b].filter((r) => r.statusCode === 200);
      expect(answered.length).toBeGreaterThanOrEqual(1);
      const again = await mobile(customer.token, payload, { 'idempotency-key': key });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.orderId).toBe(answered[0]?.json().data.orderId);
      expect(await rechargeRows(ctx, customer.UId)).toHaveLength(1);
      expect(await balancePaise(ctx, customer.token)).toBe(70100n);
      const other = await mobile(
        customer.token,
        { ...payload, amount: 99 },
        { 'idempotency-key': key },
      );
      expect(other.statusCode).toBe(409);
    });

    it('a replay under the key is the first answer byte for byte, refusals included', async () => {
      const customer = await customerWith(300);
      // A refund's `params` ({ reason, amount }) is where a rebuilt answer reorders keys.
      const refunded = { opcode: 'AIRTEL', number: '9876540000', amount: 149 };
      const key = `bytes-${Date.now()}`;
      const first = await mobile(customer.token, refunded, { 'idempotency-key': key });
      expect(first.json()).toMatchObject({ code: 'RECHARGE_REFUNDED' });
      const again = await mobile(customer.token, refunded, { 'idempotency-key': key });
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.body).toBe(first.body);

      const tooMuch = { opcode: 'JIO', number: '9876512345', amount: 5000 };
      const refusalKey = `bytes-refused-${Date.now()}`;
      const refused = await mobile(customer.token, tooMuch, { 'idempotency-key': refusalKey });
      expect(refused.statusCode).toBe(422);
      const refusedAgain = await mobile(customer.token, tooMuch, {
        'idempotency-key': refusalKey,
      });
      expect(refusedAgain.headers['idempotent-replayed']).toBe('true');
      expect(refusedAgain.statusCode).toBe(422);
      expect(refusedAgain.body).toBe(refused.body);
      expect(await rechargeRows(ctx, customer.UId)).toHaveLength(1);
    });

    it.each([
      [{ number: '9876512345', amount: 10 }, 'opcode', 'Please select operator.'],
      [
        { opcode: 'JIO', number: '5876512345', amount: 10 },
        'number',
        'Please enter a valid mobile number.',
      ],
      [
        { opcode: 'JIO', number: '98765', amount: 10 },
        'number',
        'Please enter a valid mobile number.',
      ],
      [{ opcode: 'JIO', number: '9876512345', amount: 0 }, 'amount', 'Amount must be at least ₹1'],
      [{ opcode: 'JIO', number: '9876512345', amount: '10.555' }, 'amount', undefined],
      [{ opcode: 'JIO', number: '9876512345' }, 'amount', 'Amount is required.'],
      [{ opcode: 'NOPE', number: '9876512345', amount: 10 }, 'opcode', 'Please select operator.'],
      // A DTH operator is not a mobile operator.
      [
        { opcode: 'TATAPLAY', number: '9876512345', amount: 10 },
        'opcode',
        'Please select operator.',
      ],
    ])('bad input %j → 400 on %s, nothing stored', async (payload, field, message) => {
      const customer = await customerWith(100);
      const res = await mobile(customer.token, payload);
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors as { field: string; message: string }[];
      const error = errors.find((e) => e.field === field);
      expect(error).toBeDefined();
      if (message) expect(error?.message).toBe(message);
      expect(await rechargeRows(ctx, customer.UId)).toEqual([]);
      expect(await balancePaise(ctx, customer.token)).toBe(10000n);
    });

    it('without a token: 401 and tokenValid false', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/recharge/mobile',
        payload: { opcode: 'JIO', number: '9876512345', amount: 10 },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ tokenValid: false });
    });

    it('parallel recharges never spend more than the wallet holds', async () => {
      const customer = await customerWith(1000);
      const attempts = await Promise.all(
        Array.from({ length: 20 }, () =>
          mobile(customer.token, { opcode: 'JIO', number: '9876512345', amount: 100 }),
        ),
      );
      const ok = attempts.filter((r) => r.statusCode === 200);
      const refused = attempts.filter((r) => r.statusCode === 422);
      expect(ok).toHaveLength(10);
      expect(refused).toHaveLength(10);
      expect(await balancePaise(ctx, customer.token)).toBe(0n);
    });
  });

  describe('POST /api/recharge/dth and /api/recharge/fastag', () => {
    it('DTH succeeds with the spec’s message', async () => {
      const customer = await customerWith(1000);
      const res = await call(ctx, customer.token, '/api/recharge/dth', {
        operator: 'TATAPLAY',
        number: '1234567890',
        amount: 350,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        result: true,
        message: 'DTH recharged successfully',
        data: { status: 'Success', operator: 'Tata Play', balance: 650 },
      });
    });

    it('DTH wants a 10-digit number and an operator', async () => {
      const customer = await customerWith(100);
      const res = await call(ctx, customer.token, '/api/recharge/dth', {
        operator: '',
        number: '12345',
        amount: 10,
      });
      expect(res.statusCode).toBe(400);
      const fields = (res.json().errors as { field: string; message: string }[]).map((e) => [
        e.field,
        e.message,
      ]);
      expect(fields).toEqual(
        expect.arrayContaining([
          ['operator', 'Please select operator.'],
          ['number', 'Enter a valid 10-digit number.'],
        ]),
      );
    });

    it('FASTag: vehicle number normalised, ₹500 minimum, option fields accepted empty', async () => {
      const customer = await customerWith(2000);
      const low = await call(ctx, customer.token, '/api/recharge/fastag', {
        opcode: 'ICICIFT',
        number: 'MH12AB1234',
        amount: 499,
        option1: '',
        option2: '',
      });
      expect(low.statusCode).toBe(400);
      expect(low.json().errors).toEqual([
        { field: 'amount', code: 'FASTAG_AMOUNT_MIN', message: 'Amount must be at least ₹500' },
      ]);
      const bad = await call(ctx, customer.token, '/api/recharge/fastag', {
        opcode: 'ICICIFT',
        number: 'M12AB1234',
        amount: 500,
      });
      expect(bad.json().errors).toEqual([
        {
          field: 'number',
          code: 'VEHICLE_NUMBER_INVALID',
          message: 'Enter a valid vehicle number.',
        },
      ]);
      const ok = await call(ctx, customer.token, '/api/recharge/fastag', {
        opcode: 'ICICIFT',
        number: 'mh 12 ab 1234',
        amount: 500,
        option1: '',
        option2: '',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        message: 'Payment successfull!',
        data: { number: 'MH12AB1234', status: 'Success', balance: 1500 },
      });
    });

    it('FASTag: a Bharat-series plate (22BH1234AB) is a vehicle number', async () => {
      const customer = await customerWith(1000);
      const ok = await call(ctx, customer.token, '/api/recharge/fastag', {
        opcode: 'ICICIFT',
        number: '22 bh 1234 ab',
        amount: 500,
        option1: '',
        option2: '',
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({
        message: 'Payment successfull!',
        data: { number: '22BH1234AB', status: 'Success', balance: 500 },
      });
    });

    it('a FASTag failure (vehicle ending 0000) is refunded', async () => {
      const customer = await customerWith(1000);
      const res = await call(ctx, customer.token, '/api/recharge/fastag', {
        opcode: 'HDFCFT',
        number: 'KA01AB0000',
        amount: 500,
      });
      expect(res.json()).toMatchObject({ result: false, data: { status: 'Failure' } });
      expect(await balancePaise(ctx, customer.token)).toBe(100000n);
    });
  });

  describe('plans and operator lookup', () => {
    it('plan/Mobplan: plans by category, FULLTT first, each with rs, desc, validity', async () => {
      const customer = await customerWith(0);
      const res = await call(ctx, customer.token, '/api/plan/Mobplan', {
        mobileNumber: '9876512345',
        opcode: 'JIO',
        circle: 'MH',
      });
      expect(res.statusCode).toBe(200);
      const { plans } = res.json();
      expect(plans).toMatchObject({ ERROR: '0', Operator: 'JIO', Circle: 'MH' });
      const categories = Object.keys(plans.RDATA);
      expect(categories[0]).toBe('FULLTT');
      const first = plans.RDATA.FULLTT[0];
      expect(first).toEqual({
        id: expect.any(String),
        rs: expect.any(Number),
        desc: expect.any(String),
        validity: expect.any(String),
        name: 'FULLTT',
      });
      // The same operator and circle give the same plans.
      const again = await call(ctx, customer.token, '/api/plan/Mobplan', {
        mobileNumber: '9876512345',
        opcode: 'JIO',
        circle: 'MH',
      });
      expect(again.json().plans.RDATA).toEqual(plans.RDATA);
    });

    it('guesses the operator and circle from the number, and plan/Mobplan uses the guess', async () => {
      const customer = await customerWith(0);
      const lookup = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/recharge/lookup?mobile=9812345678',
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(lookup.statusCode).toBe(200);
      const guess = lookup.json().data;
      expect(guess.opcode).toMatch(/^(AIRTEL|JIO|VI|BSNL|MTNL)$/);
      expect(guess.circle).toMatch(/^[A-Z]{2}$/);
      const plans = await call(ctx, customer.token, '/api/plan/Mobplan', {
        mobileNumber: '9812345678',
      });
      expect(plans.json().plans).toMatchObject({
        ERROR: '0',
        Operator: guess.opcode,
        Circle: guess.circle,
      });
    });

    it('a bad number is a 400 with the spec’s message', async () => {
      const customer = await customerWith(0);
      const res = await call(ctx, customer.token, '/api/plan/Mobplan', { mobileNumber: '12345' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        field: 'mobileNumber',
        code: 'MOBILE_INVALID',
        message: 'Please enter a valid mobile number.',
      });
    });
  });

  it('SMS texts are sent for the debit and the refund, not for bad input', async () => {
    const customer = await customerWith(100);
    const before = (await outbox(ctx, customer.mobile)).length;
    await mobile(customer.token, { opcode: 'JIO', number: '9876512345', amount: 0 });
    expect((await outbox(ctx, customer.mobile)).length).toBe(before);
  });
});
