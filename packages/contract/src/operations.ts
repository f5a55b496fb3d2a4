import { z } from 'zod';

/**
 * The back office's view of the fleet's own health (GET /api/admin/operations): each background
 * job's record and the payments still waiting on a provider. Times are ISO 8601 instants.
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

export const adminOperationsResponseSchema = z.object({
  jobs: z.array(adminJobSchema),
  pendingPayments: z.array(adminPendingPaymentsSchema),
});
export type AdminOperationsResponse = z.infer<typeof adminOperationsResponseSchema>;
