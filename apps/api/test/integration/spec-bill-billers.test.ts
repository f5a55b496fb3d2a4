import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billers } from '../../src/db/schema';
import { SEED_COMPANIES } from '../../src/modules/catalogue/seed-companies';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  signInAdmin,
  signUp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { istDate } from '../helpers/dates';
import { checkLedgerAndClose } from '../helpers/ledger';
import { call, fund, rechargeRows } from '../helpers/recharges';

/**
 * The spec's electricity, gas and postpaid screens (`service/getList/{5,6,3}`, `elBill/…`) served
 * by the biller catalogue underneath: what they list and pay follows the billers the aggregator
 * publishes and the back office shows, in its order.
 */
describe('the spec bill screens on the biller catalogue', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let customer: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true, seedCatalogue: true });
    ctx.callbacksToApi();
    await ctx.services.catalogueSync.run();
    admin = await signInAdmin(ctx);
    customer = await signUp(ctx);
    await fund(ctx, customer.UId, 1_00_000_00n);
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const codes = async (type: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/service/getList/${type}`,
      headers: bearer(customer.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { Code: string }[]).map((c) => c.Code);
  };
  const setBiller = async (id: string, body: object, what = 'billers') => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/${what}/${id}`,
      headers: bearer(admin.token),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const fetchBill = (payload: object) =>
    call(ctx, customer.token, '/api/elBill/fetchBill', payload);
  const payBill = (payload: object) => call(ctx, customer.token, '/api/elBill/payBill', payload);
  const electricity = { service_no: '1234567890', customerMobile: '9876512345' };

  /** The spec's companies of a category, in their seeded order. */
  const seeded = (category: number) =>
    SEED_COMPANIES.filter((c) => c.category === category).map((c) => c.code);
  const ELECTRICITY = seeded(5);

  it('lists the spec’s companies where their billers are published and shown', async () => {
    expect(await codes(5)).toEqual(ELECTRICITY);
    // LPG cylinders and piped gas share the gas screen.
    expect(await codes(6)).toEqual(seeded(6));
    expect(seeded(6)).toEqual(expect.arrayContaining(['INDANE', 'IGL']));
    expect(await codes(3)).toEqual(seeded(3));
  });

  it('drops a biller the back office switches off, and refuses it as an unknown operator', async () => {
    await setBiller('BESCOM', { enabled: false });
    try {
      expect(await codes(5)).toEqual(ELECTRICITY.filter((c) => c !== 'BESCOM'));
      const fetched = await fetchBill({ mcode: 'BESCOM', ...electricity });
      expect(fetched.statusCode).toBe(400);
      expect(fetched.json().errors).toContainEqual(
        expect.objectContaining({ field: 'mcode', message: 'Please select oprator' }),
      );
      const paid = await payBill({ opcode: 'BESCOM', number: '1234567890', amount: 100 });
      expect(paid.statusCode).toBe(400);
      expect(paid.json().errors).toContainEqual(
        expect.objectContaining({ field: 'opcode', message: 'Please select service no.' }),
      );
      expect(await rechargeRows(ctx, customer.UId)).toEqual([]);
    } finally {
      await setBiller('BESCOM', { enabled: true });
    }
    expect(await codes(5)).toEqual(ELECTRICITY);
    expect((await fetchBill({ mcode: 'BESCOM', ...electricity })).statusCode).toBe(200);
  });

  it('drops a whole category the back office switches off', async () => {
    await setBiller('MOBILE_POSTPAID', { enabled: false }, 'billers/categories');
    try {
      expect(await codes(3)).toEqual([]);
      const fetched = await fetchBill({ mcode: 'JIOPOST', service_no: '9876512345' });
      expect(fetched.statusCode).toBe(400);
    } finally {
      await setBiller('MOBILE_POSTPAID', { enabled: true }, 'billers/categories');
    }
    expect(await codes(3)).toHaveLength(4);
  });

  it('drops a biller the aggregator no longer publishes', async () => {
    const cesc = eq(billers.id, 'CESC');
    // What a sync that no longer sees it leaves.
    await ctx.database.db.update(billers).set({ active: false }).where(cesc);
    try {
      expect(await codes(5)).not.toContain('CESC');
      const fetched = await fetchBill({ mcode: 'CESC', ...electricity, service_no: '12345678901' });
      expect(fetched.statusCode).toBe(400);
    } finally {
      await ctx.database.db.update(billers).set({ active: true }).where(cesc);
    }
  });

  it('lists in the back office’s display order, the spec’s order within one', async () => {
    await setBiller('TPDDL', { displayOrder: 5 });
    await setBiller('JVVNL', { displayOrder: 2 });
    try {
      const rest = ELECTRICITY.filter((c) => c !== 'TPDDL' && c !== 'JVVNL');
      expect(await codes(5)).toEqual([...rest, 'JVVNL', 'TPDDL']);
    } finally {
      await setBiller('TPDDL', { displayOrder: 0 });
      await setBiller('JVVNL', { displayOrder: 0 });
    }
    expect(await codes(5)).toEqual(ELECTRICITY);
  });

  it('checks the service number by the biller’s own rules, the spec’s words first', async () => {
    // BESCOM's account id is 10 digits: the biller's words, on the spec's field.
    const short = await fetchBill({ mcode: 'BESCOM', ...electricity, service_no: '12345678' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toContainEqual(
      expect.objectContaining({
        field: 'service_no',
        message: expect.stringMatching(/Account ID/),
      }),
    );
    const paid = await payBill({ opcode: 'BESCOM', number: '12345678', amount: 100 });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().errors).toContainEqual(expect.objectContaining({ field: 'number' }));
    // The spec's own words win where it has them: a missing mobile, a gas number.
    const noMobile = await fetchBill({ mcode: 'BESCOM', service_no: '12345678' });
    expect(noMobile.json().errors).toContainEqual(
      expect.objectContaining({ field: 'customerMobile', message: 'Please mobile number' }),
    );
    const gas = await fetchBill({ mcode: 'INDANE', ...electricity, service_no: '9876543210' });
    expect(gas.statusCode).toBe(200);
    expect(await rechargeRows(ctx, customer.UId)).toEqual([]);
  });

  it('records a bill paid on /electricity-bill as the catalogue’s own payments are', async () => {
    const number = '1234567801';
    const bill = (await fetchBill({ mcode: 'BESCOM', ...electricity, service_no: number })).json()
      .data as { dueamount: number };
    const more = await payBill({ opcode: 'BESCOM', number, amount: bill.dueamount + 1 });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors[0].field).toBe('amount');
    const paid = await payBill({ opcode: 'BESCOM', number, amount: bill.dueamount });
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().data.orderId as string;

    const biller = await ctx.app.inject({ method: 'GET', url: '/api/v1/bills/billers/BESCOM' });
    const { name } = biller.json().data as { name: string };
    const payment = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/bills/payments/${orderId}`,
      headers: bearer(customer.token),
    });
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payment.json().data).toMatchObject({
      id: orderId,
      status: 'Success',
      billerId: 'BESCOM',
      billerName: name,
      categoryId: 'ELECTRICITY',
      amountPaise: Math.round(bill.dueamount * 100),
      // BBPS's transaction reference and the biller's approval number, as for a catalogue bill.
      bbpsRef: expect.stringMatching(/^KB[0-9A-Z]{10}$/),
      approvalNumber: expect.stringMatching(/^\d{12}$/),
    });

    const history = await call(ctx, customer.token, '/api/user/getRechLogs', {
      fromdate: istDate(-1),
      todate: istDate(0),
    });
    expect(history.json().data).toContainEqual(
      expect.objectContaining({
        RId: orderId,
        rechNo: number,
        operator: name,
        status: 'Success',
        serviceKind: 'electricity',
      }),
    );
  });
});
