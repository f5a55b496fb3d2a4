import { describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { failureWords } from './razorpay';

describe('a failed checkout attempt, in words', () => {
  it('names a declined or expired UPI request by a code the reader’s language words', () => {
    const declined = failureWords({ error: { reason: 'payment_declined', description: 'x' } });
    const expired = failureWords({ error: { reason: 'payment_timed_out' } });
    expect(declined).toBe('UPI_PAYMENT_DECLINED');
    expect(expired).toBe('UPI_PAYMENT_TIMED_OUT');
    expect(declined in catalogue && expired in catalogue).toBe(true);
  });

  it('keeps the gateway’s words for another failure', () => {
    expect(failureWords({ error: { reason: 'payment_failed', description: 'Card expired' } })).toBe(
      'Card expired',
    );
    expect(failureWords({})).toBe('Payment failed');
  });
});
