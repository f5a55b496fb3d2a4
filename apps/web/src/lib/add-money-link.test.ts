import { describe, expect, it } from 'vitest';
import { addMoneyPath, addMoneyRequestOf } from './add-money-link';

const read = (path: string) => addMoneyRequestOf(new URL(path, 'https://kosh.test').searchParams);

describe('Add Money for a payment that is short', () => {
  it('carries the shortfall and the booking page there and back', () => {
    const path = addMoneyPath(1_234_56n, '/hotelpayment/IT123?traceId=T9');
    expect(path.startsWith('/pay-wallet?')).toBe(true);
    expect(read(path)).toEqual({
      amount: '1234.56',
      back: { path: '/hotelpayment/IT123?traceId=T9', to: 'booking' },
    });
  });

  it('carries a recharge or bill filled in again, and no way back when there is none', () => {
    const back = '/dth-recharge?number=1234567890&operator=DISHTV&amount=300';
    expect(read(addMoneyPath(250_00n, back))).toEqual({
      amount: '250.00',
      back: { path: back, to: 'payment' },
    });
    expect(read(addMoneyPath(250_00n, null))).toEqual({ amount: '250.00', back: null });
  });

  it('asks for at least the smallest top-up (₹1)', () => {
    expect(read(addMoneyPath(40n, '/hotelpayment/IT1')).amount).toBe('1.00');
  });

  it('goes back only to a hotel payment page or a pay screen of this app', () => {
    for (const back of [
      'https://evil.example/hotelpayment/IT1',
      '//evil.example/hotelpayment/IT1',
      '/hotelpayment/IT1\\@evil',
      '/kyc',
      '/dth-recharge/../kyc',
      '/mobile-rechargex?number=1',
      'https://evil.example/mobile-recharge?number=1',
      '/mobile-recharge#x',
      'javascript:alert(1)',
    ]) {
      expect(read(`/pay-wallet?back=${encodeURIComponent(back)}`).back, back).toBeNull();
    }
  });

  it('goes back to a catalogue biller’s form, and to no other page under /bills', () => {
    expect(read(addMoneyPath(100_00n, '/bills/pay/DJB?number=1234567890')).back).toEqual({
      path: '/bills/pay/DJB?number=1234567890',
      to: 'payment',
    });
    for (const back of [
      '/bills',
      '/bills/WATER',
      '/bills/pay/',
      '/bills/pay/DJB/../../kyc',
      '/bills/pay/DJB#x',
    ]) {
      expect(read(`/pay-wallet?back=${encodeURIComponent(back)}`).back, back).toBeNull();
    }
  });

  it('ignores an amount that is not one', () => {
    for (const amount of ['abc', '-5', '0', '1.234', '1e5']) {
      expect(read(`/pay-wallet?amount=${amount}`).amount, amount).toBeNull();
    }
  });
});
