import { describe, expect, it } from 'vitest';
import { composeSms, SMS_TEXTS, theirWords, type SmsParams, type SmsTemplate } from './sms-texts';

const stay = {
  hotel: 'Hotel Sea View',
  checkIn: '2026-12-18',
  checkOut: '2026-12-20',
  reference: 'KH1',
};
const payment = {
  kind: 'electricity' as const,
  amountPaise: 1_00_000_00n,
  number: '1234567890',
  operator: 'BESCOM',
  ref: 'KR1',
};
const bankPayout = { amountPaise: 2_000_00n, bank: 'BESCOM', last4: '1234', ref: 'KR1' };

/** One set of parameters for every text (a new text without one does not compile). */
const SAMPLES: { [T in SmsTemplate]: SmsParams<T> } = {
  signupOtp: { code: '123456' },
  loginOtp: { code: '123456' },
  temporaryPassword: { password: 'Ab3#Cd5$Ef' },
  passwordChanged: { at: '29-11-2026 15:00', support: '1800 266 5674' },
  walletRequestRejected: { amountPaise: 5_000_00n, ref: 'UTR1', reason: 'Slip is blurred.' },
  walletCredit: { amountPaise: 5_000_00n, paidBy: 'CashBank', ref: 'UTR1', balancePaise: 0n },
  walletDebit: { ...payment, balancePaise: 2_50_000_00n },
  paymentConfirmed: payment,
  walletRefund: { ...payment, balancePaise: 2_50_000_00n },
  complaintAnswered: { status: 'In progress' },
  bbpsComplaintAnswered: { ref: 'KR1', biller: 'BESCOM', resolved: true },
  supportReply: { ticket: '42' },
  topupRefund: { amountPaise: 5_000_00n, ref: 'rfnd_1' },
  kycApproved: { section: 'aadhaar' },
  kycRejected: { section: 'pan', reason: 'Photo is blurred.' },
  kycComplete: { maxPaise: 2_00_000_00n },
  hotelConfirmed: { ...stay, confirmation: null },
  hotelFailed: { ...stay, refundPaise: 1_500_00n, toWallet: true, balancePaise: 1_500_00n },
  hotelCancelled: { ...stay, refundPaise: 1_500_00n, toWallet: false, balancePaise: null },
  billDue: {
    kind: 'electricity',
    amountPaise: 1_240_00n,
    number: '1234567702',
    dueDate: '2026-12-02',
  },
  notice: {
    title: { en: 'Maintenance tonight', hi: 'आज रात रखरखाव' },
    body: { en: 'The app rests 1-2 AM.', hi: 'ऐप रात 1-2 बजे बंद रहेगा।' },
  },
  paymentPinLocked: { until: '29-11-2026 15:00' },
  pinResetOtp: { code: '123456' },
  passkeyAdded: { name: 'Pixel 8' },
  walletTransferSent: {
    name: 'Ravi K****',
    mobile: '9876543210',
    amountPaise: 1_500_00n,
    ref: 'KT1',
    balancePaise: 500_00n,
  },
  walletTransferReceived: {
    name: 'Asha Devi',
    mobile: '9876543211',
    amountPaise: 1_500_00n,
    ref: 'KT1',
    balancePaise: 2_000_00n,
  },
  moneyRequested: {
    name: 'Asha Devi',
    mobile: '9876543211',
    amountPaise: 250_00n,
    note: 'Dinner.',
  },
  moneyRequestDeclined: { name: null, mobile: '9876543210', amountPaise: 250_00n },
  transferInvite: { inviter: 'Asha' },
  payoutDebit: { ...bankPayout, balancePaise: 2_50_000_00n },
  payoutSent: { ...bankPayout, utr: '412345678901' },
  payoutFailed: { ...bankPayout, balancePaise: 2_50_000_00n },
  payoutReversed: { ...bankPayout, balancePaise: 2_50_000_00n },
};
const templates = Object.keys(SMS_TEXTS) as SmsTemplate[];

describe('SMS texts', () => {
  it.each(templates)('%s reads in Hindi without English words, under its own template', (t) => {
    const en = composeSms(t, 'en', SAMPLES[t] as never);
    const hi = composeSms(t, 'hi', SAMPLES[t] as never);
    expect(hi.templateId).toBe(`${en.templateId}_HI`);
    expect(hi.text).toMatch(/[\u0900-\u097F]/u);
    // What stays Latin in Hindi: the brand, names, numbers, references and the customer's words.
    const latin = hi.text
      .replace(/Kosh|KOSH|OTP|KYC|PAN|UPI|DTH|SMS|FASTag|NEFT|BESCOM|Hotel Sea View/gu, '')
      .replace(
        /Ab3#Cd5\$Ef|UTR1|KR1|KH1|rfnd_1|Slip is blurred|Photo is blurred|Pixel 8|KT1|Ravi|Asha Devi|Asha|Dinner/gu,
        '',
      );
    expect(latin).not.toMatch(/[A-Za-z]{2,}/u);
    expect(en.text).not.toMatch(/[\u0900-\u097F]/u);
  });

  it('reminds of a bill with a shortened number and an Indian date', () => {
    expect(composeSms('billDue', 'en', SAMPLES.billDue).text).toBe(
      'Kosh: your ₹1,240.00 electricity bill for 1234… is due 02-12-2026. Pay it now in the Kosh app.',
    );
  });

  it('tells of a password change in one English SMS, with the time and whom to call', () => {
    const sms = composeSms('passwordChanged', 'en', SAMPLES.passwordChanged).text;
    expect(sms).toBe(
      'Kosh: your login password was changed on 29-11-2026 15:00 IST. ' +
        'If this was not you, call 1800 266 5674 or reset it in the app.',
    );
    expect(sms.length).toBeLessThanOrEqual(160);
  });

  it('writes every amount in Indian grouping', () => {
    expect(composeSms('walletDebit', 'en', SAMPLES.walletDebit).text).toBe(
      'Kosh: ₹1,00,000.00 debited from your wallet for electricity bill of 1234567890 (BESCOM). ' +
        'Ref KR1. Balance ₹2,50,000.00.',
    );
    expect(composeSms('topupRefund', 'hi', SAMPLES.topupRefund).text).toContain('₹5,000.00');
  });

  it('ends a reviewer’s words with the text’s own stop, not theirs', () => {
    expect(composeSms('kycRejected', 'en', SAMPLES.kycRejected).text).toContain(
      'could not be approved: Photo is blurred. Please',
    );
    expect(composeSms('kycRejected', 'hi', SAMPLES.kycRejected).text).toContain(
      'Photo is blurred। कृपया',
    );
    expect(theirWords('ठीक नहीं है।  ')).toBe('ठीक नहीं है');
    expect(theirWords('x'.repeat(100))).toHaveLength(80);
  });

  it('names the other customer of a transfer, with their number', () => {
    expect(composeSms('walletTransferSent', 'en', SAMPLES.walletTransferSent).text).toBe(
      'Kosh: ₹1,500.00 sent from your wallet to Ravi K**** (9876543210). Ref KT1. Balance ₹500.00.',
    );
    expect(composeSms('moneyRequested', 'en', SAMPLES.moneyRequested).text).toBe(
      'Kosh: Asha Devi (9876543211) asks you for ₹250.00: Dinner. Pay or decline it in the Kosh app.',
    );
    // Without a name to show, the number alone.
    expect(composeSms('moneyRequestDeclined', 'en', SAMPLES.moneyRequestDeclined).text).toBe(
      'Kosh: 9876543210 declined your request for ₹250.00.',
    );
  });

  it('dates a stay in each language', () => {
    expect(composeSms('hotelConfirmed', 'en', SAMPLES.hotelConfirmed).text).toBe(
      'Kosh: your stay at Hotel Sea View, 18 Dec 2026–20 Dec 2026, is confirmed. ' +
        'Booking KH1, hotel confirmation -.',
    );
    expect(composeSms('hotelConfirmed', 'hi', SAMPLES.hotelConfirmed).text).toContain(
      '18 दिस॰ 2026–20 दिस॰ 2026',
    );
  });
});
