import { z } from 'zod';
import { MOBILE_PATTERN } from './common/patterns';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { issue } from './messages/catalogue';

/**
 * The customer's in-app inbox: every text Kosh sends them lands here too, beside the back
 * office's notices. An entry is stored in both languages, so the app shows it in the language it
 * is read in today, whichever one the text went out in.
 */

/**
 * Where an entry leads: a receipt, a hotel booking, a support ticket, the KYC tab, history, the
 * wallet requests, a bill, or the Profile screen (where PIN, passkeys and password are managed).
 */
export const INBOX_LINK_KINDS = [
  'receipt',
  'booking',
  'ticket',
  'kyc',
  'history',
  'walletRequests',
  // A bill to pay: the id is the prefill (kind, operator, number, mobile) as URL search params.
  'payBill',
  // A security text (passkey added, PIN locked, password changed): the Profile screen.
  'security',
  // A request for money asked of the customer, or their own answered: Money Transfer's requests.
  'moneyRequests',
] as const;
export type InboxLinkKind = (typeof INBOX_LINK_KINDS)[number];

export const inboxLinkSchema = z.object({
  kind: z.enum(INBOX_LINK_KINDS),
  /** The receipt's, booking's or ticket's id (a bill's prefill for payBill); null for a tab. */
  id: z.string().nullable(),
});
export type InboxLink = z.infer<typeof inboxLinkSchema>;

/** What an entry is about, so the app knows which screens it makes stale. */
export const INBOX_TOPICS = ['money', 'kyc', 'support', 'booking', 'account', 'notice'] as const;
export type InboxTopic = (typeof INBOX_TOPICS)[number];

export const inboxEntrySchema = z.object({
  id: z.uuid(),
  /** The text's template (walletDebit, kycApproved, …) or `notice`. */
  kind: z.string(),
  topic: z.enum(INBOX_TOPICS),
  /** A notice's own title; a text's title is its kind's, worded by the app. */
  title: z.object({ en: z.string(), hi: z.string() }).nullable(),
  body: z.object({ en: z.string(), hi: z.string() }),
  link: inboxLinkSchema.nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

export const INBOX_PAGE_SIZE = 20;

export const inboxQuerySchema = z.object({
  /** Entries older than this cursor (the last entry's `cursor` of the page before). */
  before: z
    .string()
    .regex(/^\d{1,19}$/, issue('INVALID_VALUE'))
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxPageSchema = z.object({
  entries: z.array(inboxEntrySchema.extend({ cursor: z.string() })),
  /** Where the next (older) page starts, null when this is the last. */
  nextCursor: z.string().nullable(),
  unread: z.number().int().min(0),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;
export type InboxListEntry = InboxPage['entries'][number];

export const inboxResponseSchema = successEnvelope(['result', 'success', 'tokenValid'], {
  data: inboxPageSchema,
});

/** Marks some entries read (`ids`) or every one (`all: true`). */
export const inboxReadRequestSchema = z.union([
  z.object({
    ids: z
      .array(z.uuid(issue('INBOX_ENTRY_NOT_FOUND')))
      .min(1)
      .max(100),
  }),
  z.object({ all: z.literal(true) }),
]);
export type InboxReadRequest = z.infer<typeof inboxReadRequestSchema>;

export const inboxReadResponseSchema = successEnvelope(['result', 'success', 'tokenValid'], {
  data: z.object({ unread: z.number().int().min(0) }),
});

/** One server-sent event of the customer's stream (`event: inbox`). */
export const inboxEventSchema = z.object({ entry: inboxEntrySchema, unread: z.number().int() });
export type InboxEvent = z.infer<typeof inboxEventSchema>;

// ---- back office: notices ----------------------------------------------------------------------

export const NOTICE_TITLE_MAX = 80;
export const NOTICE_BODY_MAX = 300;

const noticeText = (max: number, required: 'NOTICE_TITLE_REQUIRED' | 'NOTICE_BODY_REQUIRED') =>
  text()
    .trim()
    .min(1, issue(required))
    .max(max, issue(max === NOTICE_TITLE_MAX ? 'NOTICE_TITLE_TOO_LONG' : 'NOTICE_BODY_TOO_LONG'));

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, issue(max === NOTICE_TITLE_MAX ? 'NOTICE_TITLE_TOO_LONG' : 'NOTICE_BODY_TOO_LONG'))
    .optional()
    .transform((v) => (v ? v : undefined));

export const noticeRequestSchema = z
  .object({
    /** One customer (`mobile` or `userId`, their public id) or `all`. */
    audience: z.enum(['one', 'all']),
    mobile: z.string().regex(MOBILE_PATTERN, issue('MOBILE_INVALID')).optional(),
    titleEn: noticeText(NOTICE_TITLE_MAX, 'NOTICE_TITLE_REQUIRED'),
    bodyEn: noticeText(NOTICE_BODY_MAX, 'NOTICE_BODY_REQUIRED'),
    /** Hindi words; the English is shown in Hindi too when they are left out. */
    titleHi: optionalText(NOTICE_TITLE_MAX),
    bodyHi: optionalText(NOTICE_BODY_MAX),
    /** Also texted (SMS), not only in the inbox. */
    urgent: z.boolean().default(false),
  })
  .refine((v) => v.audience === 'all' || v.mobile !== undefined, {
    path: ['mobile'],
    message: issue('MOBILE_REQUIRED'),
    // Said beside the other fields' mistakes, not only once they are fixed.
    // The value may be anything (a body of `null`): asked only of an object.
    when: ({ value }) =>
      typeof value === 'object' &&
      value !== null &&
      (value as { audience?: unknown }).audience === 'one',
  });
export type NoticeRequest = z.input<typeof noticeRequestSchema>;

export const noticeResponseSchema = successEnvelope(['result', 'success', 'message', 'code'], {
  data: z.object({ recipients: z.number().int().min(0), texted: z.number().int().min(0) }),
});
