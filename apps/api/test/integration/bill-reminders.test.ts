import { istInstant, istToday } from '@kosh/contract/common/ist-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, outbox, signUp, uniqueIp, type SignedUp } from '../helpers/accounts';
import { checkLedgerAndClose } from '../helpers/ledger';
import { call, fund } from '../helpers/recharges';

/** Bill reminders: the settings calls and the job that texts a saved biller's bill falling due. */
describe('bill reminders', () => {
  let ctx: TestContext;
  // India's 10:00 today (the sandbox dates its bills by today's real date); a test moves it.
  let now = istInstant(istToday(), '10:00');
  beforeAll(async () => {
    ctx = await createTestContext({ seedCatalogue: true, clock: () => now });
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const settings = (token: string, body?: unknown) =>
    ctx.app.inject({
      method: body === undefined ? 'GET' : 'PUT',
      url: '/api/v1/me/reminders',
      remoteAddress: uniqueIp(),
      headers: bearer(token),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  /** Saves a BESCOM account for the customer, as an earlier successful payment would have. */
  async function savedBiller(customer: SignedUp, number: string) {
    await ctx.database.db.transaction((tx) =>
      ctx.services.recents.recordPaid(tx, [
        {
          userId: customer.UId,
          kind: 'electricity',
          operatorCode: 'BESCOM',
          operatorName: 'BESCOM',
          number,
          option1: '',
          option2: '',
          circle: null,
          customerMobile: customer.mobile,
          amountPaise: 500_00n,
          planId: null,
          paidAt: new Date(),
        },
      ]),
    );
  }

  const dueTexts = async (customer: SignedUp) =>
    (await outbox(ctx, customer.mobile)).filter((m) => m.templateId.startsWith('KOSH_BILL_DUE'));

  /** Runs the job, then lets the outbox's nudges reach the sandbox. */
  async function runJob() {
    const run = await ctx.services.billReminders.run();
    await ctx.services.smsOutbox.deliverDue();
    return run;
  }

  it('answers the defaults, saves a choice, and refuses a bad one with the field', async () => {
    const customer = await signUp(ctx);
    expect((await settings(customer.token)).json()).toEqual({
      result: true,
      data: { enabled: true, windowDays: 3 },
    });
    const bad = await settings(customer.token, { enabled: true, windowDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'REMINDER_WINDOW_DAYS' });
    expect(bad.json().errors[0].field).toBe('windowDays');
    const notFlag = await settings(customer.token, { enabled: 'yes', windowDays: 3 });
    expect(notFlag.statusCode).toBe(400);
    expect((await settings(customer.token)).json().data).toEqual({ enabled: true, windowDays: 3 });

    const saved = await settings(customer.token, { enabled: false, windowDays: 7 });
    expect(saved.json()).toEqual({ result: true, data: { enabled: false, windowDays: 7 } });
    expect((await settings(customer.token)).json().data).toEqual({ enabled: false, windowDays: 7 });

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/reminders' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('texts a bill due within the window once, however often the job runs', async () => {
    const customer = await signUp(ctx);
    await savedBiller(customer, '1234567702');
    await runJob();
    const texts = await dueTexts(customer);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(
      /^Kosh: your ₹[\d,]+\.\d{2} electricity bill for 1234… is due \d{2}-\d{2}-\d{4}\. Pay it now in the Kosh app\.$/,
    );
    // Again the same day, and the next day (looked at again: the same bill, no second text).
    await runJob();
    now = new Date(now.getTime() + 24 * 3_600_000);
    await runJob();
    now = istInstant(istToday(), '10:00');
    expect(await dueTexts(customer)).toHaveLength(1);
    expect(await ctx.services.billReminders.sentTo(customer.UId)).toHaveLength(1);
  });

  it('lists the bills reminded of that are still to fall due, to their owner only', async () => {
    const due = (token?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/me/reminders/due',
        remoteAddress: uniqueIp(),
        ...(token ? { headers: bearer(token) } : {}),
      });
    const customer = await signUp(ctx);
    expect((await due(customer.token)).json()).toEqual({ result: true, data: [] });
    await savedBiller(customer, '1234567703');
    await runJob();
    const [sent] = await ctx.services.billReminders.sentTo(customer.UId);
    const answer = (await due(customer.token)).json();
    expect(answer.data).toEqual([
      {
        payeeId: sent!.payeeId,
        billNumber: sent!.billNumber,
        dueDate: sent!.dueDate,
        amountPaise: Number(sent!.amountPaise),
        remindedAt: sent!.createdAt.toISOString(),
      },
    ]);
    expect(answer.data[0].dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The biller is the customer's saved one, which the reminders screen pays from.
    const recents = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/me/recents?kind=electricity',
      headers: bearer(customer.token),
    });
    expect(recents.json().data.map((r: { id: string }) => r.id)).toContain(sent!.payeeId);
    // Someone else sees none of it; nobody without a login sees anything.
    const other = await signUp(ctx);
    expect((await due(other.token)).json().data).toEqual([]);
    expect((await due()).statusCode).toBe(401);
    // Once the due date has passed, it is not listed.
    now = new Date(now.getTime() + 4 * 24 * 3_600_000);
    expect((await due(customer.token)).json().data).toEqual([]);
    now = istInstant(istToday(), '10:00');
  });

  it('keeps to the customer’s window and to their choice to stop', async () => {
    const wide = await signUp(ctx);
    await settings(wide.token, { enabled: true, windowDays: 7 });
    await savedBiller(wide, '1234567705');
    const narrow = await signUp(ctx);
    await savedBiller(narrow, '1234567705');
    const off = await signUp(ctx);
    await settings(off.token, { enabled: false, windowDays: 3 });
    await savedBiller(off, '1234567701');
    const offHere = await signUp(ctx);
    await savedBiller(offHere, '1234567701');
    const [recent] = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/me/recents?kind=electricity',
        remoteAddress: uniqueIp(),
        headers: bearer(offHere.token),
      })
    ).json().data;
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/me/recents/${recent.id}`,
      remoteAddress: uniqueIp(),
      headers: bearer(offHere.token),
      payload: { remindersOff: true },
    });
    expect(patched.statusCode).toBe(200);

    await runJob();
    expect(await dueTexts(wide)).toHaveLength(1);
    expect(await dueTexts(narrow)).toHaveLength(0);
    expect(await dueTexts(off)).toHaveLength(0);
    expect(await dueTexts(offHere)).toHaveLength(0);
  });

  it('sends nothing for a bill already paid through Kosh, nor when no bill is due', async () => {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, 10_000_00n);
    const fetched = await call(ctx, customer.token, '/api/elBill/fetchBill', {
      mcode: 'BESCOM',
      service_no: '1234567702',
      customerMobile: customer.mobile,
      option1: '',
      option2: '',
    });
    expect(fetched.statusCode).toBe(200);
    const paid = await call(ctx, customer.token, '/api/elBill/payBill', {
      opcode: 'BESCOM',
      number: '1234567702',
      amount: fetched.json().data.dueamount,
    });
    expect(paid.statusCode).toBe(200);
    await savedBiller(customer, '1234569999');

    const run = await runJob();
    expect(run.failed).toBe(0);
    expect(await dueTexts(customer)).toHaveLength(0);
  });

  it('texts nobody at night', async () => {
    const customer = await signUp(ctx);
    await savedBiller(customer, '1234567703');
    now = istInstant(istToday(), '22:30');
    try {
      expect(await ctx.services.billReminders.run()).toMatchObject({ skipped: 'night' });
    } finally {
      now = istInstant(istToday(), '10:00');
    }
    expect(await dueTexts(customer)).toHaveLength(0);
    await runJob();
    expect(await dueTexts(customer)).toHaveLength(1);
  });
});
