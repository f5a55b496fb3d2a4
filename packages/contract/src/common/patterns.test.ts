import { describe, expect, it } from 'vitest';
import {
  MOBILE_PATTERN,
  NAME_PATTERN,
  OTP_PATTERN,
  PASSWORD_PATTERN,
  acceptMobileInput,
  normaliseMobile,
} from './patterns';

describe('MOBILE_PATTERN', () => {
  it.each(['6000000000', '7123456789', '8999999999', '9876543210'])('accepts %s', (m) => {
    expect(MOBILE_PATTERN.test(m)).toBe(true);
  });
  it.each([
    '5876543210',
    '0987654321',
    '987654321',
    '98765432100',
    '98765 4321',
    '+919876543210',
    '',
  ])('rejects %j', (m) => expect(MOBILE_PATTERN.test(m)).toBe(false));
});

describe('acceptMobileInput (typing into a mobile field)', () => {
  it('lets digits through while the first is 6–9 and there are at most ten', () => {
    expect(acceptMobileInput('')).toBe('');
    expect(acceptMobileInput('9')).toBe('9');
    expect(acceptMobileInput('9876543210')).toBe('9876543210');
  });
  it('blocks letters, a first digit outside 6–9 and an eleventh digit', () => {
    expect(acceptMobileInput('98a')).toBeNull();
    expect(acceptMobileInput('5')).toBeNull();
    expect(acceptMobileInput('0')).toBeNull();
    expect(acceptMobileInput('98765432101')).toBeNull();
  });
  it.each([
    '+91 98765 12345',
    '+919876512345',
    '098765 12345',
    '98765-12345',
    '919876512345',
    '+91-98765-12345',
    '(+91) 98765 12345',
    '0091 98765 12345',
    '98765\u00a012345',
  ])('takes a pasted %j as its ten digits', (pasted) => {
    expect(acceptMobileInput(pasted)).toBe('9876512345');
  });
  it('refuses a pasted number of another country or with too many digits', () => {
    expect(acceptMobileInput('+1 415 555 0100')).toBeNull();
    expect(acceptMobileInput('98765 12345 6')).toBeNull();
    expect(acceptMobileInput('+91 58765 12345')).toBeNull();
  });
});

describe('normaliseMobile', () => {
  it('drops formatting and an Indian prefix only at the lengths that have one', () => {
    expect(normaliseMobile('98 76')).toBe('9876');
    expect(normaliseMobile('+91')).toBe('');
    // Ten digits that start 91 are a national number, not a prefixed one.
    expect(normaliseMobile('9198765123')).toBe('9198765123');
    expect(normaliseMobile('09876')).toBe('09876');
    expect(normaliseMobile('98a')).toBeNull();
    expect(normaliseMobile('+44 7700 900123')).toBeNull();
  });
});

describe('NAME_PATTERN', () => {
  it.each(['Asha', 'Asha Rao', 'Abc', 'A'.repeat(25)])('accepts %j', (n) =>
    expect(NAME_PATTERN.test(n)).toBe(true),
  );
  it.each(['Ab', 'A'.repeat(26), 'Asha1', 'Asha.Rao', 'आशा'])('rejects %j', (n) =>
    expect(NAME_PATTERN.test(n)).toBe(false),
  );
});

describe('PASSWORD_PATTERN', () => {
  it.each(['Secret@123', 'Aa1!aaaa', 'Kosh#2026pay'])('accepts %j', (p) =>
    expect(PASSWORD_PATTERN.test(p)).toBe(true),
  );
  it.each([
    ['Aa1!aaa', 'too short'],
    ['secret@123', 'no uppercase'],
    ['SECRET@123', 'no lowercase'],
    ['Secret@abc', 'no digit'],
    ['Secret1234', 'no special character'],
  ])('rejects %j (%s)', (p) => expect(PASSWORD_PATTERN.test(p)).toBe(false));
});

describe('OTP_PATTERN', () => {
  it('wants exactly six digits', () => {
    expect(OTP_PATTERN.test('012345')).toBe(true);
    expect(OTP_PATTERN.test('12345')).toBe(false);
    expect(OTP_PATTERN.test('1234567')).toBe(false);
    expect(OTP_PATTERN.test('12a456')).toBe(false);
  });
});
