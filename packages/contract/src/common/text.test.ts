import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { complainSchema } from '../recharge';
import { requestMoneyFieldsSchema } from '../wallet';
import { findUnsafeText, text, unsafeTextReason } from './text';

describe('unsafeTextReason', () => {
  it.each([
    '',
    'plain ASCII',
    'हिन्दी में शिकायत',
    'an emoji 😀 is a surrogate pair',
    '😀',
    'tabs\tand\nnewlines',
    '\uFFFD the replacement character is fine',
  ])('accepts %j', (value) => expect(unsafeTextReason(value)).toBeNull());

  it.each([
    ['\u0000', 'TEXT_NUL'],
    ['before\u0000after', 'TEXT_NUL'],
    ['ends with NUL\u0000', 'TEXT_NUL'],
    ['\uD83D', 'TEXT_LONE_SURROGATE'],
    ['a high surrogate alone \uD83D here', 'TEXT_LONE_SURROGATE'],
    ['a low surrogate alone \uDE00 here', 'TEXT_LONE_SURROGATE'],
    ['two highs \uD83D\uD83D', 'TEXT_LONE_SURROGATE'],
    ['reversed pair \uDE00\uD83D', 'TEXT_LONE_SURROGATE'],
    ['a pair then a lone high 😀\uD800', 'TEXT_LONE_SURROGATE'],
  ])('refuses %j', (value, message) => expect(unsafeTextReason(value)).toBe(message));
});

describe('text()', () => {
  const field = text({ error: 'Enter it.' })
    .trim()
    .min(2, 'Too short.')
    .regex(/^[a-z ]+$/, 'Letters only.');

  it('keeps the chain of z.string(): trim, min, regex and the type error', () => {
    expect(field.parse('  ab ')).toBe('ab');
    expect(field.safeParse('a').error?.issues[0]?.message).toBe('Too short.');
    expect(field.safeParse('a1').error?.issues[0]?.message).toBe('Letters only.');
    expect(field.safeParse(42).error?.issues[0]?.message).toBe('Enter it.');
  });

  it('refuses a NUL or a lone surrogate first, with only that reason', () => {
    expect(field.safeParse('a\u0000').error?.issues).toEqual([
      expect.objectContaining({ message: 'TEXT_NUL' }),
    ]);
    expect(field.safeParse('\uDE00').error?.issues).toEqual([
      expect.objectContaining({ message: 'TEXT_LONE_SURROGATE' }),
    ]);
  });

  it('names the field inside an object, also when optional', () => {
    const schema = z.object({ note: text().optional(), name: text() });
    const issues = schema.safeParse({ note: 'x\u0000', name: 'ok' }).error?.issues;
    expect(issues).toEqual([expect.objectContaining({ path: ['note'], message: 'TEXT_NUL' })]);
  });

  it('is what the contract’s request schemas are built on', () => {
    const complaint = complainSchema.safeParse({ order_id: 'KR1', message: 'no\u0000talktime' });
    expect(complaint.error?.issues).toEqual([
      expect.objectContaining({ path: ['message'], message: 'TEXT_NUL' }),
    ]);
    const form = requestMoneyFieldsSchema.safeParse({ remark: 'paid \uD800' });
    expect(form.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['remark'], message: 'TEXT_LONE_SURROGATE' }),
    );
  });
});

describe('findUnsafeText (a parsed JSON body)', () => {
  it('finds nothing in clean JSON', () => {
    expect(findUnsafeText({ a: ['x', 1, null, true, { b: 'ok 😀' }] })).toBeNull();
    expect(findUnsafeText(12)).toBeNull();
  });

  it('names the path of the first bad value or key', () => {
    expect(findUnsafeText({ payload: { items: ['ok', 'b\u0000d'] } })).toEqual({
      field: 'payload.items.1',
      code: 'TEXT_NUL',
    });
    expect(findUnsafeText({ outer: { 'k\uD800': 1 } })).toEqual({
      field: 'outer.k\uD800',
      code: 'TEXT_LONE_SURROGATE',
    });
    expect(findUnsafeText('\u0000')).toEqual({ field: '', code: 'TEXT_NUL' });
  });
});
