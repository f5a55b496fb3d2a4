import type { PaymentResult } from './payment-outcome';

const PREFIX = 'kosh.pendingPayment.';
const ORDER_ID = /^KR\d{16}$/;

/**
 * The payment a pay screen is waiting on, kept in local storage by screen (DTH, FASTag, a kind of
 * bill…) and by customer, so that leaving the screen and coming back shows its panel again
 * instead of a blank form — the money has left the wallet, the customer should see where it is.
 * Forgotten once the panel has seen it settle, on Make another payment, and at sign-out (which
 * clears local storage).
 */
export const pendingStore = {
  read(screen: string, userId: string | undefined): PaymentResult | null {
    if (!userId) return null;
    try {
      const kept = JSON.parse(localStorage.getItem(PREFIX + screen) ?? 'null') as {
        userId?: unknown;
        result?: Partial<PaymentResult>;
      } | null;
      const result = kept?.result;
      if (kept?.userId !== userId || !result || !ORDER_ID.test(String(result.orderId))) return null;
      return result as PaymentResult;
    } catch {
      return null;
    }
  },
  write(screen: string, userId: string | undefined, result: PaymentResult) {
    if (!userId) return;
    try {
      localStorage.setItem(PREFIX + screen, JSON.stringify({ userId, result }));
    } catch {
      // A full or blocked storage only loses the panel's return, not the payment.
    }
  },
  forget(screen: string) {
    try {
      localStorage.removeItem(PREFIX + screen);
    } catch {
      // As above.
    }
  },
};
