import { z } from 'zod';
import type { StaticServicesKey } from '../static-services-messages';

const key = (k: StaticServicesKey) => k;

export const COMPLAINT_REFERENCE_MAX_LENGTH = 30;
export const COMPLAINT_TEXT_MIN_LENGTH = 10;
export const COMPLAINT_TEXT_MAX_LENGTH = 500;
// A mobile number or a recharge id: letters, digits and hyphens.
export const REFERENCE_PATTERN = /^[A-Za-z0-9-]{4,30}$/;

/** Complain Box (/complainbalancehistory): which recharge, and what went wrong. */
export const complaintSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, { error: key('error.complaintReference'), abort: true })
    .regex(REFERENCE_PATTERN, key('error.complaintReferenceFormat')),
  complaint: z
    .string()
    .trim()
    .min(1, { error: key('error.complaintText'), abort: true })
    .min(COMPLAINT_TEXT_MIN_LENGTH, { error: key('error.complaintTextShort'), abort: true })
    .max(COMPLAINT_TEXT_MAX_LENGTH, key('error.complaintTextLong')),
});

export type ComplaintInput = z.input<typeof complaintSchema>;
