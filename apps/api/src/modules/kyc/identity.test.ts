import { describe, expect, it } from 'vitest';
import { createIdentityHasher, identityOf } from './identity';

const hash = createIdentityHasher('a-test-identity-key-of-at-least-32-chars');

describe('identity hashes', () => {
  it('give one hash for every spelling of one document', () => {
    expect(hash('pan', 'abcde1234f')).toBe(hash('pan', ' ABCDE1234F '));
    expect(hash('aadhaar', '2345 6789 0124')).toBe(hash('aadhaar', '234567890124'));
    expect(hash('bank', { accountNumber: '000123456789', ifsc: 'SBIN0001234' })).toBe(
      hash('bank', { accountNumber: '123456789', ifsc: 'sbin0009999' }),
    );
  });

  it('tell different documents apart, and the same number in another section or bank', () => {
    expect(hash('pan', 'ABCDE1234F')).not.toBe(hash('pan', 'ABCDE1234G'));
    expect(hash('aadhaar', '234567890124')).not.toBe(hash('aadhaar', '234567890125'));
    expect(hash('bank', { accountNumber: '123456789', ifsc: 'SBIN0001234' })).not.toBe(
      hash('bank', { accountNumber: '123456789', ifsc: 'HDFC0001234' }),
    );
    expect(hash('aadhaar', '123456789012')).not.toBe(
      hash('bank', { accountNumber: '123456789012', ifsc: 'SBIN0001234' }),
    );
  });

  it('depend on the key, and never contain the number', () => {
    const other = createIdentityHasher('another-identity-key-of-at-least-32-chars');
    expect(other('aadhaar', '234567890124')).not.toBe(hash('aadhaar', '234567890124'));
    expect(hash('aadhaar', '234567890124')).toMatch(/^[0-9a-f]{64}$/);
    expect(hash('aadhaar', '234567890124')).not.toContain('234567890124');
  });

  it('keep a lone zero account number as a zero', () => {
    expect(identityOf('bank', { accountNumber: '0000', ifsc: 'SBIN0001234' })).toBe('SBIN:0');
  });
});
