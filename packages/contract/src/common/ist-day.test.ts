import { describe, expect, it } from 'vitest';
import {
  addIstDays,
  addIstMonths,
  istDate,
  istDaysBetween,
  istDay,
  istInstant,
  istIsoString,
  istMonthStart,
  istToday,
  istWallClock,
} from './ist-day';

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

describe('istToday', () => {
  it("is India's date, which is ahead of a phone in Los Angeles and behind one in Kiritimati", () => {
    // 19:00 UTC on 1 March: 00:30 on 2 March in India, 11:00 on 1 March in Los Angeles.
    expect(istToday(new Date('2026-03-01T19:00:00.000Z'))).toBe('2026-03-02');
    // 12:00 UTC on 1 March: 17:30 in India, already 02:00 on 2 March in Kiritimati (UTC+14).
    expect(istToday(new Date('2026-03-01T12:00:00.000Z'))).toBe('2026-03-01');
  });
});

describe('istDaysBetween', () => {
  it('counts civil days either way, across months and leap days', () => {
    expect(istDaysBetween('2026-11-29', '2026-12-01')).toBe(2);
    expect(istDaysBetween('2026-12-01', '2026-11-29')).toBe(-2);
    expect(istDaysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(istDaysBetween('2026-12-31', '2026-12-31')).toBe(0);
  });
});

describe('addIstDays', () => {
  it('counts days across months, years and leap days', () => {
    expect(addIstDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addIstDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIstDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIstDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addIstDays('2026-03-10', 0)).toBe('2026-03-10');
    expect(addIstDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('refuses what is not a yyyy-MM-dd date', () => {
    expect(() => addIstDays('01-03-2026', 1)).toThrow(RangeError);
  });
});

describe('addIstMonths', () => {
  it('keeps the day in a shorter month on its last day, as a calendar does', () => {
    expect(addIstMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addIstMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addIstMonths('2026-05-31', 1)).toBe('2026-06-30');
    expect(addIstMonths('2026-03-15', -1)).toBe('2026-02-15');
  });

  it('crosses years both ways', () => {
    expect(addIstMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addIstMonths('2025-12-31', 2)).toBe('2026-02-28');
    expect(addIstMonths('2026-03-07', -12)).toBe('2025-03-07');
  });
});

describe('istWallClock', () => {
  it("reads India's clock, half an hour off the UTC hour", () => {
    expect(istWallClock(new Date('2026-02-28T18:45:09.000Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 1,
      hour: 0,
      minute: 15,
      second: 9,
      weekday: 0,
    });
    expect(istWallClock('2026-12-31T23:59:59+05:30')).toMatchObject({
      year: 2026,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
    });
  });
});

describe('istInstant', () => {
  it("is the instant India's clock shows a time on a day", () => {
    expect(istInstant('2026-03-01')).toEqual(new Date('2026-02-28T18:30:00.000Z'));
    expect(istInstant('2026-03-01')).toEqual(istDay('01-03-2026').start);
    expect(istInstant('2026-10-04', '12:00')).toEqual(new Date('2026-10-04T06:30:00.000Z'));
  });

  it('refuses a time that is not HH:mm', () => {
    expect(() => istInstant('2026-03-01', '9:00')).toThrow(RangeError);
  });
});

describe('istIsoString', () => {
  it("writes an instant as India's clock with the offset, to the second", () => {
    expect(istIsoString(new Date('2026-12-18T06:30:00.000Z'))).toBe('2026-12-18T12:00:00+05:30');
    expect(istIsoString(Date.parse('2026-02-28T18:30:05.900Z'))).toBe('2026-03-01T00:00:05+05:30');
  });
});
