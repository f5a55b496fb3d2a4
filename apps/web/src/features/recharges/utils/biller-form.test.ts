import { describe, expect, it } from 'vitest';
import type { Biller } from '@kosh/contract/bills';
import type { BillerParam } from '@kosh/contract/billers';
import { amountText, checkAmount, checkParams, paramInput, serverFieldErrors } from './biller-form';

const param = (over: Partial<BillerParam> & Pick<BillerParam, 'name' | 'label'>): BillerParam => ({
  dataType: 'NUMERIC',
  regex: '^[0-9]{4}$',
  minLength: 4,
  maxLength: 4,
  optional: false,
  ...over,
});

const card: Pick<Biller, 'params' | 'exactness' | 'minAmountPaise' | 'maxAmountPaise'> = {
  params: [
    param({ name: 'cardLast4', label: 'Last 4 digits of card' }),
    param({
      name: 'mobile',
      label: 'Registered Mobile Number',
      dataType: 'MOBILE',
      regex: '^[6-9][0-9]{9}$',
      minLength: 10,
      maxLength: 10,
    }),
    param({
      name: 'pan',
      label: 'PAN',
      dataType: 'ALPHANUMERIC',
      regex: '^[A-Z]{5}[0-9]{4}[A-Z]$',
      minLength: 10,
      maxLength: 10,
      optional: true,
    }),
  ],
  exactness: 'EXACT_OR_LESS',
  minAmountPaise: 100,
  maxAmountPaise: 10_00_000_00,
};

describe('a biller’s form', () => {
  it('gives each kind of parameter its keyboard and length', () => {
    expect(paramInput(card.params[0]!)).toMatchObject({ inputMode: 'numeric', maxLength: 4 });
    expect(paramInput(card.params[1]!)).toMatchObject({ type: 'tel', inputMode: 'numeric' });
    expect(paramInput(card.params[2]!)).toMatchObject({ type: 'text', inputMode: 'text' });
    expect(paramInput(param({ name: 'dob', label: 'Date of Birth', dataType: 'DATE' })).type).toBe(
      'date',
    );
  });

  it('refuses parameters as the server does, the first refusal under each field', () => {
    expect(checkParams(card, { cardLast4: '12', mobile: '', pan: 'abc' })).toEqual({
      ok: false,
      errors: {
        cardLast4: {
          code: 'BILL_PARAM_LENGTH_EXACT',
          params: { label: 'Last 4 digits of card', min: 4, max: 4 },
        },
        mobile: { code: 'BILL_PARAM_REQUIRED', params: { label: 'Registered Mobile Number' } },
        pan: { code: 'BILL_PARAM_LENGTH_EXACT', params: { label: 'PAN', min: 10, max: 10 } },
      },
    });
    expect(checkParams(card, { cardLast4: ' 1234 ', mobile: '9876543210' })).toEqual({
      ok: true,
      values: { cardLast4: '1234', mobile: '9876543210' },
    });
  });

  it('refuses an amount that is no amount, outside the limits or against the exactness', () => {
    const bill = { amountPaise: 5_000_00 };
    expect(checkAmount(card, '', bill)).toEqual({ code: 'BILL_AMOUNT_INVALID' });
    expect(checkAmount(card, '1.234', bill)).toEqual({ code: 'BILL_AMOUNT_INVALID' });
    expect(checkAmount(card, '0', bill)).toEqual({ code: 'BILL_AMOUNT_INVALID' });
    expect(checkAmount(card, '5000.01', bill)).toEqual({
      code: 'BILL_AMOUNT_AT_MOST_DUE',
      params: { due: '₹5,000.00' },
    });
    expect(checkAmount(card, '1200', bill)).toBeNull();
    expect(checkAmount({ ...card, exactness: 'EXACT' }, '1200', bill)?.code).toBe(
      'BILL_AMOUNT_MISMATCH',
    );
    expect(checkAmount({ ...card, exactness: 'EXACT_OR_MORE' }, '4999', bill)?.code).toBe(
      'BILL_AMOUNT_AT_LEAST_DUE',
    );
    expect(checkAmount({ ...card, exactness: 'ANY', minAmountPaise: 100_00 }, '50', null)).toEqual({
      code: 'BILL_AMOUNT_BELOW_MIN',
      params: { min: '₹100.00' },
    });
  });

  it('puts the server’s refusals under their fields', () => {
    expect(
      serverFieldErrors([
        { field: 'params.cardLast4', code: 'BILL_ACCOUNT_NOT_FOUND', message: 'x' },
        { field: 'amount', code: 'BILL_AMOUNT_ABOVE_MAX', message: 'y', params: { max: '₹1' } },
        { field: 'fetchId', code: 'BILL_FETCH_NOT_FOUND', message: 'z' },
      ]),
    ).toEqual({
      params: { cardLast4: { code: 'BILL_ACCOUNT_NOT_FOUND', params: undefined } },
      amount: { code: 'BILL_AMOUNT_ABOVE_MAX', params: { max: '₹1' } },
    });
  });

  it('shows whole rupees without paise', () => {
    expect(amountText('1499.00')).toBe('1499');
    expect(amountText('1499.50')).toBe('1499.50');
  });
});
