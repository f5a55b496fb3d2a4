import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { outcomeOfError } from './payment-outcome';

describe('payment outcome of a failed call', () => {
  it('reads a 200 with result false as the operator’s failure (refunded)', () => {
    const params = { reason: 'Failed.', amount: '₹10.00' };
    expect(
      outcomeOfError(
        new ApiError('Failed. ₹10.00 has been refunded.', 200, 'RECHARGE_REFUNDED', [], params),
      ),
    ).toEqual({
      kind: 'failed',
      message: { code: 'RECHARGE_REFUNDED', message: 'Failed. ₹10.00 has been refunded.', params },
      orderId: null,
    });
  });

  it('keeps the failed order’s id, for its receipt', () => {
    const failed = (data: unknown) =>
      outcomeOfError(new ApiError('Failed.', 200, 'RECHARGE_REFUNDED', [], undefined, data));
    expect(failed({ orderId: 'KR2611290000000001', status: 'Failure' })).toMatchObject({
      kind: 'failed',
      orderId: 'KR2611290000000001',
    });
    for (const data of [undefined, null, 'KR1', { orderId: 7 }, { orderId: '' }]) {
      expect(failed(data)).toMatchObject({ kind: 'failed', orderId: null });
    }
  });

  it('does not take a refusal of a catalogue bill’s fetch for a shortfall', () => {
    const expired = 'This bill was fetched more than a day ago. Fetch it again.';
    expect(outcomeOfError(new ApiError(expired, 422, 'BILL_FETCH_EXPIRED'))).toEqual({
      kind: 'error',
      message: { code: 'BILL_FETCH_EXPIRED', message: expired, params: undefined },
    });
  });

  it('tells insufficient balance, bad input and sign-out apart', () => {
    const insufficient = 'Insufficient wallet balance. Please add money to your wallet.';
    expect(outcomeOfError(new ApiError(insufficient, 422, 'INSUFFICIENT_BALANCE'))).toEqual({
      kind: 'insufficient',
      message: { code: 'INSUFFICIENT_BALANCE', message: insufficient, params: undefined },
    });
    const fields = [
      { field: 'amount', code: 'AMOUNT_REQUIRED' as const, message: 'Amount is required.' },
    ];
    expect(outcomeOfError(new ApiError('Bad', 400, 'VALIDATION_FAILED', fields))).toEqual({
      kind: 'invalid',
      message: { code: 'VALIDATION_FAILED', message: 'Bad', params: undefined },
      fields,
    });
    expect(outcomeOfError(new ApiError('Expired', 401, undefined))).toEqual({ kind: 'signed-out' });
  });

  it('reads anything else as an error with its message', () => {
    expect(outcomeOfError(new ApiError('Busy', 503, 'PROVIDER_UNAVAILABLE'))).toEqual({
      kind: 'error',
      message: { code: 'PROVIDER_UNAVAILABLE', message: 'Busy', params: undefined },
    });
    expect(outcomeOfError(new TypeError('boom'))).toEqual({
      kind: 'error',
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
