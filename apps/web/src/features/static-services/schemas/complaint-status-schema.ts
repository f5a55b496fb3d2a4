import { z } from 'zod';
import type { StaticServicesKey } from '../static-services-messages';
import { REFERENCE_PATTERN } from './complaint-schema';

const key = (k: StaticServicesKey) => k;

/** Complain Status (/complainstatusbalancehistory): the recharge or order id to look up. */
export const complaintStatusSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, { error: key('error.statusReference'), abort: true })
    .regex(REFERENCE_PATTERN, key('error.statusReferenceFormat')),
});

export type ComplaintStatusInput = z.input<typeof complaintStatusSchema>;
