import { describe, expect, it } from 'vitest';
import type { HotelBookingRow } from '../hotels/hotels.tables';
import type { WalletRequestRow } from '../wallet/wallet.tables';
import {
  hotelReceipt,
  istDisplay,
  offlineTopupReceipt,
  onlineTopupReceipt,
  rechargeReceipt,
  type PaymentOrderRow,
  type RechargeRow,
} from './compose-receipt';

const customer = { mobile: '9876504321' };
const support = { phone: '1800 266 5674', hours: { opens: '10:00', closes: '17:00' } };
const at = new Date('2026-11-29T18:45:00Z'); // 30-11-2026 00:15 in India

const recharge = (over: Partial<RechargeRow> = {}) =>
  ({
    id: 'r1',
    orderId: 'KR2611300000000001',
    kind: 'mobile',
    operatorCode: 'JIO',
    operatorName: 'Jio',
    number: '9876512345',
    circle: 'DL',
    planId: 'JIO-199',
    option1: '',
    option2: '',
    amountPaise: 19900n,
    status: 'success',
    operatorRef: 'OP123',
    providerRef: 'AG999',
    settledAt: at,
    ...over,
  }) as RechargeRow;

describe('composing receipts', () => {
  it('says the time on India’s clock, whatever the server’s zone', () => {
    expect(istDisplay(at)).toBe('30-11-2026 00:15');
  });

  it('a recharge: the operator’s reference, masked mobile, paise as text, empty lines left out', () => {
    const receipt = rechargeReceipt(recharge({ circle: null }), null, customer, support);
    expect(receipt).toMatchObject({
      kind: 'recharge',
      status: 'success',
      amountPaise: '19900',
      amount: '199.00',
      occurredAt: at.toISOString(),
      providerReference: { kind: 'operator', value: 'OP123' },
      customerMobile: 'XXXXXX4321',
      method: 'wallet',
    });
    expect(receipt !== 'none' && receipt !== 'not-ready' && receipt.lines).toEqual([
      { label: 'number', value: '9876512345' },
      { label: 'operator', value: 'Jio' },
    ]);
  });

  it('names the circle the row keeps as a code, the code kept for the reader’s language', () => {
    const named = rechargeReceipt(recharge(), null, customer, support, 'Delhi NCR');
    expect(named !== 'none' && named !== 'not-ready' && named.lines).toContainEqual({
      label: 'circle',
      value: 'Delhi NCR',
      code: 'DL',
    });
    // The aggregator could not list its circles: the code, rather than no circle at all.
    const unnamed = rechargeReceipt(recharge(), null, customer, support);
    expect(unnamed !== 'none' && unnamed !== 'not-ready' && unnamed.lines).toContainEqual({
      label: 'circle',
      value: 'DL',
      code: 'DL',
    });
  });

  it('a catalogue bill shows BBPS’s transaction reference and the biller’s approval number', () => {
    const receipt = rechargeReceipt(
      recharge({
        kind: 'bbps',
        operatorCode: 'DJB',
        operatorName: 'Delhi Jal Board',
        number: '1234567890',
        circle: null,
        bbpsRef: 'KB0123456789',
        operatorRef: '555666777888',
      }),
      null,
      customer,
      support,
    );
    expect(receipt).toMatchObject({
      kind: 'bill',
      title: { service: 'bbps', name: 'Delhi Jal Board', subject: '1234567890' },
      providerReference: { kind: 'bbps', value: 'KB0123456789' },
    });
    expect(typeof receipt === 'object' && receipt.lines).toContainEqual({
      label: 'approvalNumber',
      value: '555666777888',
    });
  });

  it('a bill uses the BBPS reference; a failure is a refund without one; pending is not ready', () => {
    expect(
      rechargeReceipt(recharge({ kind: 'electricity' }), null, customer, support),
    ).toMatchObject({ kind: 'bill', providerReference: { kind: 'bbps', value: 'OP123' } });
    expect(
      rechargeReceipt(recharge({ status: 'failure', operatorRef: null }), null, customer, support),
    ).toMatchObject({ kind: 'refund', status: 'refunded', providerReference: null });
    expect(
      rechargeReceipt(recharge({ status: 'pending', settledAt: null }), null, customer, support),
    ).toBe('not-ready');
  });

  it('a recharge or bill, paid or refunded, carries what Repeat fills in; a top-up does not', () => {
    const repeat = {
      kind: 'mobile',
      number: '9876512345',
      operatorCode: 'JIO',
      circle: 'DL',
      amountPaise: '19900',
      planId: 'JIO-199',
      option1: '',
      option2: '',
    };
    expect(rechargeReceipt(recharge(), null, customer, support)).toMatchObject({ repeat });
    expect(
      rechargeReceipt(recharge({ status: 'failure', operatorRef: null }), null, customer, support),
    ).toMatchObject({ kind: 'refund', repeat });
    const bill = recharge({
      kind: 'electricity',
      operatorCode: 'BESCOM',
      number: '1234567891',
      circle: null,
      planId: null,
      option1: 'SUB1',
    });
    expect(rechargeReceipt(bill, null, customer, support)).toMatchObject({
      kind: 'bill',
      repeat: {
        kind: 'electricity',
        operatorCode: 'BESCOM',
        number: '1234567891',
        option1: 'SUB1',
      },
    });
    const topup = onlineTopupReceipt(
      {
        id: '5d0c1c1e-6f6a-4b8e-9f53-7c1e2a0b9d11',
        amountPaise: 50000n,
        status: 'paid',
        creditedAt: at,
        gatewayPaymentId: 'pay_1',
      } as PaymentOrderRow,
      customer,
      support,
    );
    expect(topup).toMatchObject({ kind: 'topup' });
    expect(topup).not.toHaveProperty('repeat');
  });

  it('top-ups: credited or refunded online ones, approved offline ones; others none or not ready', () => {
    const order = {
      id: '5d0c1c1e-6f6a-4b8e-9f53-7c1e2a0b9d11',
      amountPaise: 50000n,
      status: 'paid',
      creditedAt: at,
      gatewayPaymentId: 'pay_1',
      gatewayRefundId: null,
      refundedAt: null,
    } as PaymentOrderRow;
    expect(onlineTopupReceipt(order, customer, support)).toMatchObject({
      kind: 'topup',
      providerReference: { kind: 'gateway-payment', value: 'pay_1' },
    });
    const refunded = {
      ...order,
      status: 'refunded',
      creditedAt: null,
      gatewayRefundId: 'rfnd_1',
      refundedAt: at,
    } as PaymentOrderRow;
    expect(onlineTopupReceipt(refunded, customer, support)).toMatchObject({
      kind: 'refund',
      providerReference: { kind: 'gateway-refund', value: 'rfnd_1' },
    });
    expect(onlineTopupReceipt({ ...order, status: 'refund_due' }, customer, support)).toBe(
      'not-ready',
    );
    expect(onlineTopupReceipt({ ...order, status: 'failed' }, customer, support)).toBe('none');

    const request = {
      id: 'b3f1',
      status: 1,
      decidedAt: at,
      amountPaise: 100000n,
      paymentType: 'CashBank',
      transactionNo: 'UTR42',
      companyBankName: 'HDFC Bank',
      paymentDate: '2026-11-28',
    } as unknown as WalletRequestRow;
    expect(offlineTopupReceipt(request, customer, support)).toMatchObject({
      method: 'cash',
      providerReference: { kind: 'bank-transaction', value: 'UTR42' },
      lines: expect.arrayContaining([{ label: 'paymentDate', value: '28-11-2026' }]),
    });
    expect(offlineTopupReceipt({ ...request, status: 0, decidedAt: null }, customer, support)).toBe(
      'not-ready',
    );
    expect(offlineTopupReceipt({ ...request, status: 2 }, customer, support)).toBe('none');
  });

  it('a hotel booking, its cancellation’s refund (-refund), a refusal’s refund', () => {
    const booking = {
      reference: 'KHABCDEFGHJK',
      status: 'confirmed',
      paymentMethod: 'UPI',
      amountPaise: 500000n,
      refundPaise: 0n,
      penaltyPaise: 0n,
      refundStatus: 'none',
      refundedAt: null,
      gatewayRefundId: null,
      supplierBookingId: 'HB77',
      confirmationNumber: 'C1',
      checkIn: '2026-12-18',
      checkOut: '2026-12-20',
      confirmedAt: at,
      createdAt: at,
      snapshot: { hotel: { name: 'Hotel Lotus' } },
    } as unknown as HotelBookingRow;
    expect(hotelReceipt(booking, 'KHABCDEFGHJK', customer, support)).toMatchObject({
      kind: 'hotel-booking',
      status: 'success',
      method: 'upi',
      title: { name: 'Hotel Lotus', subject: '18-12-2026 – 20-12-2026' },
      providerReference: { kind: 'supplier-booking', value: 'HB77' },
    });
    expect(hotelReceipt(booking, 'KHABCDEFGHJK-refund', customer, support)).toBe('none');

    const cancelled = {
      ...booking,
      status: 'cancelled',
      refundStatus: 'refunded',
      refundPaise: 400000n,
      penaltyPaise: 100000n,
      refundedAt: at,
      gatewayRefundId: 'rfnd_9',
    } as HotelBookingRow;
    expect(hotelReceipt(cancelled, 'KHABCDEFGHJK', customer, support)).toMatchObject({
      status: 'cancelled',
    });
    expect(hotelReceipt(cancelled, 'KHABCDEFGHJK-refund', customer, support)).toMatchObject({
      id: 'KHABCDEFGHJK-refund',
      kind: 'hotel-refund',
      amountPaise: '400000',
      providerReference: { kind: 'gateway-refund', value: 'rfnd_9' },
      lines: expect.arrayContaining([
        { label: 'penalty', value: '₹1,000.00' },
        { label: 'refundTo', value: 'upi' },
      ]),
    });
    expect(
      hotelReceipt(
        { ...cancelled, refundStatus: 'due', refundedAt: null },
        'KHABCDEFGHJK-refund',
        customer,
        support,
      ),
    ).toBe('not-ready');

    const refused = {
      ...cancelled,
      status: 'failed',
      penaltyPaise: 0n,
      refundPaise: 500000n,
    } as HotelBookingRow;
    expect(hotelReceipt(refused, 'KHABCDEFGHJK', customer, support)).toMatchObject({
      id: 'KHABCDEFGHJK',
      kind: 'hotel-refund',
    });
    expect(hotelReceipt(refused, 'KHABCDEFGHJK-refund', customer, support)).toMatchObject({
      id: 'KHABCDEFGHJK-refund',
      kind: 'hotel-refund',
    });
    expect(hotelReceipt({ ...booking, status: 'pending' }, 'KHABCDEFGHJK', customer, support)).toBe(
      'not-ready',
    );
    expect(
      hotelReceipt({ ...booking, status: 'abandoned' }, 'KHABCDEFGHJK', customer, support),
    ).toBe('none');
  });
});
