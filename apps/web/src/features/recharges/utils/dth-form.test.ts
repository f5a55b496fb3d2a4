import { describe, expect, it } from 'vitest';
import { acceptDthNumber, checkDth, emptyDthForm, toDthRequest } from './dth-form';

describe('DTH form', () => {
  it('collects every missing field by the spec’s names', () => {
    const check = checkDth(emptyDthForm());
    expect(check.valid).toBe(false);
    expect(check.names).toEqual(['Operator', 'Number', 'Amount']);
    expect(check.errors).toEqual({
      operator: 'SELECT_OPERATOR',
      number: 'DTH_NUMBER_INVALID',
      amount: 'AMOUNT_REQUIRED',
    });
  });

  it('calls a short number "Valid Number" and an amount under ₹1 "Amount (minimum ₹1)"', () => {
    const check = checkDth({ operator: 'TATAPLAY', number: '12345', amount: '0.5' });
    expect(check.names).toEqual(['Valid Number', 'Amount (minimum ₹1)']);
    expect(check.errors.amount).toBe('AMOUNT_MIN');
  });

  it('passes a complete form and sends rupees as typed', () => {
    const values = { operator: 'TATAPLAY', number: '1234567890', amount: '299.50' };
    expect(checkDth(values)).toEqual({ errors: {}, names: [], valid: true });
    expect(toDthRequest(values)).toEqual(values);
  });

  it('leaves an amount over the cap invalid without naming a field (the fallback message)', () => {
    const check = checkDth({ operator: 'TATAPLAY', number: '1234567890', amount: '100001' });
    expect(check.valid).toBe(false);
    expect(check.names).toEqual([]);
  });

  it('takes digits only, at most ten', () => {
    expect(acceptDthNumber('0123456789')).toBe('0123456789');
    expect(acceptDthNumber('01234567890')).toBeNull();
    expect(acceptDthNumber('12a')).toBeNull();
  });
});
