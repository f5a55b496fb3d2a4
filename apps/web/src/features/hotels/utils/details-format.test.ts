import { hi } from 'date-fns/locale/hi';
import { describe, expect, it } from 'vitest';
import { formatIstMoment, formatKm, formatStayDay, viewName } from './details-format';

describe('formatStayDay', () => {
  it('writes a stay day as the summary shows it, with its weekday', () => {
    expect(formatStayDay('2025-01-05')).toBe("Sun, 05 Jan'25");
    expect(formatStayDay('2026-12-31')).toBe("Thu, 31 Dec'26");
    expect(formatStayDay('2025-01-05', hi)).toBe("रवि, 05 जन'25");
  });

  it('leaves what is not a day as it came', () => {
    expect(formatStayDay('soon')).toBe('soon');
  });
});

describe('formatIstMoment', () => {
  it('reads an instant on India’s clock, whatever the browser’s zone', () => {
    // 06:30 UTC is 12:00 in India.
    expect(formatIstMoment('2025-01-03T06:30:00Z')).toBe("03 Jan'25, 12:00");
    // 20:00 UTC is already the next day in India.
    expect(formatIstMoment(new Date('2025-01-03T20:00:00Z'))).toBe("04 Jan'25, 01:30");
    // The same on a phone in Los Angeles, where it is still 3 January, 12:00.
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(new Date('2025-01-03T20:00:00Z').getDate()).toBe(3);
      expect(formatIstMoment('2025-01-03T20:00:00Z')).toBe("04 Jan'25, 01:30");
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('formatKm', () => {
  it('gives one decimal and the unit', () => {
    expect(formatKm(1.234, 'en')).toBe('1.2 km');
    expect(formatKm(3, 'hi')).toBe('3.0 km');
  });
});

describe('viewName', () => {
  it('drops the supplier’s own "View", so the line never says "Skyline View view"', () => {
    expect(viewName('Skyline View')).toBe('Skyline');
    expect(viewName('Partial Sea View')).toBe('Partial Sea');
    expect(viewName('City')).toBe('City');
    expect(viewName('Riverview')).toBe('Riverview');
    expect(viewName('View')).toBe('View');
  });
});
