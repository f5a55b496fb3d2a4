import { describe, expect, it } from 'vitest';
import { faqsEn } from './faqs.en';
import { faqsHi } from './faqs.hi';
import { privacyPolicyEn } from './privacy-policy.en';
import { privacyPolicyHi } from './privacy-policy.hi';
import { returnRefundEn } from './return-refund.en';
import { returnRefundHi } from './return-refund.hi';
import { termsOfUseEn } from './terms-of-use.en';
import { termsOfUseHi } from './terms-of-use.hi';
import type { DocBlock, LegalDocument } from './types';

/** The shape a translation must keep: the same sections, in order, with the same blocks. */
const shapeOf = (blocks: readonly DocBlock[]) =>
  blocks.map((block) => (typeof block === 'string' ? 'p' : `list:${block.list.length}`));

const outline = (doc: LegalDocument) => ({
  intro: doc.intro.length,
  sections: doc.sections.map((s) => ({ id: s.id, blocks: shapeOf(s.blocks) })),
});

describe('the Hindi policy texts mirror the English ones', () => {
  it.each([
    ['terms of use', termsOfUseEn, termsOfUseHi],
    ['privacy policy', privacyPolicyEn, privacyPolicyHi],
    ['return and refund', returnRefundEn, returnRefundHi],
  ])('%s', (_name, en, hi) => {
    expect(outline(hi)).toEqual(outline(en));
    expect(new Set(en.sections.map((s) => s.id)).size).toBe(en.sections.length);
  });

  it('return and refund highlights', () => {
    expect(returnRefundHi.highlights).toHaveLength(returnRefundEn.highlights.length);
  });

  it('FAQs: ten questions, one for one', () => {
    expect(faqsEn).toHaveLength(10);
    expect(faqsHi.map((f) => [f.id, shapeOf(f.answer)])).toEqual(
      faqsEn.map((f) => [f.id, shapeOf(f.answer)]),
    );
  });
});
