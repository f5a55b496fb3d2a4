import { describe, expect, it } from 'vitest';
import { catalogue, MESSAGE_CODES } from '@kosh/contract/messages/catalogue';
import { hiServerMessages } from './server-messages.hi';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

/**
 * Parameters a language may leave out: English's noun for a count, which Hindi does not need; the
 * English name of what is paid and the operator's own (English) words, which Hindi says its way.
 */
const ENGLISH_ONLY: Record<string, string[]> = {
  OTP_INVALID: ['attempts'],
  RECHARGE_PENDING: ['what'],
  RECHARGE_REFUNDED: ['reason'],
};

describe('the server’s messages in Hindi', () => {
  it('has every catalogue code in English and Hindi, and nothing else', () => {
    expect(Object.keys(hiServerMessages).sort()).toEqual([...MESSAGE_CODES].sort());
    for (const code of MESSAGE_CODES) {
      expect(catalogue[code].trim(), code).not.toBe('');
      expect(hiServerMessages[code].trim(), code).not.toBe('');
    }
  });

  it('is Hindi, not a copy of the English', () => {
    for (const code of MESSAGE_CODES) {
      expect(hiServerMessages[code], code).not.toBe(catalogue[code]);
      expect(hiServerMessages[code], code).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('fills the same parameters as the English', () => {
    for (const code of MESSAGE_CODES) {
      const english = placeholders(catalogue[code]).filter(
        (name) => !ENGLISH_ONLY[code]?.includes(name),
      );
      expect(placeholders(hiServerMessages[code]), code).toEqual(english);
    }
  });
});
