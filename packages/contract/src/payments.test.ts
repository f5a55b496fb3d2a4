import { describe, expect, it } from 'vitest';
import { maskUpiId } from './payments';

describe('maskUpiId', () => {
  it('keeps two characters of the name and the whole handle', () => {
    expect(maskUpiId('rahul.sharma@okhdfc')).toBe('ra******@okhdfc');
    expect(maskUpiId('ravi@OKICICI')).toBe('ra******@okicici');
  });

  it('does not tell the name’s length', () => {
    expect(maskUpiId('abcdefghijklmnop@ybl')).toBe('ab******@ybl');
    expect(maskUpiId('abc@ybl')).toBe('ab******@ybl');
  });

  it('keeps less of a short name, and masks what is not a UPI id whole', () => {
    expect(maskUpiId('ab@upi')).toBe('a******@upi');
    expect(maskUpiId('x@upi')).toBe('******@upi');
    expect(maskUpiId('@upi')).toBe('******');
    expect(maskUpiId('no-at-sign')).toBe('******');
  });
});
