import type { Receipt } from '@kosh/contract/receipts';
import { describe, expect, it } from 'vitest';
import { repeatLinkOf } from './repeat-of-receipt';

const receipt = (over: Partial<Receipt> = {}) => ({ id: 'KR2611300000000001', ...over }) as Receipt;

describe('repeatLinkOf', () => {
  it('links a recharge to its form, filled in as Balance History’s Repeat fills it', () => {
    const link = repeatLinkOf(
      receipt({
        repeat: {
          kind: 'mobile',
          number: '9876512345',
          operatorCode: 'JIO',
          circle: 'KA',
          amountPaise: '19900',
          planId: 'JIO-199',
          option1: '',
          option2: '',
        },
      }),
    );
    expect(link).toBe(
      '/mobile-recharge?number=9876512345&operator=JIO&circle=KA&amount=199&plan=JIO-199',
    );
  });

  it('links a bill to its biller with its fields, to fetch again', () => {
    const link = repeatLinkOf(
      receipt({
        repeat: {
          kind: 'electricity',
          number: '1234567891',
          operatorCode: 'BESCOM',
          circle: null,
          amountPaise: '84250',
          planId: null,
          option1: 'SUB1',
          option2: '',
        },
      }),
    );
    expect(link).toBe(
      '/electricity-bill?number=1234567891&operator=BESCOM&amount=842.50&option1=SUB1',
    );
  });

  it('has nothing to repeat without one (a top-up, a hotel booking, their refunds)', () => {
    expect(repeatLinkOf(receipt())).toBeNull();
  });
});
