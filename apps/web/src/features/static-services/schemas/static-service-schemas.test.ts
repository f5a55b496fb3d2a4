import { describe, expect, it } from 'vitest';
import { acceptAmountInput, amountSchema } from './amount-schema';
import { servicePaymentSchema } from './service-payment-schema';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('acceptAmountInput', () => {
  it('takes digits with up to two decimals and at most 7 characters', () => {
    expect(acceptAmountInput('')).toBe('');
    expect(acceptAmountInput('1250.5')).toBe('1250.5');
    expect(acceptAmountInput('1234567')).toBe('1234567');
    expect(acceptAmountInput('12345678')).toBeNull();
    expect(acceptAmountInput('1.234')).toBeNull();
    expect(acceptAmountInput('12a')).toBeNull();
    expect(acceptAmountInput('.5')).toBeNull();
    expect(acceptAmountInput('1.2.3')).toBeNull();
    expect(acceptAmountInput('-5')).toBeNull();
  });

  it('drops grouping commas, spaces and a pasted rupee sign', () => {
    expect(acceptAmountInput('₹ 1,250')).toBe('1250');
  });
});

describe('amountSchema', () => {
  it('turns rupees into integer paise, from ₹1 up', () => {
    expect(amountSchema.parse('1')).toBe(100n);
    expect(amountSchema.parse('149.99')).toBe(14999n);
    expect(messagesOf(amountSchema.safeParse('0.99'))).toEqual(['error.amountMin']);
    expect(messagesOf(amountSchema.safeParse(''))).toEqual(['error.amountMin']);
    expect(messagesOf(amountSchema.safeParse('1.'))).toEqual(['error.amountFormat']);
    expect(messagesOf(amountSchema.safeParse('12345678'))).toEqual(['error.amountFormat']);
  });
});

describe('servicePaymentSchema', () => {
  const schema = servicePaymentSchema(['msrtc', 'ksrtc']);

  it('needs an operator from the list, a valid mobile and ₹1 or more', () => {
    expect(messagesOf(schema.safeParse({ operator: '', mobile: '', amount: '' }))).toEqual([
      'error.operator',
      'error.mobile',
      'error.amountMin',
    ]);
    expect(
      messagesOf(schema.safeParse({ operator: 'other', mobile: '5876543210', amount: '10' })),
    ).toEqual(['error.operator', 'error.mobile']);
    expect(schema.parse({ operator: 'ksrtc', mobile: '9876543210', amount: '10.5' })).toEqual({
      operator: 'ksrtc',
      mobile: '9876543210',
      amount: 1050n,
    });
  });
});
