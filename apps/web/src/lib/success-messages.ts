import { catalogue } from '@kosh/contract/messages/catalogue';
import { defineMessages } from '@/lib/i18n/i18n';

/**
 * The only texts /success/{msg} shows (docs/product-1.md §2). The page is public and its text comes from
 * the address, so showing any `msg` would let anyone send a link to "Your KYC is blocked. Call …"
 * under Kosh's green tick. Every place that navigates to /success passes one of these, verbatim
 * as the spec spells it (so the address stays the spec's); anything else shows a plain "Done".
 */
const SUCCESS_KEYS = {
  [catalogue.WALLET_REQUEST_SUBMITTED]: 'walletRequest',
  [catalogue.PAYMENT_SUCCESS]: 'payment',
  [catalogue.DTH_SUCCESS]: 'dth',
  [catalogue.RECHARGE_SUCCESS]: 'recharge',
} as const;

export type SuccessMessage = keyof typeof SUCCESS_KEYS;
type SuccessKey = (typeof SUCCESS_KEYS)[SuccessMessage] | 'done';

/**
 * The address of the success page for one of Kosh's own messages; for a payment, its order id
 * rides in the query (`?order=`), so the page shows the payment's receipt under the message — the
 * path stays the spec's, and a reload shows the same. A bill paid to a catalogue biller adds
 * `bill=1`: the page shows its Bharat BillPay references too.
 */
export function successPath(
  message: SuccessMessage,
  orderId?: string,
  options: { bill?: boolean } = {},
): string {
  const path = `/success/${encodeURIComponent(message)}`;
  if (!orderId) return path;
  const query = new URLSearchParams({ order: orderId });
  if (options.bill) query.set('bill', '1');
  return `${path}?${query.toString()}`;
}

/** What the page shows for the `msg` of its address: a known message's key, else 'done'. */
export function successKey(msg: string | undefined): SuccessKey {
  return msg !== undefined && Object.hasOwn(SUCCESS_KEYS, msg)
    ? SUCCESS_KEYS[msg as SuccessMessage]
    : 'done';
}

export const useSuccessT = defineMessages<SuccessKey>(
  {
    walletRequest: catalogue.WALLET_REQUEST_SUBMITTED,
    payment: catalogue.PAYMENT_SUCCESS,
    dth: catalogue.DTH_SUCCESS,
    recharge: catalogue.RECHARGE_SUCCESS,
    done: 'Done',
  },
  {
    walletRequest: 'वॉलेट अनुरोध सफलतापूर्वक जमा हुआ',
    payment: 'भुगतान सफल रहा!',
    dth: 'DTH रिचार्ज सफल रहा',
    recharge: 'रिचार्ज सफल रहा!',
    done: 'हो गया',
  },
);
