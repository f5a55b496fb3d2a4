import { z } from 'zod';

/**
 * The back office's view of the fleet's own health (GET /api/admin/operations): each background
 * job's record, the payments still waiting on a provider and the customer texts not yet (or
 * never) sent. Times are ISO 8601 instants.
 */
export const adminJobSchema = z.object({
  name: z.string(),
  everySeconds: z.number().int(),
  lastStartedAt: z.string().nullable(),
  lastSucceededAt: z.string().nullable(),
  lastFailedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  runs: z.number().int(),
  failures: z.number().int(),
  /** No success for three periods (or never, three periods after the first start). */
  late: z.boolean(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminPendingPaymentsSchema = z.object({
  kind: z.enum(['topup', 'recharge', 'hotel']),
  count: z.number().int(),
  oldestSeconds: z.number().int(),
});

/** A customer text that failed all its tries: the customer was not told, someone should be. */
export const adminFailedTextSchema = z.object({
  id: z.string(),
  /** The text's template key (walletDebit, kycApproved, …). */
  template: z.string(),
  /** The number, masked like 98XXXXXX10. */
  to: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminFailedText = z.infer<typeof adminFailedTextSchema>;

/** The customer texts' outbox: waiting to be sent, given up on, and the latest given up on. */
export const adminTextsSchema = z.object({
  pending: z.number().int(),
  failed: z.number().int(),
  /** How long the oldest pending text has waited (0 when there is none). */
  oldestPendingSeconds: z.number().int(),
  recentFailures: z.array(adminFailedTextSchema),
});

export const adminOperationsResponseSchema = z.object({
  jobs: z.array(adminJobSchema),
  pendingPayments: z.array(adminPendingPaymentsSchema),
  texts: adminTextsSchema,
});
export type AdminOperationsResponse = z.infer<typeof adminOperationsResponseSchema>;
