import { describe, expect, it } from 'vitest';
import { HOTEL_BOOKING_STATUSES } from '@kosh/contract/hotel-booking';
import { en } from '../messages';
import { bookingHeadline, bookingStatusLabel, isSettling, pollDelayOf } from './booking-status';

const label = (...args: Parameters<typeof bookingStatusLabel>) => {
  const { key, tone } = bookingStatusLabel(...args);
  return { words: en[key], tone };
};

describe('bookingStatusLabel', () => {
  it('names every status in the customer’s words, with a tone', () => {
    expect(label('confirmed', 'none')).toEqual({ words: 'Confirmed', tone: 'success' });
    expect(label('pending', 'none')).toEqual({ words: 'Awaiting confirmation', tone: 'waiting' });
    expect(label('processing', 'none')).toEqual({ words: 'Processing', tone: 'waiting' });
    expect(label('awaiting_payment', 'none')).toEqual({
      words: 'Payment pending',
      tone: 'waiting',
    });
    expect(label('failed', 'refunded')).toEqual({ words: 'Failed — refunded', tone: 'danger' });
    expect(label('cancelled', 'refunded')).toEqual({ words: 'Cancelled', tone: 'neutral' });
    expect(label('abandoned', 'none')).toEqual({ words: 'Not paid', tone: 'neutral' });
  });

  it('says a failed booking’s refund is on its way until it is back', () => {
    expect(label('failed', 'due').words).toBe('Failed — refund on its way');
  });

  it('has words for every status the contract knows', () => {
    for (const status of HOTEL_BOOKING_STATUSES) {
      expect(en[bookingStatusLabel(status, 'none').key]).toBeTruthy();
    }
  });
});

describe('isSettling and pollDelayOf', () => {
  it('asks again every 5 s while the hotel answers, slower for an unpaid checkout, never once settled', () => {
    expect(pollDelayOf('processing')).toBe(5_000);
    expect(pollDelayOf('pending')).toBe(5_000);
    expect(pollDelayOf('awaiting_payment')).toBe(15_000);
    for (const status of ['confirmed', 'failed', 'cancelled', 'abandoned'] as const) {
      expect(pollDelayOf(status)).toBe(false);
      expect(isSettling(status)).toBe(false);
    }
  });
});

describe('bookingHeadline', () => {
  const refund = (over: Partial<Parameters<typeof bookingHeadline>[0]['refund']> = {}) => ({
    status: 'none' as const,
    amount: 0,
    penalty: 0,
    to: 'wallet' as const,
    refundedAt: null,
    ...over,
  });
  const words = (booking: Parameters<typeof bookingHeadline>[0]) => {
    const { key, amount } = bookingHeadline(booking);
    return en[key].replace('{amount}', amount === null ? '' : `₹${amount}`);
  };

  it('says what happened, and for a failure how much went back and where', () => {
    expect(words({ status: 'confirmed', refund: refund() })).toBe('Booking confirmed');
    expect(words({ status: 'pending', refund: refund() })).toBe('The hotel has not confirmed yet');
    expect(words({ status: 'failed', refund: refund({ status: 'refunded', amount: 4200 }) })).toBe(
      'Booking failed — ₹4200 refunded to your Kosh wallet',
    );
    expect(
      words({
        status: 'failed',
        refund: refund({ status: 'due', amount: 4200, to: 'gateway' }),
      }),
    ).toBe('Booking failed — ₹4200 is on its way to your card / UPI');
  });

  it('says a cancellation’s refund, or that nothing came back', () => {
    expect(
      words({
        status: 'cancelled',
        refund: refund({ status: 'refunded', amount: 3000, penalty: 1200 }),
      }),
    ).toBe('Booking cancelled — ₹3000 refunded to your Kosh wallet');
    expect(words({ status: 'cancelled', refund: refund({ penalty: 4200 }) })).toBe(
      'Booking cancelled — nothing was refunded',
    );
  });
});
