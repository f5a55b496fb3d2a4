import { describe, expect, it } from 'vitest';
import { istDate, istDay, istMonthStart } from './ist-day';

describe('istDay', () => {
  it('is the day in India: it starts at 18:30 UTC the day before', () => {
    expect(istDay('01-03-2026')).toEqual({
      start: new Date('2026-02-28T18:30:00.000Z'),
      end: new Date('2026-03-01T18:29:59.999Z'),
      nextStart: new Date('2026-03-01T18:30:00.000Z'),
    });
  });

  it('crosses months and years, and knows leap days', () => {
    expect(istDay('31-12-2025').nextStart).toEqual(istDay('01-01-2026').start);
    expect(istDay('29-02-2028').start).toEqual(new Date('2028-02-28T18:30:00.000Z'));
    expect(istDay('28-02-2027').nextStart).toEqual(istDay('01-03-2027').start);
  });
});

describe('istDate', () => {
  it('names the day in India, which begins at 18:30 UTC', () => {
    expect(istDate(new Date('2026-02-28T18:29:59.999Z'))).toBe('2026-02-28');
    expect(istDate(new Date('2026-02-28T18:30:00.000Z'))).toBe('2026-03-01');
    expect(istDate(istDay('31-12-2025').end)).toBe('2025-12-31');
  });
});

describe('istMonthStart', () => {
  it('is the 1st of the month in India, 18:30 UTC on the last day of the month before', () => {
    expect(istMonthStart(new Date('2026-03-15T12:00:00.000Z'))).toEqual(
      new Date('2026-02-28T18:30:00.000Z'),
    );
  });

  it('turns the month at 18:30 UTC, not at midnight UTC', () => {
    expect(istMonthStart(new Date('2026-03-31T18:29:59.999Z'))).toEqual(
      new Date('2026-02-28T18:30:00.000Z'),
    );
    expect(istMonthStart(new Date('2026-03-31T18:30:00.000Z'))).toEqual(
      new Date('2026-03-31T18:30:00.000Z'),
    );
    // Early on the 1st in India is still the previous day in UTC.
    expect(istMonthStart(new Date('2026-04-01T00:00:00.000Z'))).toEqual(
      new Date('2026-03-31T18:30:00.000Z'),
    );
  });

  it('turns the year, and agrees with istDay on the 1st', () => {
    expect(istMonthStart(new Date('2025-12-31T18:30:00.000Z'))).toEqual(istDay('01-01-2026').start);
    expect(istMonthStart(new Date('2025-12-31T18:29:59.999Z'))).toEqual(istDay('01-12-2025').start);
    expect(istMonthStart(istDay('29-02-2028').end)).toEqual(istDay('01-02-2028').start);
  });
});
