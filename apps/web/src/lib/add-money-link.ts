import { paiseToRupees } from '@kosh/contract/common/money';

/** The smallest online top-up (docs/product-1.md §9: minimum ₹1). */
const MIN_TOP_UP_PAISE = 100n;

/** Only a hotel payment page sends a customer to Add Money and waits for them back. */
const RETURN_PATH = /^\/hotelpayment\/[^/?#\\]+(\?[^#\\]*)?$/;

/**
 * Add Money for a payment the wallet cannot cover: the shortfall to prefill (`amount`, rupees) and
 * the page to go back to once it is added (`back`). Written and read here, so the page that sends
 * and the page that receives agree — and `back` is only ever a hotel payment page of this app,
 * never an address someone slipped into a link.
 */
export function addMoneyPath(shortPaise: bigint, back: string): string {
  const amount = paiseToRupees(shortPaise > MIN_TOP_UP_PAISE ? shortPaise : MIN_TOP_UP_PAISE);
  return `/pay-wallet?${new URLSearchParams({ amount, back }).toString()}`;
}

/** What /pay-wallet's address asks for: the amount to prefill and the booking to go back to. */
export function addMoneyRequestOf(params: URLSearchParams): {
  amount: string | null;
  back: string | null;
} {
  const amount = params.get('amount');
  const back = params.get('back');
  return {
    amount:
      amount !== null && /^\d{1,6}(\.\d{1,2})?$/.test(amount) && Number(amount) >= 1
        ? amount
        : null,
    back: back !== null && RETURN_PATH.test(back) ? back : null,
  };
}
