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

  it('leads a security text to where the customer manages PIN, passkeys and password', () => {
    const security = { topic: 'account', link: { kind: 'security', id: null } };
    expect(inboxEntryFacts('passkeyAdded', { name: 'Pixel 8' })).toEqual(security);
    expect(inboxEntryFacts('paymentPinLocked', { until: '29-11-2026 15:00' })).toEqual(security);
    expect(
      inboxEntryFacts('passwordChanged', { at: '29-11-2026 15:00', support: '1800 266 5674' }),
    ).toEqual(security);
  });
});
