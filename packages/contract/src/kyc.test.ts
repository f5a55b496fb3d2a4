import { describe, expect, it } from 'vitest';
import {
  isValidAadhaar,
  maskAadhaar,
  verhoeffCheckDigit,
  verhoeffValid,
} from './common/kyc-formats';
import {
  aadhaarSchema,
  accountNumberSchema,
  adminKycQuerySchema,
  getDistrictsRequestSchema,
  kycIfscSchema,
  offlineBankFieldsSchema,
  panSchema,
  personalDetailsRequestSchema,
  pincodeSchema,
} from './kyc';

/** The first issue's code, or null when the value is accepted. */
function refusal(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  v: unknown,
) {
  const parsed = schema.safeParse(v) as
    { success: true } | { success: false; error: { issues: { message: string }[] } };
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** A valid Aadhaar made from eleven digits and their check digit. */
const aadhaar = (eleven: string) => `${eleven}${verhoeffCheckDigit(eleven)}`;

describe('Verhoeff', () => {
  it('computes the check digits of the published examples', () => {
    // The algorithm's textbook example: 236 → 3, and 2363 validates.
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(verhoeffValid('123451')).toBe(true);
  });

  it('catches every single wrong digit and every swap of neighbours in a number', () => {
    const good = aadhaar('23456789012');
    expect(isValidAadhaar(good)).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      for (let d = 0; d <= 9; d += 1) {
        const digit = String(d);
        if (digit === good[i]) continue;
        const typo = good.slice(0, i) + digit + good.slice(i + 1);
        expect(verhoeffValid(typo), typo).toBe(false);
      }
    }
    for (let i = 0; i < 11; i += 1) {
      if (good[i] === good[i + 1]) continue;
      const swapped = good.slice(0, i) + good[i + 1] + good[i] + good.slice(i + 2);
      expect(verhoeffValid(swapped), swapped).toBe(false);
    }
  });
});

describe('KYC field rules', () => {
  it('takes a personal PAN, upper-cased, and refuses others with the spec’s message', () => {
    expect(panSchema.parse(' abcpd1234e ')).toBe('ABCPD1234E');
    expect(refusal(panSchema, '')).toBe('KYC_PAN_REQUIRED');
    expect(refusal(panSchema, 'ABCCD1234E')).toBe('KYC_PAN_INVALID'); // a company's PAN
    expect(refusal(panSchema, 'ABCPD12345')).toBe('KYC_PAN_INVALID');
    expect(refusal(panSchema, 'ABCPD1234EE')).toBe('KYC_PAN_INVALID');
    expect(refusal(panSchema, 'ABC\u0000D1234E')).toBe('TEXT_NUL');
  });

  it('takes a checked Aadhaar with or without its spaces, and refuses the rest', () => {
    const good = aadhaar('23456789012');
    expect(aadhaarSchema.parse(`${good.slice(0, 4)} ${good.slice(4, 8)} ${good.slice(8)}`)).toBe(
      good,
    );
    expect(refusal(aadhaarSchema, '')).toBe('KYC_AADHAAR_REQUIRED');
    expect(refusal(aadhaarSchema, `1${good.slice(1)}`)).toBe('KYC_AADHAAR_INVALID'); // starts 1
    expect(refusal(aadhaarSchema, aadhaar('03456789012'))).toBe('KYC_AADHAAR_INVALID');
    expect(refusal(aadhaarSchema, `${good}0`)).toBe('KYC_AADHAAR_INVALID');
    const wrongCheck = good.slice(0, 11) + String((Number(good[11]) + 1) % 10);
    expect(refusal(aadhaarSchema, wrongCheck)).toBe('KYC_AADHAAR_INVALID');
    expect(maskAadhaar(good)).toBe(`XXXX XXXX ${good.slice(8)}`);
  });

  it('checks IFSC, account number and pincode formats', () => {
    expect(kycIfscSchema.parse('sbin0001234')).toBe('SBIN0001234');
    expect(refusal(kycIfscSchema, '')).toBe('KYC_IFSC_REQUIRED');
    expect(refusal(kycIfscSchema, 'SBIN1001234')).toBe('KYC_IFSC_INVALID'); // fifth must be 0
    expect(accountNumberSchema.parse('123456789')).toBe('123456789');
    expect(refusal(accountNumberSchema, '12345678')).toBe('KYC_ACCOUNT_INVALID');
    expect(refusal(accountNumberSchema, '1234567890123456789')).toBe('KYC_ACCOUNT_INVALID');
    expect(refusal(accountNumberSchema, '')).toBe('KYC_ACCOUNT_REQUIRED');
    expect(pincodeSchema.parse('411001')).toBe('411001');
    expect(refusal(pincodeSchema, '011001')).toBe('KYC_PINCODE_INVALID');
    expect(refusal(pincodeSchema, '41100')).toBe('KYC_PINCODE_INVALID');
    expect(refusal(pincodeSchema, '')).toBe('KYC_PINCODE_REQUIRED');
  });

  it('reads the personal details as the spec’s client sends them, ignoring identity fields', () => {
    const details = personalDetailsRequestSchema.parse({
      modifiedBy: 'someone-else',
      appmstRegNo: 42,
      fname1: ' Rahul K. Sharma ',
      Address1: '12 MG Road',
      State1: '21',
      distt1: 330,
      PinCode1: '411001',
      Mobile1: '9876543210',
      email1: '',
      title1: '',
      City1: '',
      EPassword: '',
      pswrd: '',
    });
    expect(details).toMatchObject({
      fname1: 'Rahul K. Sharma',
      State1: 21,
      distt1: 330,
      email1: '',
      City1: '',
    });
    const base = {
      fname1: 'Rahul',
      Address1: '12 MG Road',
      State1: 1,
      distt1: 1,
      PinCode1: '411001',
    };
    expect(refusal(personalDetailsRequestSchema, { ...base, fname1: 'R2' })).toBe(
      'KYC_NAME_REQUIRED',
    );
    expect(refusal(personalDetailsRequestSchema, { ...base, Address1: '' })).toBe(
      'KYC_ADDRESS_REQUIRED',
    );
    expect(refusal(personalDetailsRequestSchema, { ...base, State1: '' })).toBe(
      'KYC_STATE_REQUIRED',
    );
    expect(refusal(personalDetailsRequestSchema, { ...base, distt1: 'x' })).toBe(
      'KYC_DISTRICT_REQUIRED',
    );
    expect(refusal(personalDetailsRequestSchema, { ...base, Mobile1: '' })).toBe(
      'KYC_MOBILE_REQUIRED',
    );
    expect(refusal(personalDetailsRequestSchema, { ...base, Mobile1: '5876543210' })).toBe(
      'KYC_MOBILE_INVALID',
    );
    expect(refusal(personalDetailsRequestSchema, { ...base, email1: 'not-an-email' })).toBe(
      'KYC_EMAIL_INVALID',
    );
    expect(refusal(getDistrictsRequestSchema, { state: 0 })).toBe('KYC_STATE_REQUIRED');
  });

  it('requires the offline bank fields and one of the spec’s account types', () => {
    const bank = {
      BankName: 'State Bank of India',
      BankACNo: '123456789012',
      IFSCCode: 'SBIN0001234',
      Branch: 'Pune Main',
      type: 'SAVING A/C',
    };
    expect(offlineBankFieldsSchema.parse(bank).type).toBe('SAVING A/C');
    expect(refusal(offlineBankFieldsSchema, { ...bank, type: 'SAVINGS' })).toBe(
      'KYC_ACCOUNT_TYPE_REQUIRED',
    );
    expect(refusal(offlineBankFieldsSchema, { ...bank, Branch: '' })).toBe('KYC_BRANCH_REQUIRED');
  });

  it('reads the back office’s filters', () => {
    expect(adminKycQuerySchema.parse({})).toEqual({ status: 'pending' });
    expect(refusal(adminKycQuerySchema, { from: '2026-02-30' })).toBe('DATE_FORMAT');
    expect(refusal(adminKycQuerySchema, { from: '2026-03-02', to: '2026-03-01' })).toBe(
      'DATE_RANGE',
    );
  });
});
