import { describe, expect, it } from 'vitest';
import type { MobilePlan } from '@kosh/contract/recharge';
import { checkViewPlan, numberFromLink, toMobileRechargeRequest } from './mobile-form';

const plan: MobilePlan = {
  id: 'p1',
  rs: 299,
  desc: '1.5 GB/day',
  validity: '28 days',
  name: 'FULLTT',
};

describe('Mobile Prepaid', () => {
  it('View Plan needs ten digits, then the pattern, then an operator, in that order', () => {
    expect(checkViewPlan({ number: '98765', opcode: '', circle: '' })).toEqual({
      errors: { number: 'RECHARGE_MOBILE_SHORT', opcode: 'SELECT_OPERATOR' },
      first: 'RECHARGE_MOBILE_SHORT',
    });
    expect(checkViewPlan({ number: '5876543210', opcode: 'JIO', circle: '' }).first).toBe(
      'MOBILE_INVALID',
    );
    expect(checkViewPlan({ number: '9876543210', opcode: '', circle: '' }).first).toBe(
      'SELECT_OPERATOR',
    );
    expect(checkViewPlan({ number: '9876543210', opcode: 'JIO', circle: '' })).toEqual({
      errors: {},
      first: undefined,
    });
  });

  it('Recharge Now pays the plan’s price, with the circle and plan id', () => {
    expect(
      toMobileRechargeRequest({ number: '9876543210', opcode: 'JIO', circle: 'DL' }, plan),
    ).toEqual({ opcode: 'JIO', number: '9876543210', amount: 299, circle: 'DL', planId: 'p1' });
    expect(
      toMobileRechargeRequest({ number: '9876543210', opcode: 'JIO', circle: '' }, plan),
    ).toEqual({ opcode: 'JIO', number: '9876543210', amount: 299, planId: 'p1' });
  });

  it('refuses Recharge Now without a plan or with a bad form', () => {
    expect(toMobileRechargeRequest({ number: '9876543210', opcode: 'JIO', circle: '' }, null)).toBe(
      null,
    );
    expect(toMobileRechargeRequest({ number: '98765', opcode: 'JIO', circle: '' }, plan)).toBe(
      null,
    );
    expect(toMobileRechargeRequest({ number: '9876543210', opcode: '', circle: '' }, plan)).toBe(
      null,
    );
  });

  it('keeps a number from a link only if it could be typed', () => {
    expect(numberFromLink('9876543210')).toBe('9876543210');
    expect(numberFromLink('+919876543210')).toBe('9876543210');
    expect(numberFromLink('1234567890')).toBe('');
    expect(numberFromLink('98765abc')).toBe('');
    expect(numberFromLink(null)).toBe('');
  });
});
