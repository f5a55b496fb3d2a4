import { describe, expect, it } from 'vitest';
import type { RechargeLogRow } from '@kosh/contract/recharge';
import {
  complaintActionOf,
  formatSignedAmount,
  isCredit,
  offersCheck,
  parseComplaint,
  signedAmount,
} from './entries';

const entry = (patch: Partial<RechargeLogRow>): RechargeLogRow => ({
  rechNo: '9876543210',
  amount: 199,
  doe: '2025-05-10T06:30:00.000Z',
  RId: 'RCH123',
  Wallet_Bal: 301,
  status: 'Success',
  Code: 'MOBILE_RECHARGE',
  complain_flag: 0,
  complainStatus: null,
  operator: 'Jio',
  service: 'Mobile Prepaid',
  description: 'Mobile Prepaid · Jio',
  entryKind: 'payment',
  serviceKind: 'mobile',
  ...patch,
});

const complaint = {
  order_id: 'RCH123',
  complain_status: 'Open',
  response_message: '',
  recharge_number: '9876543210',
  amount: 199,
  recharge_status: 'Success',
  recharge_date: '2025-05-10T06:30:00.000Z',
  message: 'Plan not activated',
  complain_date: '2025-05-10T07:00:00.000Z',
};

describe('balance history entries', () => {
  it('signs WALLET and WALLET_CREDIT as credits and every other code as a debit', () => {
    expect(isCredit('WALLET')).toBe(true);
    expect(isCredit('WALLET_CREDIT')).toBe(true);
    for (const code of ['MOBILE_RECHARGE', 'BILL_PAYMENT', 'REFUND', 'wallet', ''])
      expect(isCredit(code), code).toBe(false);
    expect(signedAmount(entry({ Code: 'WALLET', amount: 500 }))).toBe(500);
    expect(signedAmount(entry({ Code: 'WALLET_CREDIT', amount: 0.5 }))).toBe(0.5);
    expect(signedAmount(entry({ Code: 'MOBILE_RECHARGE', amount: 199.5 }))).toBe(-199.5);
  });

  it('shows + and a real minus sign with the amount in rupees', () => {
    expect(formatSignedAmount(entry({ Code: 'WALLET', amount: 100000 }))).toBe('+₹1,00,000.00');
    expect(formatSignedAmount(entry({ Code: 'DTH_RECHARGE', amount: 199.5 }))).toBe('−₹199.50');
  });

  it('offers a complaint only on successful recharges, and the status once one is raised', () => {
    expect(complaintActionOf(entry({}))).toBe('complain');
    expect(complaintActionOf(entry({ status: 'Failure' }))).toBeNull();
    expect(complaintActionOf(entry({ status: 'Pending' }))).toBeNull();
    expect(complaintActionOf(entry({ complain_flag: 1 }))).toBe('status');
    // The refund of a failed recharge is a successful credit: nothing to complain about.
    expect(complaintActionOf(entry({ Code: 'WALLET_CREDIT', service: 'Refund' }))).toBeNull();
    // A top-up, and a debit that is no payment to an operator.
    expect(complaintActionOf(entry({ Code: 'WALLET', operator: '' }))).toBeNull();
    expect(complaintActionOf(entry({ Code: 'HOTEL_BOOKING', operator: '' }))).toBeNull();
  });

  it('reads the complaint carried as JSON text, and nothing from anything else', () => {
    expect(parseComplaint(JSON.stringify(complaint))).toEqual(complaint);
    expect(parseComplaint(null)).toBeNull();
    expect(parseComplaint('not json')).toBeNull();
    expect(parseComplaint(JSON.stringify({ ...complaint, complain_status: 'Lost' }))).toBeNull();
  });
});

describe('Check status', () => {
  const paid = Date.parse('2025-05-10T06:30:00.000Z');
  const pending = entry({ status: 'Pending' });

  it('is offered on a payment pending for more than 30 minutes', () => {
    expect(offersCheck(pending, paid + 31 * 60_000)).toBe(true);
    expect(offersCheck(pending, paid + 30 * 60_000)).toBe(false);
    expect(offersCheck(pending, paid + 60_000)).toBe(false);
  });

  it('is not offered once settled, nor on what is not a payment to an operator', () => {
    const later = paid + 2 * 60 * 60_000;
    expect(offersCheck(entry({ status: 'Success' }), later)).toBe(false);
    expect(offersCheck(entry({ status: 'Failure' }), later)).toBe(false);
    expect(offersCheck(entry({ status: 'Pending', operator: '' }), later)).toBe(false);
    expect(offersCheck(entry({ status: 'Pending', Code: 'WALLET_CREDIT' }), later)).toBe(false);
  });
});
