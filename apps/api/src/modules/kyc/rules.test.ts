import { describe, expect, it } from 'vitest';
import {
  canDecide,
  isFullKyc,
  namesMatch,
  nameTokens,
  onlineCheckStatus,
  sectionStatus,
  sectionStatuses,
  submitRefusal,
} from './rules';

describe('namesMatch', () => {
  it.each([
    ['Rahul Kumar Sharma', 'RAHUL KUMAR SHARMA'],
    ['  rahul   kumar  sharma ', 'Rahul Kumar Sharma'],
    ['R. K. Sharma', 'Rahul Kumar Sharma'],
    ['R.K. Sharma', 'RAHUL KUMAR SHARMA'],
    ['SHARMA RAHUL', 'Rahul Sharma'],
    ['Sharma, Rahul K.', 'Rahul Kumar Sharma'],
    ['Rahul Sharma', 'Rahul Kumar Sharma'],
    ['Rahul K Sharma', 'R Kumar Sharma'],
    ["D'Souza Anita", 'Anita DSouza'],
    ['Anita D-Souza', 'anita d souza'],
    ['Jos\u00e9 Fernandes', 'JOSE FERNANDES'],
    ['Madhu', 'MADHU'],
  ])('"%s" ~ "%s"', (a, b) => {
    expect(namesMatch(a, b)).toBe(true);
    expect(namesMatch(b, a)).toBe(true);
  });

  it.each([
    ['Rahul Kumar Sharma', 'Rahul Kumar Verma'],
    ['Rahul Sharma', 'Rahul Verma'],
    ['R. K. Sharma', 'Rahul Kumar Verma'],
    ['Test Customer', 'RAMESH KUMAR VERMA'],
    ['Rahul', 'Rahul Sharma'],
    // Initials alone say nothing of the family name.
    ['R K S', 'Rahul Kumar Sharma'],
    ['Rahul Sharma', 'Sharma Kumar'],
    // Each word of the shorter name needs its own partner: one SHARMA cannot stand for two.
    ['Sharma Sharma', 'Rahul Sharma'],
    ['', 'Rahul Sharma'],
    ['...', '...'],
  ])('"%s" is not "%s"', (a, b) => {
    expect(namesMatch(a, b)).toBe(false);
    expect(namesMatch(b, a)).toBe(false);
  });

  it('compares very long names word for word (no search over long inputs)', () => {
    const long = 'A B C D E F G H I J';
    expect(namesMatch(long, long.toLowerCase())).toBe(true);
    expect(namesMatch(long, 'A B C D E F G H I K')).toBe(false);
  });

  it('tokenises names as upper-case words without punctuation', () => {
    expect(nameTokens(" r.k.  o'brien-smith ")).toEqual(['R', 'K', 'OBRIEN', 'SMITH']);
  });
});

describe('statuses and the full-KYC condition', () => {
  it('a section with no submission is "0", else its submission\'s status', () => {
    expect(sectionStatus(null)).toBe('0');
    expect(sectionStatus({ status: '3' })).toBe('3');
    expect(
      sectionStatuses([
        { section: 'pan', status: '1' },
        { section: 'aadhaar', status: '2' },
      ]),
    ).toEqual({ personal: '0', pan: '1', bank: '0', aadhaar: '2' });
  });

  it('full KYC needs personal, PAN and Aadhaar approved; the bank is optional', () => {
    expect(isFullKyc({ personal: '1', pan: '1', bank: '0', aadhaar: '1' })).toBe(true);
    expect(isFullKyc({ personal: '1', pan: '1', bank: '3', aadhaar: '1' })).toBe(true);
    expect(isFullKyc({ personal: '1', pan: '1', bank: '1', aadhaar: '2' })).toBe(false);
    expect(isFullKyc({ personal: '2', pan: '1', bank: '1', aadhaar: '1' })).toBe(false);
    expect(isFullKyc({ personal: '1', pan: '3', bank: '1', aadhaar: '1' })).toBe(false);
    expect(isFullKyc({ personal: '0', pan: '0', bank: '0', aadhaar: '0' })).toBe(false);
  });

  it('an approved section is final; pending and rejected ones can be submitted again', () => {
    expect(submitRefusal('1')).toBe('KYC_ALREADY_APPROVED');
    for (const status of ['0', '2', '3'] as const) expect(submitRefusal(status)).toBeNull();
  });

  it('admins decide only sections waiting for review', () => {
    expect(canDecide('2')).toBe(true);
    for (const status of ['0', '1', '3'] as const) expect(canDecide(status)).toBe(false);
  });

  it('an online check approves when the verified name matches, else waits for review', () => {
    expect(onlineCheckStatus('RAHUL KUMAR SHARMA', 'R. K. Sharma')).toBe('1');
    expect(onlineCheckStatus('RAMESH KUMAR VERMA', 'Rahul Sharma')).toBe('2');
  });
});
