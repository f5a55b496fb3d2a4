import { describe, expect, it } from 'vitest';
import { billerPrefillOf, repeatLink, repeatPrefillOf } from './repeat-link';

const read = (link: string) => repeatPrefillOf(new URL(link, 'http://kosh.test').searchParams);

describe('repeat links', () => {
  it('writes a mobile recharge with its operator, circle, amount and plan, and reads it back', () => {
    const link = repeatLink({
      kind: 'mobile',
      number: '9876512345',
      operatorCode: 'JIO',
      circle: 'KA',
      amountPaise: 19900,
      planId: 'JIO-199',
    });
    expect(link).toBe(
      '/mobile-recharge?number=9876512345&operator=JIO&circle=KA&amount=199&plan=JIO-199',
    );
    expect(read(link)).toEqual({
      number: '9876512345',
      operatorCode: 'JIO',
      circle: 'KA',
      amount: '199',
      planId: 'JIO-199',
      option1: '',
      option2: '',
      customerMobile: null,
    });
  });

  it('takes a bill to its screen with the biller fields', () => {
    const link = repeatLink({
      kind: 'gas',
      number: 'CA/1234-5',
      operatorCode: 'IGL',
      option1: 'BP 12',
      customerMobile: '9876512345',
    });
    expect(link.startsWith('/book-gas-cylinder?')).toBe(true);
    expect(read(link)).toMatchObject({
      number: 'CA/1234-5',
      operatorCode: 'IGL',
      option1: 'BP 12',
      customerMobile: '9876512345',
      amount: null,
      planId: null,
    });
  });

  it('asks nothing without a number and an operator, and drops values no form would take', () => {
    expect(read('/mobile-recharge?number=9876512345')).toBeNull();
    expect(read('/mobile-recharge')).toBeNull();
    expect(
      read('/dth-recharge?number=1234567890&operator=TATA&amount=1e9&plan=%3Cscript%3E'),
    ).toMatchObject({ amount: null, planId: null });
  });

  it('takes a catalogue biller’s payment to its own form with the first parameter', () => {
    const link = repeatLink({ kind: 'bbps', number: '1234567890', operatorCode: 'DJB' });
    expect(link).toBe('/bills/pay/DJB?number=1234567890');
    expect(billerPrefillOf(new URL(link, 'http://kosh.test').searchParams)).toBe('1234567890');
    expect(billerPrefillOf(new URLSearchParams('number=%3Cb%3E'))).toBeNull();
    expect(billerPrefillOf(new URLSearchParams())).toBeNull();
  });
});
