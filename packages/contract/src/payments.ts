import { z } from 'zod';
import { issue } from './messages/catalogue';
import { uuidParamsSchema } from './common/http';
import { pageNumber } from './common/list-query';
import { successEnvelope } from './common/success';

/**
 * Online top-ups (gateway orders) as the back office sees them. The customer's calls around a
 * top-up (CreateOrder, VerifyPayment, payment/update) are the spec's and live in wallet.ts.
 *
 * created → paid (credited), or created → refund_due (paid at the gateway but a wallet limit
 * forbade the credit) → refunded (the gateway refunded the payment).
 */
export const TOPUP_STATUSES = ['created', 'paid', 'failed', 'refund_due', 'refunded'] as const;
export type TopupStatus = (typeof TOPUP_STATUSES)[number];

/** What the back office calls each status (English only there). */
export const TOPUP_STATUS_LABELS: Record<TopupStatus, string> = {
  created: 'Awaiting payment',
  paid: 'Credited',
  failed: 'Failed',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

export const ADMIN_TOPUPS_PAGE_SIZE = 25;

export const adminTopupsQuerySchema = z.object({
  status: z
    .enum(TOPUP_STATUSES, {
      error: `Choose one of: ${TOPUP_STATUSES.join(', ')} (or leave it out for all).`,
    })
    .optional(),
  page: pageNumber,
  pageSize: z.coerce
    .number({ error: issue('PAGE_SIZE_INVALID') })
    .int(issue('PAGE_SIZE_INVALID'))
    .min(1, issue('PAGE_SIZE_INVALID'))
    .max(100, issue('PAGE_SIZE_INVALID'))
    .default(ADMIN_TOPUPS_PAGE_SIZE),
});
export type AdminTopupsQuery = z.input<typeof adminTopupsQuerySchema>;

/**
 * How the customer paid at the gateway's checkout, vendor-neutral (the gateway adapter maps its
 * own names onto these; `other` is any method Kosh does not name). A top-up made before Kosh
 * recorded methods has none.
 */
export const TOPUP_METHODS = ['card', 'upi', 'netbanking', 'wallet', 'other'] as const;
export type TopupMethod = (typeof TOPUP_METHODS)[number];
export const topupMethodSchema = z.enum(TOPUP_METHODS);

/**
 * A UPI id (VPA) as Kosh keeps and shows it: the first two characters of the name, six stars
 * whatever its length (so the length is not told either), and the whole `@handle` — the bank app
 * the customer paid from, which is what they recognise: `rahul.sharma@okhdfc` → `ra******@okhdfc`.
 * A shorter name keeps one character fewer than it has. Anything without an `@` is masked whole.
 */
export function maskUpiId(vpa: string): string {
  const at = vpa.lastIndexOf('@');
  if (at <= 0) return '******';
  const name = vpa.slice(0, at);
  const kept = name.slice(0, name.length > 2 ? 2 : name.length - 1);
  return `${kept}******${vpa.slice(at).toLowerCase()}`;
}

/**
 * How a top-up was paid, for its rows and receipt: the method and, for UPI, the masked UPI id.
 * Both optional, so that clients written to the specification see the same rows as before.
 */
export const topupPaidWithShape = {
  /** card, upi, … (absent where unknown: an offline request, or a top-up from before). */
  paymentMethod: topupMethodSchema.optional(),
  /** The masked UPI id (`ra******@okhdfc`) of a UPI top-up. */
  upiId: z.string().optional(),
};

export const adminTopupSchema = z.object({
  /** Kosh's id of the top-up (the retry call takes it). */
  id: z.string(),
  status: z.enum(TOPUP_STATUSES),
  /** Rupees. */
  amount: z.number(),
  /** The gateway's ids: order_…, pay_…, rfnd_…. */
  orderId: z.string(),
  paymentId: z.string().nullable(),
  refundId: z.string().nullable(),
  receipt: z.string(),
  /** Why it was not credited (the limit the customer was told about), or the last failed attempt. */
  failureReason: z.string().nullable(),
  /** Why the last refund attempt failed, while the refund is still due. */
  refundError: z.string().nullable(),
  refundAttempts: z.number().int(),
  /** Which path credited it or refunded it: verify, update, webhook, reconcile, admin. */
  creditedBy: z.string().nullable(),
  refundedBy: z.string().nullable(),
  customer: z.object({ name: z.string(), mobile: z.string(), userId: z.string() }),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** How the customer paid, as their own rows say it: the UPI id only ever masked. */
  ...topupPaidWithShape,
});
export type AdminTopup = z.infer<typeof adminTopupSchema>;

export const adminTopupListResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminTopupSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminTopupListResponse = z.infer<typeof adminTopupListResponseSchema>;

export const adminRefundResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: adminTopupSchema,
});
export type AdminRefundResponse = z.infer<typeof adminRefundResponseSchema>;

export const adminTopupParamsSchema = uuidParamsSchema('TOPUP_NOT_FOUND');
