import { describe, expect, it } from 'vitest';
import { onlineTopUpSchema } from './online-top-up-schema';

const valid = { amount: '500', name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210' };
const issues = (patch: Partial<typeof valid>) => {
  const result = onlineTopUpSchema.safeParse({ ...valid, ...patch });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the online top-up modal (docs/product-1.md §5)', () => {
  it('takes an amount of at least ₹1 with up to 2 decimals', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ amount: '1' })).toEqual([]);
    expect(issues({ amount: '199.50' })).toEqual([]);
    expect(issues({ amount: '' })).toEqual(['error.amountRequired']);
    expect(issues({ amount: '0.99' })).toEqual(['error.amountMin']);
    expect(issues({ amount: '10.555' })).toEqual(['error.amountFormat']);
    expect(issues({ amount: '200001' })).toEqual(['error.amountMax']);
  });

  it('checks name, email and phone with the spec’s messages', () => {
    expect(issues({ name: 'Al' })).toEqual(['error.name']);
    expect(issues({ name: 'x'.repeat(51) })).toEqual(['error.name']);
    expect(issues({ email: 'asha@' })).toEqual(['error.email']);
    expect(issues({ phone: '98765' })).toEqual(['error.phone']);
  });
});
