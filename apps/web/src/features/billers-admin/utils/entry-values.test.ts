import { describe, expect, it } from 'vitest';
import {
  amountBounds,
  parseDisplayOrder,
  parseIcon,
  readBillerListParams,
  writeBillerListParams,
} from './entry-values';

describe('parseDisplayOrder', () => {
  it('takes whole numbers from 0 to 9999', () => {
    expect(parseDisplayOrder('0')).toEqual({ ok: true, value: 0 });
    expect(parseDisplayOrder(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseDisplayOrder('9999')).toEqual({ ok: true, value: 9999 });
  });
  it('names what is wrong by the contract’s codes', () => {
    expect(parseDisplayOrder('')).toEqual({ ok: false, code: 'SORT_ORDER_WHOLE' });
    expect(parseDisplayOrder('abc')).toEqual({ ok: false, code: 'SORT_ORDER_WHOLE' });
    expect(parseDisplayOrder('1.5')).toEqual({ ok: false, code: 'SORT_ORDER_WHOLE' });
    expect(parseDisplayOrder('-1')).toEqual({ ok: false, code: 'SORT_ORDER_MIN' });
    expect(parseDisplayOrder('10000')).toEqual({ ok: false, code: 'SORT_ORDER_MAX' });
  });
});

describe('parseIcon', () => {
  it('reads blank as the default icon', () => {
    expect(parseIcon('  ')).toEqual({ ok: true, value: null });
  });
  it('takes a lowercase icon name', () => {
    expect(parseIcon(' droplet ')).toEqual({ ok: true, value: 'droplet' });
    expect(parseIcon('credit-card')).toEqual({ ok: true, value: 'credit-card' });
  });
  it('refuses anything else', () => {
    expect(parseIcon('Droplet')).toEqual({ ok: false, code: 'BILLER_ICON_INVALID' });
    expect(parseIcon('zap!')).toEqual({ ok: false, code: 'BILLER_ICON_INVALID' });
  });
});

describe('amountBounds', () => {
  it('formats paise as rupees', () => {
    expect(amountBounds(100, 10_000_000)).toEqual({ min: '₹1.00', max: '₹1,00,000.00' });
  });
});

describe('biller list params', () => {
  it('reads a clean address', () => {
    const params = new URLSearchParams('category=WATER&q=djb&page=2');
    expect(readBillerListParams(params)).toEqual({ category: 'WATER', q: 'djb', page: 2 });
  });
  it('drops what was mistyped', () => {
    const params = new URLSearchParams('category=WA%20TER&page=-3');
    expect(readBillerListParams(params)).toEqual({ category: '', q: '', page: 1 });
  });
  it('leaves defaults out of the address', () => {
    expect(writeBillerListParams({ category: '', q: '', page: 1 })).toEqual({});
    expect(writeBillerListParams({ category: 'WATER', q: 'jal', page: 3 })).toEqual({
      category: 'WATER',
      q: 'jal',
      page: '3',
    });
  });
});
