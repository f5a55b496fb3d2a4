import { describe, expect, it } from 'vitest';
import {
  catalogue,
  isMessageCode,
  MESSAGE_CODES,
  messageText,
  SHARED_TEXTS,
  type MessageCode,
} from './catalogue';

describe('the message catalogue', () => {
  it('names every message with a stable SCREAMING_SNAKE code and some English', () => {
    for (const code of MESSAGE_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(catalogue[code].trim()).not.toBe('');
    }
  });

  it('gives each code its own words, except the pairs it lists as shared on purpose', () => {
    const shared = new Set(SHARED_TEXTS.flat());
    const byText = new Map<string, MessageCode[]>();
    for (const code of MESSAGE_CODES) {
      byText.set(catalogue[code], [...(byText.get(catalogue[code]) ?? []), code]);
    }
    const repeated = [...byText.values()].filter((codes) => codes.length > 1);
    expect(repeated.filter((codes) => codes.some((code) => !shared.has(code)))).toEqual([]);
  });

  it('keeps the spec’s strings verbatim, typos included', () => {
    expect(catalogue.SELECT_BILLER).toBe('Please select oprator');
    expect(catalogue.PAYMENT_SUCCESS).toBe('Payment successfull!');
    expect(catalogue.RECHARGE_FORM_INVALID).toBe('Please Enter Valid Form.!!');
  });

  it('fills a message’s parameters, and leaves one it was not given as written', () => {
    expect(messageText('WALLET_FILL_ONE', { field: 'Amount' })).toBe(
      'Please fill the Amount field.',
    );
    expect(messageText('OTP_INVALID', { left: 1, attempts: 'attempt' })).toBe(
      'The OTP you entered is incorrect. 1 attempt left.',
    );
    expect(messageText('WALLET_FILL_ONE')).toBe('Please fill the {field} field.');
  });

  it('tells a code from anything else, inherited names included', () => {
    expect(isMessageCode('INSUFFICIENT_BALANCE')).toBe(true);
    expect(isMessageCode('Insufficient wallet balance. Please add money to your wallet.')).toBe(
      false,
    );
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode(undefined)).toBe(false);
  });
});
