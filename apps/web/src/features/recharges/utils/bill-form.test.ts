import { describe, expect, it } from 'vitest';
import {
  checkBillFetch,
  checkBillPay,
  emptyBillFetch,
  formatBillDate,
  toFetchRequest,
} from './bill-form';

describe('bill fetch', () => {
  it('electricity: every missing field, under each and once in the toast', () => {
    expect(checkBillFetch('electricity', emptyBillFetch())).toEqual({
      errors: {
        mcode: 'SELECT_BILLER',
        service_no: 'SERVICE_NUMBER_REQUIRED',
        customerMobile: 'CUSTOMER_MOBILE_REQUIRED',
      },
      summary: 'BILL_FIELDS_INVALID',
    });
  });

  it('one problem is toasted with its own spec message', () => {
    const values = { ...emptyBillFetch(), mcode: 'BESCOM', service_no: '1234567890' };
    expect(checkBillFetch('electricity', values).summary).toBe('CUSTOMER_MOBILE');
    expect(checkBillFetch('electricity', { ...values, customerMobile: '9876543210' })).toEqual({
      errors: {},
      summary: undefined,
    });
  });

  it('gas: the service number is a mobile number', () => {
    const values = {
      ...emptyBillFetch(),
      mcode: 'INDANE',
      service_no: '12345',
      customerMobile: '9876543210',
    };
    expect(checkBillFetch('gas', values).errors).toEqual({
      service_no: 'MOBILE_INVALID',
    });
  });

  it('postpaid: its own messages, and no customer mobile asked or sent', () => {
    expect(checkBillFetch('postpaid', emptyBillFetch())).toEqual({
      errors: { mcode: 'SELECT_BILLER', service_no: 'POSTPAID_REQUIRED' },
      summary: 'BILL_FIELDS_INVALID',
    });
    expect(
      checkBillFetch('postpaid', { ...emptyBillFetch(), mcode: 'JIOPOST', service_no: '98765' })
        .errors,
    ).toEqual({ service_no: 'POSTPAID_PATTERN' });
    expect(
      toFetchRequest('postpaid', {
        ...emptyBillFetch(),
        mcode: 'JIOPOST',
        service_no: '9876543210',
        customerMobile: '9000000000',
        option1: 'x',
      }),
    ).toEqual({ mcode: 'JIOPOST', service_no: '9876543210', option1: '', option2: '' });
  });
});

describe('bill pay pre-checks', () => {
  it('in the spec’s order: account, operator, amount', () => {
    expect(checkBillPay({ opcode: '', number: '', amount: 0 })).toBe('PAY_ACCOUNT_REQUIRED');
    expect(checkBillPay({ opcode: '', number: '1234567890', amount: 0 })).toBe(
      'PAY_SERVICE_REQUIRED',
    );
    expect(checkBillPay({ opcode: 'BESCOM', number: '1234567890', amount: 0 })).toBe(
      'BILL_AMOUNT_INVALID',
    );
    expect(checkBillPay({ opcode: 'BESCOM', number: '1234567890', amount: 1234.56 })).toBeNull();
  });
});

describe('bill dates', () => {
  it('shows yyyy-MM-dd as dd/MM/yyyy', () => {
    expect(formatBillDate('2025-01-05')).toBe('05/01/2025');
    expect(formatBillDate('soon')).toBe('soon');
  });
});
