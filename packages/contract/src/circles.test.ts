import { describe, expect, it } from 'vitest';
import { circleName } from './circles';

describe('circle names', () => {
  it('are Hindi in Hindi, the aggregator’s English otherwise or when unknown', () => {
    expect(circleName({ code: 'DL', name: 'Delhi NCR' }, 'hi')).toBe('दिल्ली एनसीआर');
    expect(circleName({ code: 'DL', name: 'Delhi NCR' }, 'en')).toBe('Delhi NCR');
    expect(circleName({ code: 'ZZ', name: 'Andaman' }, 'hi')).toBe('Andaman');
  });
});
