import { describe, expect, it } from 'vitest';
import type { BillerParam } from './billers';
import { checkBillerParams } from './bill-params';

const policy: BillerParam = {
  name: 'policyNumber',
  label: 'Policy Number',
  dataType: 'NUMERIC',
  regex: '^[0-9]{8,10}$',
  minLength: 8,
  maxLength: 10,
  optional: false,
};
const dob: BillerParam = {
  name: 'dateOfBirth',
  label: 'Date of Birth (YYYY-MM-DD)',
  dataType: 'DATE',
  regex: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  minLength: 10,
  maxLength: 10,
  optional: false,
};
const note: BillerParam = { ...policy, name: 'note', label: 'Note', optional: true };

describe("a biller's parameters, checked by its own rules", () => {
  it('takes values that fit, trimmed, and leaves an empty optional one out', () => {
    expect(
      checkBillerParams([policy, dob, note], {
        policyNumber: ' 12345678 ',
        dateOfBirth: '1990-02-28',
        note: '',
      }),
    ).toEqual({ ok: true, values: { policyNumber: '12345678', dateOfBirth: '1990-02-28' } });
  });

  it('names each refusal by its field, with the biller’s own label', () => {
    const checked = checkBillerParams([policy, dob], {
      policyNumber: '123',
      dateOfBirth: '1990-02-30',
      extra: 'x',
    });
    expect(checked).toEqual({
      ok: false,
      refusals: [
        { field: 'params.extra', code: 'BILL_PARAM_UNKNOWN', params: { name: 'extra' } },
        {
          field: 'params.policyNumber',
          code: 'BILL_PARAM_LENGTH',
          params: { label: 'Policy Number', min: 8, max: 10 },
        },
        {
          field: 'params.dateOfBirth',
          code: 'BILL_PARAM_FORMAT',
          params: { label: 'Date of Birth (YYYY-MM-DD)' },
        },
      ],
    });
  });

  it('refuses a missing value, a value of the wrong type, and letters where digits go', () => {
    const codes = (given: Record<string, unknown>) => {
      const checked = checkBillerParams([policy], given);
      return checked.ok ? [] : checked.refusals.map((r) => r.code);
    };
    expect(codes({})).toEqual(['BILL_PARAM_REQUIRED']);
    expect(codes({ policyNumber: '   ' })).toEqual(['BILL_PARAM_REQUIRED']);
    expect(codes({ policyNumber: 12345678 })).toEqual(['BILL_PARAM_FORMAT']);
    expect(codes({ policyNumber: '1234567a' })).toEqual(['BILL_PARAM_FORMAT']);
    expect(codes({ policyNumber: '1'.repeat(200) })).toEqual(['BILL_PARAM_LENGTH']);
  });

  it('refuses every value of a biller whose rule is not a regex', () => {
    const broken = { ...policy, regex: '([0-9' };
    expect(checkBillerParams([broken], { policyNumber: '12345678' }).ok).toBe(false);
  });
});
