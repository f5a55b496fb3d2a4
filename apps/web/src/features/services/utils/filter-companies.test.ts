import { describe, expect, it } from 'vitest';
import { filterCompanies, normaliseSearch } from './filter-companies';

const company = (Code: string, CompanyName: string) => ({ Code, CompanyName });

const ELECTRICITY = [
  company('BESCOM', 'Bangalore Electricity Supply Company'),
  company('MSEDCL', 'Maharashtra State Electricity Distribution Co.'),
  company('TPDDL', 'Tata Power Delhi Distribution'),
  company('BSESRAJ', 'BSES Rajdhani Power'),
  company('BSESYAM', 'BSES Yamuna Power'),
  company('PSPCL', 'Punjab State Power Corporation'),
  company('JVVNL', 'Jaipur Vidyut Vitran Nigam'),
];
const codes = (query: string, list = ELECTRICITY) =>
  filterCompanies(list, query).map((c) => c.Code);

describe('filterCompanies', () => {
  it('lists everything, in the catalogue order, for an empty or blank search', () => {
    expect(codes('')).toEqual(ELECTRICITY.map((c) => c.Code));
    expect(codes('   ')).toEqual(ELECTRICITY.map((c) => c.Code));
  });

  it('ignores case, punctuation and extra spaces', () => {
    expect(codes('bses')).toEqual(['BSESRAJ', 'BSESYAM']);
    expect(codes('  BSES   raj ')).toEqual(['BSESRAJ']);
    expect(codes('co.')).toEqual(['BESCOM', 'MSEDCL', 'PSPCL']);
  });

  it('matches every typed word against the starts of the name’s words', () => {
    expect(codes('bses ya')).toEqual(['BSESYAM']);
    expect(codes('power delhi')).toEqual(['TPDDL']);
    expect(codes('state power')).toEqual(['PSPCL']);
  });

  it('puts names that start with the search first, keeping the catalogue order within a rank', () => {
    // "Power" starts no name here: the three that contain the word keep their order.
    expect(codes('power')).toEqual(['TPDDL', 'BSESRAJ', 'BSESYAM', 'PSPCL']);
    // Punjab starts with "p"; the others only have a word that does. One letter inside a word
    // ("Jaipur", "Supply") is no match.
    expect(codes('p')).toEqual(['PSPCL', 'TPDDL', 'BSESRAJ', 'BSESYAM']);
  });

  it('finds a company by its operator code, and names written without spaces', () => {
    expect(codes('jvvnl')).toEqual(['JVVNL']);
    expect(codes('tatapower')).toEqual(['TPDDL']);
    const dth = [company('TATAPLAY', 'Tata Play'), company('D2H', 'd2h')];
    expect(codes('d2h', dth)).toEqual(['D2H']);
    expect(codes('tataplay', dth)).toEqual(['TATAPLAY']);
  });

  it('finds nothing for a search no company matches', () => {
    expect(codes('xyz')).toEqual([]);
    expect(codes('bses delhi')).toEqual([]);
  });

  it('strips accents', () => {
    expect(normaliseSearch('Électricité  Co.')).toBe('electricite co');
  });
});
