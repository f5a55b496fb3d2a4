import { describe, expect, it } from 'vitest';
import {
  verhoeffCheckDigit as contractCheckDigit,
  verhoeffValid as contractValid,
} from '@kosh/contract/common/kyc-formats';
import { verhoeffCheckDigit, verhoeffValid } from './kyc.verhoeff';

describe("the sandbox's Verhoeff check", () => {
  it('agrees with the contract’s on every number Kosh may send (one wrong table entry would not)', () => {
    // 20,000 bodies spread over all eleven positions: every row of the permutation table is used.
    for (let n = 0; n < 20_000; n += 1) {
      const body = `2${String((n * 7_919_393) % 10_000_000_000).padStart(10, '0')}`;
      expect(verhoeffCheckDigit(body), body).toBe(contractCheckDigit(body));
      const number = `${body}${contractCheckDigit(body)}`;
      expect(verhoeffValid(number), number).toBe(true);
      expect(verhoeffValid(number)).toBe(contractValid(number));
    }
  });

  it('knows published examples', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('374283870971')).toBe(true);
  });
});
