import { z } from 'zod';
import { hasControlCharacter } from './common/patterns';
import { uuidParamsSchema } from './common/http';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { issue } from './messages/catalogue';
import { serviceKindSchema } from './service-kinds';

/**
 * Recents and saved billers (docs/recents.md): every number or biller account a customer paid
 * successfully, kept on the server so it follows them to any device, with the name, pin and
 * reminder choice they set.
 */

/** A customer's name for a saved number ("Mom's phone"). */
export const RECENT_NAME_MAX = 40;
/** At most this many saved items per kind; past it the oldest unpinned ones are dropped. */
export const RECENTS_PER_KIND = 50;

export const recentSchema = z.object({
  id: z.uuid(),
  kind: serviceKindSchema,
  operatorCode: z.string(),
  operatorName: z.string(),
  /** The mobile, subscriber, vehicle or service number. */
  number: z.string(),
  circle: z.string().nullable(),
  /** The biller's further fields (FASTag and bills), '' when none. */
  option1: z.string(),
  option2: z.string(),
  /** The mobile a bill was fetched with (electricity and gas), when there was one. */
  customerMobile: z.string().nullable(),
  /** The customer's name for it, or null. */
  name: z.string().nullable(),
  pinned: z.boolean(),
  /** The bill reminder job leaves this biller alone. */
  remindersOff: z.boolean(),
  /** Integer paise of the last successful payment. */
  lastAmountPaise: z.number().int(),
  lastPlanId: z.string().nullable(),
  /** ISO date-time of the last successful payment. */
  lastPaidAt: z.string(),
  payCount: z.number().int(),
});
export type Recent = z.infer<typeof recentSchema>;

/** GET /api/v1/me/recents?kind= */
export const recentsQuerySchema = z.object({ kind: serviceKindSchema });
export type RecentsQuery = z.infer<typeof recentsQuerySchema>;

/** Pinned first, then the most recently paid. */
export const recentsResponseSchema = successEnvelope(['result'], {
  data: z.array(recentSchema),
});
export type RecentsResponse = z.infer<typeof recentsResponseSchema>;

export const recentParamsSchema = uuidParamsSchema('RECENT_NOT_FOUND');

const recentName = text()
  .trim()
  .max(RECENT_NAME_MAX, issue('RECENT_NAME_TOO_LONG'))
  .refine((value) => !hasControlCharacter(value), issue('RECENT_NAME_INVALID'));

/** PATCH /api/v1/me/recents/{id}: an empty or null name clears it. */
export const updateRecentSchema = z
  .object({
    name: recentName.nullable().optional(),
    pinned: z.boolean().optional(),
    remindersOff: z.boolean().optional(),
  })
  .refine(
    (body) =>
      body.name !== undefined || body.pinned !== undefined || body.remindersOff !== undefined,
    issue('NOTHING_TO_CHANGE'),
  );
export type UpdateRecentRequest = z.input<typeof updateRecentSchema>;

export const recentResponseSchema = successEnvelope(['result'], { data: recentSchema });
export type RecentResponse = z.infer<typeof recentResponseSchema>;

export const recentDeletedResponseSchema = successEnvelope(['result']);
