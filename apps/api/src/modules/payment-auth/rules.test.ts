import { describe, expect, it } from 'vitest';
import { afterWrongPin, lockEndWords, pinRefusal } from './rules';

describe('payment PIN rules', () => {
  it('refuses anything but four digits', () => {
    for (const pin of ['', '123', '12345', '12a4', ' 1357'])
      expect(pinRefusal(pin)).toBe('PIN_FORMAT');
  });

  it('refuses one digit four times and runs up or down', () => {
    for (const pin of ['0000', '7777', '1234', '4321', '6789', '3210', '0123', '9876']) {
      expect(pinRefusal(pin)).toBe('PIN_TOO_SIMPLE');
    }
  });

  it('refuses the last four digits of the customer’s mobile', () => {
    expect(pinRefusal('4580', '9876504580')).toBe('PIN_IS_MOBILE');
    expect(pinRefusal('4580', '9876504581')).toBeNull();
  });

  it('takes a PIN that is none of these', () => {
    for (const pin of ['1357', '2468', '9080', '1243', '1123'])
      expect(pinRefusal(pin, '9876512345')).toBeNull();
  });

  it('locks for 30 minutes on the fifth wrong PIN', () => {
    const now = new Date('2026-11-29T09:00:00Z');
    expect(afterWrongPin(0, now)).toEqual({ failedAttempts: 1, lockedUntil: null, left: 4 });
    expect(afterWrongPin(3, now)).toEqual({ failedAttempts: 4, lockedUntil: null, left: 1 });
    expect(afterWrongPin(4, now)).toEqual({
      failedAttempts: 5,
      lockedUntil: new Date('2026-11-29T09:30:00Z'),
      left: 0,
    });
  });

  it('says a lock’s end on India’s clock', () => {
    expect(lockEndWords(new Date('2026-11-29T09:30:00Z'))).toBe('29-11-2026 15:00');
  });
});
