import { describe, expect, it } from 'vitest';
import { inboxEntryFacts } from './inbox-entry-facts';

describe('inboxEntryFacts', () => {
  it('leads a debit to its receipt by the id the customer sees', () => {
    const facts = inboxEntryFacts('walletDebit', {
      kind: 'mobile',
      amountPaise: 19900n,
      number: '9876512345',
      operator: 'Jio',
      ref: 'KR2611290000000001',
      balancePaise: 100n,
    });
    expect(facts).toEqual({ topic: 'money', link: { kind: 'receipt', id: 'KR2611290000000001' } });
  });

  it('leads a support reply to its ticket and a KYC decision to the KYC tab', () => {
    expect(inboxEntryFacts('supportReply', { ticket: '42' }).link).toEqual({
      kind: 'ticket',
      id: '42',
    });
    expect(inboxEntryFacts('kycApproved', { section: 'pan' })).toEqual({
      topic: 'kyc',
      link: { kind: 'kyc', id: null },
    });
  });

  it('leaves a hotel text without a link of its own: the caller names the booking', () => {
    expect(
      inboxEntryFacts('hotelConfirmed', {
        hotel: 'Taj',
        checkIn: '2026-12-01',
        checkOut: '2026-12-02',
        reference: 'KH1',
        confirmation: null,
      }),
    ).toEqual({ topic: 'booking', link: null });
  });
});
