import { describe, expect, it } from 'vitest';
import {
  aadhaarFilter,
  accountFilter,
  ifscFilter,
  otpFilter,
  panFilter,
  pincodeFilter,
} from './inputs';

describe('KYC input filters', () => {
  it('upper-cases PAN and IFSC as typed and keeps the spec lengths (10, 11)', () => {
    expect(panFilter('abcpe1234f')).toBe('ABCPE1234F');
    expect(panFilter('abc pe-1234fXYZ')).toBe('ABCPE1234F');
    expect(ifscFilter('sbin0001234')).toBe('SBIN0001234');
    expect(ifscFilter('sbin 000 1234 99')).toBe('SBIN0001234');
  });

  it('keeps digits only for numbers, so a pasted "2345 6789 0123" keeps its 12 digits', () => {
    expect(aadhaarFilter('2345 6789 0123')).toBe('234567890123');
    expect(aadhaarFilter('2345678901234')).toBe('234567890123');
    expect(accountFilter('12345678901234567890123')).toHaveLength(20);
    expect(pincodeFilter('400 001x')).toBe('400001');
    expect(otpFilter('12a3456789')).toBe('123456');
  });
});
