import { codeOf } from '../helpers/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { istDate } from '../helpers/dates';
import { checkLedgerAndClose } from '../helpers/ledger';
import { signInAdmin, signUp, type SignedInAdmin, type SignedUp } from '../helpers/accounts';
import { call, fund, rechargeRows } from '../helpers/recharges';
import { balancePaise } from '../helpers/wallet';

describe('bills, balance history and complaints', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true, seedCatalogue: true });
    ctx.callbacksToApi();
    admin = await signInAdmin(ctx);
  });
  afterAll(() => checkLedgerAndClose(ctx));

  async function customerWith(rupees: number): Promise<SignedUp> {
    const customer = await signUp(ctx);
    if (rupees > 0) await fund(ctx, customer.UId, BigInt(rupees) * 100n);
    return customer;
  }

  const fetchBill = (token: string, payload: unknown) =>
    call(ctx, token, '/api/elBill/fetchBill', payload);
  const payBill = (token: string, payload: unknown, headers?: Record<string, string>) =>
    call(ctx, token, '/api/elBill/payBill', payload, headers);

  describe('POST /api/elBill/fetchBill and /api/elBill/payBill', () => {
    it('fetches a deterministic electricity bill, pays exactly it once, and knows it is paid', async () => {
      const customer = await customerWith(10_000);
      const payload = {
        mcode: 'BESCOM',
        service_no: '1234567890',
        customerMobile: '9876512345',
        option1: '',
        option2: '',
      };
      const fetched = await fetchBill(customer.token, payload);
      expect(fetched.statusCode).toBe(200);
      const bill = fetched.json().data;
      expect(fetched.json()).toMatchObject({ result: true, tokenValid: true });
      expect(bill).toMatchObject({
        customername: expect.any(String),
        dueamount: expect.any(Number),
        duedate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        billdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        operator: 'BESCOM',
        paid: false,
      });
      expect(bill.dueamount).toBeGreaterThan(0);
      // The same number gives the same bill.
      expect((await fetchBill(customer.token, payload)).json().data).toEqual(bill);

      const wrong = await payBill(customer.token, {
        opcode: 'BESCOM',
        number: '1234567890',
        amount: bill.dueamount + 1,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0].field).toBe('amount');

      const paid = await payBill(customer.token, {
        opcode: 'BESCOM',
        number: '1234567890',
        amount: bill.dueamount,
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({
        result: true,
        message: 'Bill paid successfully',
        data: { status: 'Success', amount: bill.dueamount },
      });
      const expected = 1_000_000n - BigInt(Math.round(bill.dueamount * 100));
      expect(await balancePaise(ctx, customer.token)).toBe(expected);

      const twice = await payBill(customer.token, {
        opcode: 'BESCOM',
        number: '1234567890',
        amount: bill.dueamount,
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This bill has already been paid.');
      expect(await balancePaise(ctx, customer.token)).toBe(expected);
      expect((await fetchBill(customer.token, payload)).json().data.paid).toBe(true);
    });

    it('a bill must be fetched before it is paid', async () => {
      const customer = await customerWith(5000);
      const res = await payBill(customer.token, {
        opcode: 'MSEDCL',
        number: '555566667777',
        amount: 100,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Please fetch the bill before paying it.');
      expect(await rechargeRows(ctx, customer.UId)).toEqual([]);
      expect(await balancePaise(ctx, customer.token)).toBe(500_000n);
    });

    it('a service number ending 9999 has no bill due: 404 with a clear message', async () => {
      const customer = await customerWith(0);
      const res = await fetchBill(customer.token, {
        mcode: 'TPDDL',
        service_no: '60001239999',
        customerMobile: '9876512345',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No bill is due for this service number.');
    });

    it.each([
      [{ service_no: '123456', customerMobile: '9876512345' }, 'mcode', 'Please select oprator'],
      [
        { mcode: 'BESCOM', customerMobile: '9876512345' },
        'service_no',
        'Please select service number',
      ],
      [{ mcode: 'BESCOM', service_no: '123456' }, 'customerMobile', 'Please mobile number'],
      [
        { mcode: 'JIO', service_no: '123456', customerMobile: '9876512345' },
        'mcode',
        'Please select oprator',
      ],
      // Gas is booked by the registered mobile number; postpaid bills are looked up by it too.
      [
        { mcode: 'INDANE', service_no: '1234567', customerMobile: '9876512345' },
        'service_no',
        'Please enter a valid mobile number.',
      ],
      [
        { mcode: 'AIRTELPOST', service_no: '5123456789' },
        'service_no',
        'Please valid Mobile Number.',
      ],
    ])('fetch with %j → 400 on %s', async (payload, field, message) => {
      const customer = await customerWith(0);
      const res = await fetchBill(customer.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, code: codeOf(message), message });
    });

    it.each([
      [{ opcode: 'BESCOM', amount: 10 }, 'number', 'Please enter account no.'],
      [{ number: '1234567890', amount: 10 }, 'opcode', 'Please select service no.'],
      [
        { opcode: 'BESCOM', number: '1234567890', amount: 0 },
        'amount',
        'Your bill amount is not valid.',
      ],
    ])('pay with %j → 400 on %s', async (payload, field, message) => {
      const customer = await customerWith(100);
      const res = await payBill(customer.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, code: codeOf(message), message });
    });

    it('gas and postpaid: fetch by mobile number, pay; a failing biller (…0000) refunds', async () => {
      const customer = await customerWith(10_000);
      const gas = (
        await fetchBill(customer.token, {
          mcode: 'INDANE',
          service_no: '9876543210',
          customerMobile: '9876543210',
        })
      ).json().data;
      const gasPaid = await payBill(customer.token, {
        opcode: 'INDANE',
        number: '9876543210',
        amount: gas.dueamount,
      });
      expect(gasPaid.json()).toMatchObject({ result: true, data: { status: 'Success' } });

      const post = await fetchBill(customer.token, {
        mcode: 'AIRTELPOST',
        service_no: '9876500000',
      });
      expect(post.statusCode).toBe(200);
      const before = await balancePaise(ctx, customer.token);
      const failed = await payBill(customer.token, {
        opcode: 'AIRTELPOST',
        number: '9876500000',
        amount: post.json().data.dueamount,
      });
      expect(failed.json()).toMatchObject({ result: false, data: { status: 'Failure' } });
      expect(await balancePaise(ctx, customer.token)).toBe(before);
      // A failed payment leaves the bill payable.
      expect(
        (await fetchBill(customer.token, { mcode: 'AIRTELPOST', service_no: '9876500000' })).json()
          .data.paid,
      ).toBe(false);
    });
  });

  describe('POST /api/user/getRechLogs', () => {
    it('lists top-ups, payments and refunds, newest first, with signed codes and the balance after each', async () => {
      const customer = await customerWith(1000);
      await call(ctx, customer.token, '/api/recharge/mobile', {
        opcode: 'JIO',
        number: '9876512345',
        amount: 199,
      });
      await call(ctx, customer.token, '/api/recharge/mobile', {
        opcode: 'JIO',
        number: '9876500000',
        amount: 100,
      });
      const res = await call(ctx, customer.token, '/api/user/getRechLogs', {
        fromdate: istDate(-30),
        todate: istDate(0),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ result: true, tokenValid: true });
      const rows = body.data as Record<string, unknown>[];
      expect(rows.map((r) => [r.Code, r.status, r.amount, r.Wallet_Bal])).toEqual([
        ['WALLET_CREDIT', 'Success', 100, 801],
        ['MOBILE_RECHARGE', 'Failure', 100, 701],
        ['MOBILE_RECHARGE', 'Success', 199, 801],
        ['WALLET', 'Success', 1000, 1000],
      ]);
      // What each entry is, for a client that words it in its reader's language.
      expect(rows.map((r) => [r.entryKind, r.serviceKind])).toEqual([
        ['refund', 'mobile'],
        ['payment', 'mobile'],
        ['payment', 'mobile'],
        ['topup_online', null],
      ]);
      expect(rows[2]).toMatchObject({
        rechNo: '9876512345',
        RId: expect.stringMatching(/^KR\d{16}$/),
        complain_flag: 0,
        complainStatus: null,
        operator: 'Jio',
      });
      expect(rows[0]?.RId).toBe(rows[1]?.RId);

      const searched = await call(ctx, customer.token, '/api/user/getRechLogs', {
        fromdate: istDate(-30),
        todate: istDate(0),
        search: '9876512345',
      });
      expect(searched.json().data).toHaveLength(1);
    });

    it('another customer sees none of it; an empty range says so', async () => {
      const other = await customerWith(0);
      const res = await call(ctx, other.token, '/api/user/getRechLogs', {
        fromdate: istDate(-30),
        todate: istDate(0),
      });
      expect(res.json()).toMatchObject({ data: [], message: 'No data available' });
    });

    it('shows only the moves inside the range, each with the balance after it', async () => {
      const customer = await customerWith(1000);
      await call(ctx, customer.token, '/api/recharge/mobile', {
        opcode: 'JIO',
        number: '9876512345',
        amount: 199,
      });
      const logs = (fromdate: string, todate: string) =>
        call(ctx, customer.token, '/api/user/getRechLogs', { fromdate, todate });
      const today = (await logs(istDate(0), istDate(0))).json().data as Record<string, unknown>[];
      expect(today.map((r) => [r.Code, r.amount, r.Wallet_Bal])).toEqual([
        ['MOBILE_RECHARGE', 199, 801],
        ['WALLET', 1000, 1000],
      ]);
      // A range that ended yesterday has none of today's moves.
      expect((await logs(istDate(-30), istDate(-1))).json()).toMatchObject({
        data: [],
        message: 'No data available',
      });
    });

    it.each([
      [{ fromdate: '2026-01-01', todate: '01-02-2026' }, 'fromdate'],
      [{ fromdate: '31-02-2026', todate: '01-03-2026' }, 'fromdate'],
      [{ fromdate: '02-03-2026', todate: '01-03-2026' }, 'fromdate'],
      [{ fromdate: '01-03-2026' }, 'todate'],
    ])('bad dates %j → 400 on %s', async (payload, field) => {
      const customer = await customerWith(0);
      const res = await call(ctx, customer.token, '/api/user/getRechLogs', payload);
      expect(res.statusCode).toBe(400);
      expect((res.json().errors as { field: string }[]).map((e) => e.field)).toContain(field);
    });
  });

  describe('complaints', () => {
    it('only on a successful recharge, once; the status shows the back office’s answer', async () => {
      const customer = await customerWith(1000);
      const ok = await call(ctx, customer.token, '/api/recharge/mobile', {
        opcode: 'AIRTEL',
        number: '9876512345',
        amount: 299,
      });
      const failed = await call(ctx, customer.token, '/api/recharge/mobile', {
        opcode: 'AIRTEL',
        number: '9876510000',
        amount: 10,
      });
      const orderId = ok.json().data.orderId as string;

      const none = await call(ctx, customer.token, '/api/recharge/getComplainStatus', {
        order_id: orderId,
      });
      expect(none.json()).toMatchObject({
        result: true,
        message: 'No complaint found for the given order Id!!.',
        data: { status: 1 },
      });

      const onFailure = await call(ctx, customer.token, '/api/recharge/Complain', {
        order_id: failed.json().data.orderId,
        message: 'Where is my money?',
      });
      expect(onFailure.statusCode).toBe(422);

      const empty = await call(ctx, customer.token, '/api/recharge/Complain', {
        order_id: orderId,
        message: '  ',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toContainEqual({
        field: 'message',
        code: 'COMPLAINT_MESSAGE_REQUIRED',
        message: 'Please enter a complaint message.',
      });

      const raised = await call(ctx, customer.token, '/api/recharge/Complain', {
        order_id: orderId,
        message: 'Recharge done but no talktime received.',
      });
      expect(raised.statusCode).toBe(200);
      expect(raised.json()).toMatchObject({
        result: true,
        message: 'Complaint submitted successfully',
      });
      const again = await call(ctx, customer.token, '/api/recharge/Complain', {
        order_id: orderId,
        message: 'Again',
      });
      expect(again.statusCode).toBe(409);

      const status = await call(ctx, customer.token, '/api/recharge/getComplainStatus', {
        order_id: orderId,
      });
      expect(status.json().data).toMatchObject({
        status: 0,
        order_id: orderId,
        complain_status: 'Open',
        response_message: '',
        recharge_number: '9876512345',
        amount: 299,
        recharge_status: 'Success',
      });

      const logs = await call(ctx, customer.token, '/api/user/getRechLogs', {
        fromdate: istDate(-1),
        todate: istDate(0),
        search: orderId,
      });
      const row = logs.json().data[0];
      expect(row.complain_flag).toBe(1);
      expect(JSON.parse(row.complainStatus)).toMatchObject({
        order_id: orderId,
        complain_status: 'Open',
      });

      // The back office answers; the customer reads it.
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/complaints?status=Open',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(list.statusCode).toBe(200);
      const complaint = (list.json().data as { id: string; order_id: string }[]).find(
        (c) => c.order_id === orderId,
      );
      expect(complaint).toMatchObject({ customerMobile: customer.mobile, operator: 'Airtel' });
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/complaints/${complaint?.id}/answer`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { response: 'The operator confirmed the talktime; please restart your phone.' },
      });
      expect(answer.statusCode).toBe(200);
      const answered = await call(ctx, customer.token, '/api/recharge/getComplainStatus', {
        order_id: orderId,
      });
      expect(answered.json().data).toMatchObject({
        complain_status: 'Resolved',
        response_message: 'The operator confirmed the talktime; please restart your phone.',
      });
      const closed = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/complaints/${complaint?.id}/answer`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { response: 'Again' },
      });
      expect(closed.statusCode).toBe(409);
    });

    it('another customer can neither complain on nor read someone else’s recharge', async () => {
      const owner = await customerWith(500);
      const intruder = await customerWith(0);
      const ok = await call(ctx, owner.token, '/api/recharge/mobile', {
        opcode: 'JIO',
        number: '9876512345',
        amount: 10,
      });
      const orderId = ok.json().data.orderId as string;
      const complain = await call(ctx, intruder.token, '/api/recharge/Complain', {
        order_id: orderId,
        message: 'mine now',
      });
      expect(complain.statusCode).toBe(404);
      const status = await call(ctx, intruder.token, '/api/recharge/getComplainStatus', {
        order_id: orderId,
      });
      expect(status.json().data).toEqual({ status: 1 });
    });

    it('the back office’s complaint calls are for admins only', async () => {
      const customer = await customerWith(0);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/complaints',
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect([403, 404]).toContain(res.statusCode);
    });
  });
});
