import { paiseToRupees } from '@kosh/contract/common/money';
import { PAY_PATHS } from './repeat-link';

/** The smallest online top-up (docs/product-1.md §9: minimum ₹1). */
const MIN_TOP_UP_PAISE = 100n;

/** A hotel payment page: the booking waits for the customer to come back. */
const BOOKING_PATH = /^\/hotelpayment\/[^/?#\\]+(\?[^#\\]*)?$/;
/** A catalogue biller's form is the bbps path and the biller's id. */
const screenPattern = (path: string) =>
  path === PAY_PATHS.bbps ? `${path}/[A-Za-z0-9_-]{1,40}` : path;
/** A recharge or bill screen, filled in again from its address (lib/repeat-link.ts). */
const PAY_PATH = new RegExp(
  `^(${Object.values(PAY_PATHS).map(screenPattern).join('|')})(\\?[^#\\\\]*)?$`,
);

/** What the customer goes back to once the money is added. */
export type AddMoneyReturn = { path: string; to: 'booking' | 'payment' };

/**
 * Add Money for a payment the wallet cannot cover: the shortfall to prefill (`amount`, rupees) and
 * the page to go back to once it is added (`back`). Written and read here, so the page that sends
 * and the page that receives agree — and `back` is only ever a hotel payment page or a pay screen
 * of this app (a recharge or bill filled in as it was), never an address someone slipped into a
 * link.
 */
export function addMoneyPath(shortPaise: bigint, back: string | null): string {
  const amount = paiseToRupees(shortPaise > MIN_TOP_UP_PAISE ? shortPaise : MIN_TOP_UP_PAISE);
  const params = new URLSearchParams({ amount });
  if (back) params.set('back', back);
  return `/pay-wallet?${params.toString()}`;
}

/** What /pay-wallet's address asks for: the amount to prefill and the page to go back to. */
export function addMoneyRequestOf(params: URLSearchParams): {
  amount: string | null;
  back: AddMoneyReturn | null;
} {
  const amount = params.get('amount');
  const back = params.get('back');
  return {
    amount:
      amount !== null && /^\d{1,6}(\.\d{1,2})?$/.test(amount) && Number(amount) >= 1
        ? amount
        : null,
    back:
      back === null
        ? null
        : BOOKING_PATH.test(back)
          ? { path: back, to: 'booking' }
          : PAY_PATH.test(back)
            ? { path: back, to: 'payment' }
            : null,
  };
}
