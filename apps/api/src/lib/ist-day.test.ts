import { describe, expect, it } from 'vitest';
import { istDate, istDay } from './ist-day';

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
