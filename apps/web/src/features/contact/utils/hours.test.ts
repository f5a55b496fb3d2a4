import { describe, expect, it } from 'vitest';
import { clockTime, openingHours } from './hours';

describe('opening hours as people say them', () => {
  it('gives the spec’s 10:00 am to 5:00 pm from 10:00-17:00', () => {
    expect(openingHours({ opens: '10:00', closes: '17:00' }, 'en')).toBe('10:00 am – 5:00 pm');
    expect(openingHours({ opens: '10:00', closes: '17:00' }, 'hi')).toBe('सुबह 10:00 – शाम 5:00');
  });

  it('knows midnight, noon and the minutes', () => {
    expect(clockTime('00:00', 'en')).toBe('12:00 am');
    expect(clockTime('12:00', 'en')).toBe('12:00 pm');
    expect(clockTime('09:05', 'en')).toBe('9:05 am');
    expect(clockTime('21:30', 'en')).toBe('9:30 pm');
    expect(clockTime('12:30', 'hi')).toBe('दोपहर 12:30');
    expect(clockTime('21:30', 'hi')).toBe('रात 9:30');
    expect(clockTime('03:00', 'hi')).toBe('रात 3:00');
  });
});
