import { describe, expect, it } from 'vitest';
import type { BillCategory } from '@kosh/contract/bills';
import { billerSearchOf, matchingCategories } from './category-search';

const category = (id: string, name: string, nameHi: string): BillCategory => ({
  id,
  name,
  nameHi,
  billerCount: 3,
  icon: null,
});
const ALL = [
  category('WATER', 'Water', 'पानी'),
  category('CREDIT_CARD', 'Credit Card', 'क्रेडिट कार्ड'),
  category('LOAN_REPAYMENT', 'Loan Repayment', 'लोन चुकौती'),
];
const ids = (found: BillCategory[]) => found.map((c) => c.id);

describe('searching the bill categories', () => {
  it('keeps every category when nothing is typed', () => {
    expect(ids(matchingCategories(ALL, '  '))).toEqual(['WATER', 'CREDIT_CARD', 'LOAN_REPAYMENT']);
  });

  it('matches the name in English or Hindi, any case, and the id', () => {
    expect(ids(matchingCategories(ALL, 'wat'))).toEqual(['WATER']);
    expect(ids(matchingCategories(ALL, '  CREDIT   card '))).toEqual(['CREDIT_CARD']);
    expect(ids(matchingCategories(ALL, 'पानी'))).toEqual(['WATER']);
    expect(ids(matchingCategories(ALL, 'loan_rep'))).toEqual(['LOAN_REPAYMENT']);
    expect(ids(matchingCategories(ALL, 'zzz'))).toEqual([]);
  });

  it('searches billers only once two characters are typed, at most sixty', () => {
    expect(billerSearchOf(' a ')).toBe('');
    expect(billerSearchOf(' jal   board ')).toBe('jal board');
    expect(billerSearchOf('x'.repeat(80))).toHaveLength(60);
  });
});
