import { describe, expect, it } from 'vitest';
import { readBiller } from './aggregator-v1.catalogue';

const biller = {
  id: 'DJB',
  name: 'Delhi Jal Board',
  category: 'WATER',
  coverage: 'Delhi',
  params: [
    {
      name: 'consumerNumber',
      label: 'K Number',
      dataType: 'NUMERIC',
      regex: '^[0-9]{10}$',
      minLength: 10,
      maxLength: 10,
      optional: false,
    },
  ],
  fetchRequirement: 'MANDATORY',
  exactness: 'EXACT',
  minAmountPaise: 100,
  maxAmountPaise: 20_000_000,
  paymentChannels: ['INT', 'MOB'],
  extraFields: ['Bill Period'],
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const withRule = (regex: string) => ({ ...biller, params: [{ ...biller.params[0], regex }] });

describe("the aggregator's catalogue, entry by entry", () => {
  it('keeps a biller of the contract’s shape', () => {
    expect(readBiller(biller)).toEqual(biller);
  });

  it('sets aside one that breaks the shape or whose amounts run backwards', () => {
    expect(readBiller({ ...biller, exactness: 'SOME' })).toBeNull();
    expect(readBiller({ ...biller, minAmountPaise: 500, maxAmountPaise: 100 })).toBeNull();
    expect(readBiller({ ...biller, params: [] })).toBeNull();
    expect(readBiller({ ...biller, params: [biller.params[0], biller.params[0]] })).toBeNull();
    expect(readBiller(null)).toBeNull();
  });

  it('sets aside a rule that is not a regex, or one that could backtrack without end', () => {
    expect(readBiller(withRule('([0-9'))).toBeNull();
    expect(readBiller(withRule('^(a+)+$'))).toBeNull();
    expect(readBiller(withRule('^([0-9]*)*$'))).toBeNull();
    expect(readBiller(withRule('^[A-Z]{2}[0-9]{2}[A-Z]{1,2}[0-9]{4}$'))).not.toBeNull();
  });
});
