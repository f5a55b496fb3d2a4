import { describe, expect, it } from 'vitest';
import { MAX_PAISE, formatInr, paiseToRupees, rupeesToPaise } from './money';

describe('rupeesToPaise', () => {
  it.each([
    [199, 19_900n],
    ['199', 19_900n],
    ['199.5', 19_950n],
    ['199.50', 19_950n],
    [199.5, 19_950n],
    [0.01, 1n],
    ['0', 0n],
    [' 42.07 ', 4_207n],
    [100000, 10_000_000n],
  ])('%j → %s paise', (input, expected) => {
    expect(rupeesToPaise(input)).toBe(expected);
  });

  it.each([
    [Number.NaN, 'Amount must be a number.'],
    [Number.POSITIVE_INFINITY, 'Amount must be a number.'],
    [-1, 'Amount cannot be negative.'],
    ['-5', 'Amount cannot be negative.'],
    ['1.234', 'Amount can have at most 2 decimal places.'],
    [0.1 + 0.2, 'Amount can have at most 2 decimal places.'],
    ['abc', 'Amount must be a number.'],
    ['', 'Amount must be a number.'],
    ['1e3', 'Amount must be a number.'],
    [1e21, 'Amount is out of range.'],
    ['100000000.01', 'Amount is out of range.'],
    ['12.', 'Amount must be a number.'],
  ])('rejects %j', (input, message) => {
    expect(() => rupeesToPaise(input)).toThrow(message);
  });

  it('accepts exactly the maximum', () => {
    expect(rupeesToPaise('100000000')).toBe(MAX_PAISE);
  });
});

describe('paiseToRupees', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [19_950n, '199.50'],
    [-250n, '-2.50'],
  ])('%s → %s', (paise, text) => {
    expect(paiseToRupees(paise)).toBe(text);
  });

  it('round-trips every 2-decimal string', () => {
    for (const text of ['0.00', '0.99', '1.01', '99999.99', '100000.00']) {
      expect(paiseToRupees(rupeesToPaise(text))).toBe(text);
    }
  });
});

describe('formatInr', () => {
  it('uses Indian digit grouping and the rupee sign', () => {
    expect(formatInr(10_000_000n)).toBe('₹1,00,000.00');
    expect(formatInr(19_950n)).toBe('₹199.50');
    expect(formatInr(0n)).toBe('₹0.00');
  });

  it("writes what Intl's en-IN rupee format writes, sign and grouping included", () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const samples = [0n, 1n, 9n, 10n, 99n, 100n, 101n, 999_99n, 1_000_00n, 12_345_67n];
    for (let digits = 1n; digits < 10n ** 15n; digits *= 10n) {
      samples.push(digits, digits - 1n, digits * 7n + 3n, MAX_PAISE / digits);
    }
    samples.push(MAX_PAISE);
    for (const paise of samples) {
      for (const value of [paise, -paise]) {
        expect(formatInr(value)).toBe(intl.format(Number(value) / 100));
      }
    }
  });
});
