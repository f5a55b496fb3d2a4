import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { istDate } from '../helpers/dates';
import { checkLedgerAndClose } from '../helpers/ledger';
import {
  bearer,
  outbox,
  signInAdmin,
  signUp,
  type SignedInAdmin,
  type SignedUp,
  type SmsMessage,
} from '../helpers/accounts';
import {
  approve,
  balancePaise,
  failPayment,
  orderFor,
  pay,
  settledDeliveries,
  submittedRequest,
  update,
  verify,
} from '../helpers/wallet';

const CREDIT_TEMPLATE = 'KOSH_WALLET_CREDIT';

/**
 * Card top-ups on All Wallet Requests (docs/product-1.md §2: online, no slip) beside the offline requests,
 * and a text for every credit of the wallet — a card top-up, an approved offline request — as
 * every debit is texted.
 */
describe('wallet credits: card top-ups in the request list, and an SMS for each credit', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    admin = await signInAdmin(ctx);
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const list = (token: string, status: string | number = 'All') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/getWaletReq',
      headers: bearer(token),
      payload: { status, fromdate: istDate(), todate: istDate() },
    });

  const creditTexts = async (mobile: string) =>
    (await outbox(ctx, mobile)).filter((m) => m.templateId === CREDIT_TEMPLATE);

  /** The credit texts to `mobile` once `count` arrived and no more came for a moment after. */
  async function settledCreditTexts(mobile: string, count: number): Promise<SmsMessage[]> {
    const deadline = Date.now() + 5000;
    while ((await creditTexts(mobile)).length < count) {
      if (Date.now() > deadline) throw new Error(`${mobile} did not get ${count} credit texts`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    return creditTexts(mobile);
  }

  /** A card top-up paid at the gateway, its webhooks reaching the API, then verify and update. */
  async function cardTopUp(customer: SignedUp, amount: number) {
    ctx.webhooksToApi();
    const orderId = await orderFor(ctx, customer.token, amount);
    const paid = await pay(ctx, orderId);
    const [verified, updated] = await Promise.all([
      verify(ctx, customer.token, paid),
      update(ctx, customer.token, { ...paid, userId: customer.userId, amount }),
    ]);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(updated.statusCode, updated.body).toBe(200);
    await settledDeliveries(ctx, orderId, 2);
    return paid;
  }

  it('lists a paid card top-up as an approved online request without a slip, beside the offline ones', async () => {
    const customer = await signUp(ctx);
    const offlineId = await submittedRequest(ctx, customer.token, { amount: '300' });
    const paid = await cardTopUp(customer, 2500);

    const all = await list(customer.token);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ result: true, message: 'Data fetched successfully!' });
    const rows = all.json().data as { id: string; PaymentType: string }[];
    // Newest first: the card top-up came after the offline request.
    expect(rows.map((r) => r.PaymentType)).toEqual(['Online', 'NEFT']);
    expect(rows[1]?.id).toBe(offlineId);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      DOE: expect.any(String),
      Amount: 2500,
      Status: 1,
      PaymentType: 'Online',
      CompanyBank: '',
      CompanyAccNo: '',
      PaymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      TransactionNo: paid.razorpay_payment_id,
      UserBank: '',
      Remarks: '',
      AdminRemark: '',
      SlipImage: null,
      paymentMethod: 'card',
    });

    // The status filter applies to both kinds.
    const approved = (await list(customer.token, 'Approved')).json().data;
    expect(approved.map((r: { PaymentType: string }) => r.PaymentType)).toEqual(['Online']);
    const pending = (await list(customer.token, 0)).json().data;
    expect(pending.map((r: { id: string }) => r.id)).toEqual([offlineId]);
    const rejected = await list(customer.token, 'Rejected');
    expect(rejected.json()).toMatchObject({ result: false, message: 'No data available' });
  });

  it('shows neither an order never paid nor a failed payment, and nobody else’s top-ups', async () => {
    const customer = await signUp(ctx);
    const other = await signUp(ctx);
    await orderFor(ctx, customer.token, 700);
    const failed = await orderFor(ctx, customer.token, 800);
    await failPayment(ctx, failed);
    await cardTopUp(other, 900);

    const mine = await list(customer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ result: false, message: 'No data available', data: [] });
    const theirs = (await list(other.token)).json().data;
    expect(theirs.map((r: { Amount: number }) => r.Amount)).toEqual([900]);
  });

  it('lists a top-up the wallet limit refused as rejected, with why and the refund', async () => {
    // A minimum-KYC wallet holds ₹10,000: ₹6,000 is credited, the second ₹5,000 is owed back.
    ctx.webhooksNowhere();
    const customer = await signUp(ctx);
    const first = await orderFor(ctx, customer.token, 6000);
    const second = await orderFor(ctx, customer.token, 5000);
    const credited = await pay(ctx, first);
    const owed = await pay(ctx, second);
    await settledDeliveries(ctx, second, 2);
    expect((await verify(ctx, customer.token, credited)).statusCode).toBe(200);
    expect((await verify(ctx, customer.token, owed)).statusCode).toBe(422);

    const rows = (await list(customer.token)).json().data as Record<string, unknown>[];
    expect(rows.map((r) => [r.Amount, r.Status, r.PaymentType, r.SlipImage])).toEqual([
      [5000, 2, 'Online', null],
      [6000, 1, 'Online', null],
    ]);
    expect(rows[0]?.AdminRemark).toMatch(
      /^A minimum-KYC wallet can hold at most ₹10,000\..* Refunded to your card\/account, ref rfnd_\w+\.$/,
    );
    const rejected = (await list(customer.token, 2)).json().data as { Amount: number }[];
    expect(rejected.map((r) => r.Amount)).toEqual([5000]);

    // Only the credit is texted as one; the refund has its own text.
    const texts = await settledCreditTexts(customer.mobile, 1);
    expect(texts.map((t) => t.text)).toEqual([
      `Kosh: ₹6,000.00 added to your wallet by card. Ref ${credited.razorpay_payment_id}. Balance ₹6,000.00.`,
    ]);
  });

  it('texts a card top-up once, though verify, update and both webhooks all report it', async () => {
    const customer = await signUp(ctx);
    const paid = await cardTopUp(customer, 2500);
    expect(await balancePaise(ctx, customer.token)).toBe(2_500_00n);

    const texts = await settledCreditTexts(customer.mobile, 1);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toBe(
      `Kosh: ₹2,500.00 added to your wallet by card. Ref ${paid.razorpay_payment_id}. Balance ₹2,500.00.`,
    );
  });

  it('texts an approved offline request as a credit, with the balance after it', async () => {
    const customer = await signUp(ctx);
    await cardTopUp(customer, 1000);
    await settledCreditTexts(customer.mobile, 1);
    const id = await submittedRequest(ctx, customer.token, {
      amount: '750.50',
      transactionNo: 'UTRCREDIT0001',
    });
    expect((await approve(ctx, admin.token, id)).statusCode).toBe(200);

    const texts = await settledCreditTexts(customer.mobile, 2);
    expect(texts).toHaveLength(2);
    // Newest first.
    expect(texts[0]?.text).toBe(
      'Kosh: ₹750.50 added to your wallet from your NEFT request. Ref UTRCREDIT0001. Balance ₹1,750.50.',
    );
    // A second decision is refused and texts nothing.
    expect((await approve(ctx, admin.token, id)).statusCode).toBe(409);
    expect(await settledCreditTexts(customer.mobile, 2)).toHaveLength(2);
  });
});
