import type { SendToWallet } from './send-to-wallet.service';

/**
 * What every call that moves money wallet to wallet shares (a send, a request's payment): its
 * rate limit, and a retry after a crash answered with the transfer its Idempotency-Key made.
 */
export const walletSendConfig = (send: Pick<SendToWallet, 'byKey'>) => ({
  rateLimit: { max: 30, timeWindow: '1 minute' },
  idempotencyRecover: async (userId: string, key: string) => {
    const transfer = await send.byKey(userId, key);
    return transfer ? { status: 200, response: { result: true, data: transfer } } : null;
  },
});
