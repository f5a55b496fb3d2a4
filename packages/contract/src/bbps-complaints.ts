import { z } from 'zod';
import { billPaymentParamsSchema } from './bills';
import { uuidParamsSchema } from './common/http';
import { pageNumber } from './common/list-query';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { issue } from './messages/catalogue';

/**
 * Bharat BillPay complaints on bill payments (transaction-based): raised by the customer through
 * the aggregator, assigned to the biller's operating unit, and answered there. Kosh keeps each
 * one, polls its status, and measures its age against a turnaround time.
 */

/** What went wrong: the biller has not credited it, it was paid twice, or for the wrong amount. */
export const BBPS_COMPLAINT_TYPES = ['NOT_CREDITED', 'PAID_TWICE', 'WRONG_AMOUNT'] as const;
export type BbpsComplaintType = (typeof BBPS_COMPLAINT_TYPES)[number];

export const BBPS_COMPLAINT_STATUSES = ['ASSIGNED', 'RESOLVED', 'REJECTED'] as const;
export type BbpsComplaintStatus = (typeof BBPS_COMPLAINT_STATUSES)[number];

/**
 * Kosh's turnaround time per type, in days from raising: the targets its operations team holds
 * billers to, modelled on the turnaround BBPS sets for transaction complaints. A complaint still
 * assigned after it is overdue in the back office.
 */
export const BBPS_COMPLAINT_TAT_DAYS: Record<BbpsComplaintType, number> = {
  NOT_CREDITED: 5,
  PAID_TWICE: 7,
  WRONG_AMOUNT: 7,
};

export const BBPS_COMPLAINT_DESCRIPTION_MAX = 500;

// POST /api/v1/bills/payments/{id}/complaints {type, description?}
export const bbpsComplaintPaymentParamsSchema = billPaymentParamsSchema;
export const raiseBbpsComplaintSchema = z.object({
  type: z.enum(BBPS_COMPLAINT_TYPES, { error: issue('BBPS_COMPLAINT_TYPE_INVALID') }),
  description: text({ error: issue('BBPS_COMPLAINT_TOO_LONG') })
    .trim()
    .max(BBPS_COMPLAINT_DESCRIPTION_MAX, issue('BBPS_COMPLAINT_TOO_LONG'))
    .default(''),
});
export type RaiseBbpsComplaintRequest = z.input<typeof raiseBbpsComplaintSchema>;

export const bbpsComplaintSchema = z.object({
  id: z.uuid(),
  /** The bill payment (its RId). */
  paymentId: z.string(),
  /** BBPS's complaint id, as the aggregator gave it. */
  complaintId: z.string(),
  bbpsRef: z.string(),
  billerName: z.string(),
  type: z.enum(BBPS_COMPLAINT_TYPES),
  description: z.string(),
  status: z.enum(BBPS_COMPLAINT_STATUSES),
  /** The biller's answer, once there is one. */
  resolution: z.string().nullable(),
  /** ISO date-times. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the turnaround time runs out. */
  tatDueAt: z.string(),
});
export type BbpsComplaint = z.infer<typeof bbpsComplaintSchema>;

export const bbpsComplaintResponseSchema = successEnvelope(['result'], {
  data: bbpsComplaintSchema,
});
export type BbpsComplaintResponse = z.infer<typeof bbpsComplaintResponseSchema>;

// GET /api/v1/bills/complaints
export const bbpsComplaintsResponseSchema = successEnvelope(['result'], {
  data: z.array(bbpsComplaintSchema),
});
export type BbpsComplaintsResponse = z.infer<typeof bbpsComplaintsResponseSchema>;

export const bbpsComplaintParamsSchema = uuidParamsSchema('BBPS_COMPLAINT_NOT_FOUND');

// GET /api/admin/bbps-complaints?status=&page=
export const ADMIN_BBPS_COMPLAINTS_PAGE_SIZE = 25;
export const adminBbpsComplaintsQuerySchema = z.object({
  status: z.enum(BBPS_COMPLAINT_STATUSES).optional(),
  page: pageNumber,
});
export const adminBbpsComplaintSchema = bbpsComplaintSchema.extend({
  customerMobile: z.string(),
  /** Hours since it was raised, and whether it is still assigned past its turnaround time. */
  ageHours: z.number().int(),
  overdue: z.boolean(),
});
export type AdminBbpsComplaint = z.infer<typeof adminBbpsComplaintSchema>;
export const adminBbpsComplaintsResponseSchema = successEnvelope(['result'], {
  data: z.array(adminBbpsComplaintSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminBbpsComplaintsResponse = z.infer<typeof adminBbpsComplaintsResponseSchema>;
