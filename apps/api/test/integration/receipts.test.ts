import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supportLine } from '@kosh/contract/receipt-wording';
import { createTestContext, type TestContext } from '../helpers/app';
import { signInAdmin, signUp, type SignedUp } from '../helpers/accounts';
import { booked, cancel, getAs, readyItinerary } from '../helpers/hotel-bookings';
import { istDate } from '../helpers/dates';
import { checkLedgerAndClose } from '../helpers/ledger';
import { call, fund } from '../helpers/recharges';
import { approve, orderFor, pay, submittedRequest, verify } from '../helpers/wallet';

/** The text a PDF shows, through poppler's pdftotext when it is installed, else its raw bytes. */
function pdfText(pdf: Buffer): string {
  try {
    return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
  } catch {
    return pdf.toString('latin1');
  }
}

describe('receipts: GET /api/v1/receipts/{id} and its PDF', () => {
  let ctx: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true, seedCatalogue: true });
    adminToken = (await signInAdmin(ctx)).token;
  });
  beforeEach(() => ctx.callbacksToApi());
  afterAll(() => checkLedgerAndClose(ctx));

  async function customerWith(rupees: number): Promise<SignedUp> {
    const customer = await signUp(ctx);
    if (rupees > 0) await fund(ctx, customer.UId, BigInt(rupees) * 100n);
    return customer;
  }
  const receipt = (token: string, id: string) => getAs(ctx, token, `/api/v1/receipts/${id}`);
  const pdf = (token: string, id: string, lang?: string) =>
    getAs(ctx, token, `/api/v1/receipts/${id}/pdf${lang ? `?lang=${lang}` : ''}`);
  const masked = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;

  it('a successful mobile recharge: Kosh’s order id, the operator’s reference, IST, masked mobile', async () => {
    const customer = await customerWith(500);
    const paid = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'JIO',
      number: '9876512345',
      amount: 199,
      circle: 'MH',
    });
    const orderId = paid.json().data.orderId as string;
    const res = await receipt(customer.token, orderId);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: orderId,
      kind: 'recharge',
      status: 'success',
      title: { service: 'mobile', name: 'Jio', subject: '9876512345' },
      amountPaise: '19900',
      amount: '199.00',
      orderId,
      providerReference: { kind: 'operator', value: expect.any(String) },
      method: 'wallet',
      methodDetail: null,
      customerMobile: masked(customer.mobile),
      support: { phone: expect.any(String) },
    });
    expect(data.occurredAtIst).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(data.lines).toContainEqual({ label: 'number', value: '9876512345' });
    // The circle by its name (the aggregator's), not the code the recharge stored.
    expect(data.lines).toContainEqual({ label: 'circle', value: 'Maharashtra & Goa', code: 'MH' });
    // What Repeat fills the recharge form with again.
    expect(data.repeat).toMatchObject({
      kind: 'mobile',
      number: '9876512345',
      operatorCode: 'JIO',
      amountPaise: '19900',
    });

    const file = await pdf(customer.token, orderId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`kosh-receipt-${orderId}.pdf`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file.rawPayload);
    expect(text).toContain(orderId);
    expect(text).toContain(data.providerReference.value);
    expect(text).toContain('Recharge receipt');
    expect(text).toContain('₹199.00');
    expect(text).toContain(masked(customer.mobile));
    expect(text).toContain('Maharashtra & Goa');
    expect(text).not.toContain(' MH');
    // The page prints this same sentence (receipt-wording.ts): the PDF's hours are the page's.
    expect(text.replace(/\s+/g, ' ')).toContain(supportLine('en', data));
  });

  it('a PDF in Hindi (?lang=hi): Devanagari embedded, references unchanged', async () => {
    const customer = await customerWith(500);
    const paid = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'JIO',
      number: '9876512346',
      amount: 99,
      circle: 'MH',
    });
    const orderId = paid.json().data.orderId as string;
    const file = await pdf(customer.token, orderId, 'hi');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString('latin1')).toContain('NotoSansDevanagari');
    const text = pdfText(file.rawPayload);
    expect(text).toContain(orderId);
    expect(text).toContain('₹99.00');
    // Words without a vowel sign drawn before its consonant: pdfkit writes glyphs in drawn order.
    expect(text).toContain('रसीद');
    expect(text).toContain('सफल');
    // The circle in Hindi (its conjuncts do not read back whole), never its code.
    expect(text).not.toContain('MH');
    expect(text).not.toContain('Maharashtra');
    // An unknown language is refused with the field, not guessed.
    const bad = await pdf(customer.token, orderId, 'fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'LANGUAGE_INVALID' });
  });

  it('the PDF speaks the customer’s own language when none is asked', async () => {
    const customer = await customerWith(500);
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/language',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { language: 'hi' },
    });
    expect(set.statusCode).toBe(200);
    const paid = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'JIO',
      number: '9876512347',
      amount: 49,
    });
    const file = await pdf(customer.token, paid.json().data.orderId);
    expect(file.rawPayload.toString('latin1')).toContain('NotoSansDevanagari');
    expect(pdfText(file.rawPayload)).toContain('रसीद');
  });

  it('a failed recharge refunded to the wallet is a refund receipt, without an operator reference', async () => {
    const customer = await customerWith(300);
    const res = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'AIRTEL',
      number: '9876540000',
      amount: 149,
    });
    const orderId = res.json().data.orderId as string;
    const data = (await receipt(customer.token, orderId)).json().data;
    expect(data).toMatchObject({
      kind: 'refund',
      status: 'refunded',
      amountPaise: '14900',
      providerReference: null,
    });
    expect(data.lines).toContainEqual({ label: 'refundTo', value: 'wallet' });
    // A failed recharge is repeated too.
    expect(data.repeat).toMatchObject({
      kind: 'mobile',
      number: '9876540000',
      operatorCode: 'AIRTEL',
    });
  });

  it('a pending recharge has no receipt yet: 409 RECEIPT_NOT_READY, the page and the PDF alike', async () => {
    ctx.callbacksNowhere();
    const customer = await customerWith(500);
    const res = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'VI',
      number: '9876511111',
      amount: 99,
    });
    expect(res.statusCode).toBe(202);
    const orderId = res.json().data.orderId as string;
    const early = await receipt(customer.token, orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ result: false, code: 'RECEIPT_NOT_READY' });
    expect((await pdf(customer.token, orderId)).statusCode).toBe(409);
  });

  it('a bill paid: the BBPS reference, the consumer and the bill number', async () => {
    const customer = await customerWith(10_000);
    const payload = {
      mcode: 'BESCOM',
      service_no: '1234567891',
      customerMobile: '9876512345',
      option1: '',
      option2: '',
    };
    const bill = (await call(ctx, customer.token, '/api/elBill/fetchBill', payload)).json().data;
    const paid = await call(ctx, customer.token, '/api/elBill/payBill', {
      opcode: 'BESCOM',
      number: '1234567891',
      amount: bill.dueamount,
    });
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json().data.orderId as string;
    const data = (await receipt(customer.token, orderId)).json().data;
    expect(data).toMatchObject({
      kind: 'bill',
      status: 'success',
      title: { service: 'electricity', subject: '1234567891' },
      providerReference: { kind: 'bbps', value: expect.any(String) },
    });
    expect(data.lines.map((l: { label: string }) => l.label)).toEqual(
      expect.arrayContaining(['consumer', 'billNumber', 'dueDate']),
    );
    expect(data.repeat).toMatchObject({
      kind: 'electricity',
      number: '1234567891',
      operatorCode: 'BESCOM',
    });
  });

  it('a card top-up: the gateway’s payment id', async () => {
    const customer = await signUp(ctx);
    const gatewayOrderId = await orderFor(ctx, customer.token, 500);
    const paid = await pay(ctx, gatewayOrderId);
    expect((await verify(ctx, customer.token, paid)).statusCode).toBe(200);
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/getWaletReq',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { status: 'All', fromdate: istDate(), todate: istDate() },
    });
    const row = list.json().data.find((r: { PaymentType: string }) => r.PaymentType === 'Online');
    const data = (await receipt(customer.token, row.id)).json().data;
    expect(data).toMatchObject({
      kind: 'topup',
      status: 'success',
      title: { service: 'topup-online' },
      amountPaise: '50000',
      providerReference: { kind: 'gateway-payment', value: paid.razorpay_payment_id },
    });
    expect(data).not.toHaveProperty('repeat');
  });

  it('an offline top-up: none while pending, a receipt once approved', async () => {
    const customer = await signUp(ctx);
    const id = await submittedRequest(ctx, customer.token);
    expect((await receipt(customer.token, id)).json()).toMatchObject({ code: 'RECEIPT_NOT_READY' });
    expect((await approve(ctx, adminToken, id)).statusCode).toBe(200);
    const data = (await receipt(customer.token, id)).json().data;
    expect(data).toMatchObject({
      kind: 'topup',
      status: 'success',
      title: { service: 'topup-offline' },
      method: 'bank',
      providerReference: { kind: 'bank-transaction' },
    });
    expect(data).not.toHaveProperty('repeat');
  });

  it('a hotel booking from the wallet, and its cancellation’s refund (`-refund`)', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { refundable: true });
    const booking = await booked(ctx, customer.token, ready);
    const detail = (
      await getAs(ctx, customer.token, `/api/hotel/bookings/${booking.bookingId}`)
    ).json().data;
    const reference = detail.reference as string;
    const made = (await receipt(customer.token, reference)).json().data;
    expect(made).toMatchObject({
      id: reference,
      kind: 'hotel-booking',
      status: 'success',
      title: { service: 'hotel', name: ready.hotelName },
      orderId: reference,
      providerReference: { kind: 'supplier-booking', value: expect.stringMatching(/^HB/) },
      method: 'wallet',
    });
    expect(made).not.toHaveProperty('repeat');
    // The booking's own id (the My Bookings page's) finds the same receipt.
    expect((await receipt(customer.token, booking.bookingId)).json().data.id).toBe(reference);
    // Before a cancellation there is no refund to show.
    expect((await receipt(customer.token, `${reference}-refund`)).statusCode).toBe(404);

    expect(
      (await cancel(ctx, customer.token, booking.bookingId, ready.fare.total)).statusCode,
    ).toBe(200);
    expect((await receipt(customer.token, reference)).json().data.status).toBe('cancelled');
    const refund = (await receipt(customer.token, `${reference}-refund`)).json().data;
    expect(refund).toMatchObject({
      id: `${reference}-refund`,
      kind: 'hotel-refund',
      status: 'refunded',
      orderId: reference,
    });
    expect(refund.lines).toContainEqual({ label: 'refundTo', value: 'wallet' });
    const text = pdfText((await pdf(customer.token, `${reference}-refund`, 'en')).rawPayload);
    expect(text).toContain('Hotel refund receipt');
    expect(text).toContain(reference);
  });

  it('another customer’s receipt answers 404 like an unknown id; bad ids 400', async () => {
    const owner = await customerWith(500);
    const other = await customerWith(0);
    const paid = await call(ctx, owner.token, '/api/recharge/mobile', {
      opcode: 'JIO',
      number: '9876512348',
      amount: 10,
    });
    const orderId = paid.json().data.orderId as string;
    for (const res of [await receipt(other.token, orderId), await pdf(other.token, orderId)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ result: false, code: 'RECEIPT_NOT_FOUND' });
      expect(res.body).not.toContain('9876512348');
    }
    const unknown = [
      'KR2611290000000000',
      'KHABCDEFGHJK',
      '00000000-0000-4000-8000-000000000000',
      'nothing-here',
    ];
    for (const id of unknown) {
      const res = await receipt(owner.token, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('RECEIPT_NOT_FOUND');
    }
    for (const id of ['a', 'KR%20%3Cscript%3E', 'x'.repeat(80)]) {
      const res = await receipt(owner.token, id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ code: 'RECEIPT_ID_INVALID' });
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/v1/receipts/${orderId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
