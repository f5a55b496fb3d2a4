import { z } from 'zod';
import { issue } from './messages/catalogue';
import { uuidParamsSchema } from './common/http';
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
  page: z.coerce
    .number({ error: issue('PAGE_INVALID') })
    .int(issue('PAGE_INVALID'))
    .min(1, issue('PAGE_INVALID'))
    .default(1),
  pageSize: z.coerce
    .number({ error: issue('PAGE_SIZE_INVALID') })
    .int(issue('PAGE_SIZE_INVALID'))
    .min(1, issue('PAGE_SIZE_INVALID'))
    .max(100, issue('PAGE_SIZE_INVALID'))
    .default(ADMIN_TOPUPS_PAGE_SIZE),
});
export type AdminTopupsQuery = z.input<typeof adminTopupsQuerySchema>;

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
