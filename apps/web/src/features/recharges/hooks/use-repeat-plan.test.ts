import { describe, expect, it } from 'vitest';
import type { RepeatPrefill } from '@/lib/repeat-link';
import { planToRepeat } from './use-repeat-plan';

const plan = (id: string, rs: number) => ({ id, rs, desc: '', validity: '28 days', name: '' });
const plans = {
  ERROR: '0',
  STATUS: '1',
  Operator: 'JIO',
  OperatorName: 'Jio',
  Circle: 'KA',
  CircleName: 'Karnataka',
  RDATA: { FULLTT: [plan('JIO-189', 189), plan('JIO-249', 249)], DATA: [plan('JIO-D19', 19)] },
};
const prefill = (more: Partial<RepeatPrefill>): RepeatPrefill => ({
  number: '9876512345',
  operatorCode: 'JIO',
  amount: null,
  ...more,
});

describe('the plan a repeated mobile recharge picks from today’s plans', () => {
  it('finds the plan by its id in any category', () => {
    expect(planToRepeat(plans, prefill({ planId: 'JIO-D19', amount: '189' }))?.id).toBe('JIO-D19');
  });
  it('is none when the plan id is no longer offered, whatever the amount', () => {
    expect(planToRepeat(plans, prefill({ planId: 'GONE', amount: '189' }))).toBeNull();
  });
  it('without a plan id, finds one of the same price', () => {
    expect(planToRepeat(plans, prefill({ amount: '249' }))?.id).toBe('JIO-249');
    expect(planToRepeat(plans, prefill({ amount: '250' }))).toBeNull();
  });
});
