import { z } from 'zod';
import type { MessageCode } from '../messages/catalogue';

type UnsafeTextCode = Extract<MessageCode, 'TEXT_NUL' | 'TEXT_LONE_SURROGATE'>;

/**
 * The rule every text that comes in obeys, before any rule of its own: no NUL and no lone UTF-16
 * surrogate. PostgreSQL cannot store a NUL in text or jsonb (the insert fails), and a lone
 * surrogate cannot be written as UTF-8 (it would silently become U+FFFD). Either is a mistake of
 * the sender's, so it is refused with a 400 naming the field, never carried to the database.
 */
/** Why `value` is not acceptable text (a catalogue code), or null when it is. */
export function unsafeTextReason(value: string): UnsafeTextCode | null {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return 'TEXT_NUL';
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      // A high surrogate must be followed by a low one; the pair is one character.
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
      else return 'TEXT_LONE_SURROGATE';
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return 'TEXT_LONE_SURROGATE';
    }
  }
  return null;
}

export interface UnsafeText {
  /** Where it is: the path of keys, dot-separated ('' for the value itself). */
  field: string;
  code: UnsafeTextCode;
}

/**
 * The first unacceptable text anywhere in a parsed JSON value (keys included), for bodies read
 * without a schema — a signed webhook's raw JSON. Null when every text is acceptable.
 */
export function findUnsafeText(value: unknown, path: string[] = []): UnsafeText | null {
  if (typeof value === 'string') {
    const code = unsafeTextReason(value);
    return code ? { field: path.join('.'), code } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyCode = unsafeTextReason(key);
      if (keyCode) return { field: [...path, key].join('.'), code: keyCode };
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The base of every text field of a request: `text()` where one would write `z.string()`, with
 * the same parameters and the same chain (`.trim().min(…).regex(…)`). The NUL/surrogate rule runs
 * first and stops the other checks, so the field's error says what is really wrong.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check((ctx) => {
    const message = unsafeTextReason(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: false });
  });
}
