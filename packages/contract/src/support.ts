import { z } from 'zod';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { issue } from './messages/catalogue';

/**
 * Support tickets (docs/product-2.md §2 Support, §3 Support category / Message, §4 Ticket status, §5 Support
 * ticket, §7 admin/getActiveCategories, admin/insertMessage, admin/getMessages,
 * admin/toggleIsOpenField, §9). The customer's four calls keep the spec's paths and field names
 * (the `admin/` prefix is the spec's, not a role); the back office works through
 * /api/admin/support/…. Who sends is always taken from the token: SenderId, ReceiverAndSenderId
 * and senderType from a customer are never trusted.
 */

// ---- Constants (docs/product-2.md §9) --------------------------------------------------------------------

/** The list's page sizes; the first is the default. */
export const TICKET_PAGE_SIZES = [10, 25, 50] as const;
/** The list cuts a subject at 20 characters (with …) and a message at 500 (View More/View Less). */
export const TICKET_SUBJECT_PREVIEW = 20;
export const TICKET_MESSAGE_PREVIEW = 500;
/** The conversation shows 4 messages at a time. */
export const TICKET_CHUNK = 4;
/** A subject and a message at most: longer is refused with the field, never cut. */
export const TICKET_SUBJECT_MAX = 150;
export const TICKET_MESSAGE_MAX = 5000;
/** An attachment: a JPEG, PNG or WebP image or a PDF, by its bytes, at most 5 MB. */
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
/** The export's columns (current page only). */
export const TICKET_EXPORT_COLUMNS = ['Mid', 'Mtype', 'MsgSubject', 'Doe', 'isOpen'] as const;

/** senderType on the wire: '0' is the customer (Client), anything else the team (Admin). */
export const SENDER_CLIENT = '0';
export const SENDER_ADMIN = '1';

/** The status filter's values (docs/product-2.md §4): All -1, Open 1, Closed 0. */
export const TICKET_STATUS_FILTER = { All: -1, Open: 1, Closed: 0 } as const;

// ---- POST admin/getActiveCategories {isActive: 1} ----------------------------------------------

export const getActiveCategoriesRequestSchema = z
  .object({ isActive: z.union([z.literal(1), z.literal('1')]).optional() })
  .default({});
export type GetActiveCategoriesRequest = z.input<typeof getActiveCategoriesRequestSchema>;

/** A category: `username` is who receives its tickets (the spec's ReceiverId); null when nobody does. */
export const supportCategorySchema = z.object({
  id: z.number().int(),
  Category: z.string(),
  username: z.string().nullable(),
  /** Kosh's: Category in Hindi as an admin entered it; null when none (Hindi readers see Category). */
  CategoryHi: z.string().nullable(),
});
export type SupportCategory = z.infer<typeof supportCategorySchema>;

export const getActiveCategoriesResponseSchema = successEnvelope(['result', 'tokenValid'], {
  data: z.array(supportCategorySchema),
});
export type GetActiveCategoriesResponse = z.infer<typeof getActiveCategoriesResponseSchema>;

// ---- POST admin/insertMessage (multipart) -------------------------------------------------------

const subject = text({ error: issue('TICKET_SUBJECT_REQUIRED') })
  .trim()
  .min(1, issue('TICKET_SUBJECT_REQUIRED'))
  .max(TICKET_SUBJECT_MAX, issue('TICKET_SUBJECT_TOO_LONG'));
const body = text({ error: issue('TICKET_MESSAGE_REQUIRED') })
  .trim()
  .min(1, issue('TICKET_MESSAGE_REQUIRED'))
  .max(TICKET_MESSAGE_MAX, issue('TICKET_MESSAGE_TOO_LONG'));
const mid = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[1-9]\d{0,15}$/, issue('TICKET_NOT_FOUND')));

/**
 * How a ticket names its category (Mtype): Kosh's client sends the category's id, a client written
 * to the spec its Category text (the only thing the spec's category list tells it besides the
 * username). Either is accepted; getMessages answers the form the ticket was raised with.
 */
export const isCategoryRef = (value: string) =>
  /^[1-9]\d{0,8}$/.test(value) || (value.length >= 2 && value.length <= 60 && !/^\d+$/.test(value));

/**
 * The text fields of the message send payload (docs/product-2.md §3). A new ticket: ReceiverId (the
 * category's username), Mtype (the category's id or Category text), MsgSubject, Msg. A reply: Mid and Msg (the rest
 * is the ticket's own and ignored). isRetailer, senderType and SenderId are accepted for the spec's
 * client and ignored: the server knows who sends.
 */
const insertMessageFields = z.object({
  Mid: mid.optional(),
  ReceiverId: text().trim().max(64).optional(),
  Mtype: text().trim().max(60).optional(),
  MsgSubject: text()
    .trim()
    .max(TICKET_SUBJECT_MAX * 4)
    .optional(),
  Msg: body,
  isRetailer: text().max(10).optional(),
  senderType: text().max(10).optional(),
  SenderId: text().max(64).optional(),
});

export const insertMessageFieldsSchema = insertMessageFields.superRefine((v, ctx) => {
  if (v.Mid !== undefined) return;
  if (!v.Mtype || !isCategoryRef(v.Mtype)) {
    ctx.addIssue({ code: 'custom', path: ['Mtype'], message: issue('TICKET_CATEGORY_REQUIRED') });
  }
  if (!v.ReceiverId) {
    ctx.addIssue({
      code: 'custom',
      path: ['ReceiverId'],
      message: issue('TICKET_RECEIVER_UNSET'),
    });
  }
  const parsed = subject.safeParse(v.MsgSubject ?? '');
  if (!parsed.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['MsgSubject'],
      message: parsed.error.issues[0]?.message ?? issue('TICKET_SUBJECT_REQUIRED'),
    });
  }
});
export type InsertMessageFields = z.output<typeof insertMessageFieldsSchema>;

/** For the API docs: the fields above and the attachment (the spec names it slipImage). */
export const insertMessageFormSchema = insertMessageFields.extend({
  slipImage: z.file().optional(),
});

export const insertMessageResponseSchema = successEnvelope(
  ['result', 'tokenValid', 'message', 'code'],
  { data: z.object({ Mid: z.string(), messageId: z.string() }) },
);
export type InsertMessageResponse = z.infer<typeof insertMessageResponseSchema>;

// ---- GET admin/getMessages?FromDate&ToDate&SenderId&isRead&Mid&Mtype&AssignTo&isOpen&ReceiverAndSenderId

/** yyyy-MM-dd, a day in India; empty means no bound. */
const isoDay = text()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), issue('TICKET_DATE_FORMAT'))
  .refine((v) => {
    if (v === '') return true;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, issue('TICKET_DATE_FORMAT'))
  .optional();

export const getMessagesQuerySchema = z
  .object({
    FromDate: isoDay,
    ToDate: isoDay,
    /** The customer's own: ignored (the token says who); an admin may filter by a customer's userId. */
    SenderId: text().trim().max(64).optional(),
    ReceiverAndSenderId: text().trim().max(64).optional(),
    /** 1: only tickets with a reply the reader has not seen; 0 or empty: all. */
    isRead: z.enum(['', '0', '1']).optional(),
    /** A ticket: its conversation, oldest first. Without it: the tickets, newest first. */
    Mid: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[1-9]\d{0,15}$/.test(v), issue('TICKET_NOT_FOUND'))
      .optional(),
    Mtype: z
      .string()
      .trim()
      .refine((v) => v === '' || isCategoryRef(v), issue('TICKET_CATEGORY_UNKNOWN'))
      .optional(),
    AssignTo: text().trim().max(64).optional(),
    isOpen: z.enum(['', '-1', '0', '1', 'true', 'false']).optional(),
  })
  .refine((v) => !v.FromDate || !v.ToDate || v.FromDate <= v.ToDate, {
    path: ['ToDate'],
    message: issue('DATE_RANGE'),
  });
export type GetMessagesQuery = z.input<typeof getMessagesQuerySchema>;

/**
 * One row of getMessages (docs/product-2.md §3 Message / ticket). Without Mid, a row is a ticket: its first
 * message's text and attachment, Doe when it was raised, plus Kosh's summary fields. With Mid, a
 * row is one message of that ticket (Mid, Mtype, MsgSubject and isOpen are the ticket's).
 * Doe is an ISO 8601 instant; the web shows it in India's time.
 */
export const ticketMessageSchema = z.object({
  Mid: z.string(),
  /** The category's id, as sent; Category is its name. */
  Mtype: z.string(),
  Category: z.string(),
  /** Kosh's: the category's name in Hindi, or null when it has none. */
  CategoryHi: z.string().nullable(),
  MsgSubject: z.string(),
  Msg: z.string(),
  Doe: z.string(),
  isOpen: z.boolean(),
  SenderId: z.string(),
  ReceiverId: z.string().nullable(),
  senderType: z.string(),
  /** The attachment's URL (GET, with the token), or null. */
  Attach: z.string().nullable(),
  /** Its type and name, so the client can show an image or a PDF link. */
  attachType: z.string().nullable(),
  attachName: z.string().nullable(),
  /** Kosh's: this message's id; on a ticket row, the first message's. */
  messageId: z.string(),
  /** On a ticket row: messages in it, when the last was written, replies the reader has not seen. */
  messageCount: z.number().int(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const getMessagesResponseSchema = successEnvelope(['result', 'tokenValid'], {
  data: z.array(ticketMessageSchema),
});
export type GetMessagesResponse = z.infer<typeof getMessagesResponseSchema>;

// ---- POST admin/toggleIsOpenField {Mid, isOpen} --------------------------------------------------

const openFlag = z
  .union([z.boolean(), z.number(), z.string()], { error: issue('TICKET_OPEN_FLAG') })
  .transform((v, ctx) => {
    const s = String(v).trim().toLowerCase();
    if (s === 'true' || s === '1') return true;
    if (s === 'false' || s === '0') return false;
    ctx.addIssue({ code: 'custom', message: issue('TICKET_OPEN_FLAG') });
    return z.NEVER;
  });

export const toggleIsOpenRequestSchema = z.object({
  Mid: mid,
  /** The value the ticket should take (the client sends the inverse of what it shows). */
  isOpen: openFlag,
});
export type ToggleIsOpenRequest = z.input<typeof toggleIsOpenRequestSchema>;

export const toggleIsOpenResponseSchema = successEnvelope(
  ['result', 'tokenValid', 'message', 'code'],
  { data: z.object({ Mid: z.string(), isOpen: z.boolean() }) },
);
export type ToggleIsOpenResponse = z.infer<typeof toggleIsOpenResponseSchema>;

// ---- Unread count (the Support badge) and the live channel --------------------------------------

/** GET /api/v1/support/unread: tickets with a reply the customer has not opened yet. */
export const supportUnreadResponseSchema = successEnvelope(['result'], {
  data: z.object({ tickets: z.number().int() }),
});
export type SupportUnreadResponse = z.infer<typeof supportUnreadResponseSchema>;

/**
 * GET /api/v1/support/events (customer) and GET /api/admin/support/events (team): server-sent
 * events, `event: ticket` with this JSON as data, whenever a ticket the reader may see gets a
 * message or changes status; a `: ping` comment every 25 s keeps proxies from closing it.
 * The web reads it with fetch (the token goes in the Authorization header) and falls back to
 * polling GET …/unread every 30 s when the stream cannot be held.
 */
export const supportEventSchema = z.object({
  Mid: z.string(),
  kind: z.enum(['message', 'status', 'assigned']),
  /** For a message: who wrote it ('0' the customer, '1' the team). */
  senderType: z.string().nullable(),
  isOpen: z.boolean(),
  /** The reader's unread tickets after this event (the badge). */
  unread: z.number().int(),
});
export type SupportEvent = z.infer<typeof supportEventSchema>;

// ---- The back office: /api/admin/support/… ------------------------------------------------------

export const ADMIN_TICKET_STATUSES = ['open', 'closed', 'all'] as const;

/**
 * A support category's id: a PostgreSQL serial, so at most 2,147,483,647. A larger number names no
 * category and is refused here (400) rather than reaching the database as an out-of-range integer.
 */
const categoryId = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/admin/support/tickets */
export const adminTicketsQuerySchema = z.object({
  status: z.enum(ADMIN_TICKET_STATUSES).default('open'),
  /** A category id. */
  category: categoryId.optional(),
  /** An admin's userId, 'me', or 'none' (unassigned). */
  assignee: text().trim().max(64).optional(),
  /** true: only tickets whose last message is the customer's (waiting for the team). */
  unread: z.enum(['true', 'false']).optional(),
  /** Subject, customer name, mobile or ticket id contains. */
  search: text().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminTicketsQuery = z.input<typeof adminTicketsQuerySchema>;

export const adminTicketSchema = z.object({
  Mid: z.string(),
  subject: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  isOpen: z.boolean(),
  customer: z.object({ userId: z.string(), name: z.string(), mobile: z.string() }),
  assignee: z.object({ userId: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** Who wrote last: '0' the customer (the team owes a reply), '1' the team. */
  lastSenderType: z.string(),
  /** Since when the customer has been waiting for the team (their oldest unanswered message), or null. */
  waitingSince: z.string().nullable(),
  /** Customer messages the team has not opened. */
  unread: z.number().int(),
  messageCount: z.number().int(),
  preview: z.string(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const adminTicketListResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminTicketSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type AdminTicketListResponse = z.infer<typeof adminTicketListResponseSchema>;

export const adminTicketMessageSchema = z.object({
  messageId: z.string(),
  senderType: z.string(),
  sender: z.object({ userId: z.string(), name: z.string() }),
  Msg: z.string(),
  Doe: z.string(),
  Attach: z.string().nullable(),
  attachType: z.string().nullable(),
  attachName: z.string().nullable(),
});
export type AdminTicketMessage = z.infer<typeof adminTicketMessageSchema>;

/** A ledger line beside the conversation: what the customer's wallet did lately. */
export const adminWalletActivitySchema = z.object({
  at: z.string(),
  description: z.string(),
  /** Signed rupees, as the balance history shows them (e.g. "-199.00"). */
  amount: z.string(),
  /** The outcome: Success, Confirmed, Refunded, Cancelled, or Pending while it is not known. */
  status: z.string(),
});
export type AdminWalletActivity = z.infer<typeof adminWalletActivitySchema>;

/** GET /api/admin/support/tickets/{Mid}: the ticket, its conversation and the customer beside it. */
export const adminTicketDetailResponseSchema = successEnvelope(['result', 'success'], {
  data: z.object({
    ticket: adminTicketSchema,
    messages: z.array(adminTicketMessageSchema),
    customer: z.object({
      userId: z.string(),
      name: z.string(),
      mobile: z.string(),
      email: z.string(),
      kycLevel: z.string(),
      joinedAt: z.string(),
      balance: z.string(),
      recentActivity: z.array(adminWalletActivitySchema),
    }),
  }),
});
export type AdminTicketDetailResponse = z.infer<typeof adminTicketDetailResponseSchema>;

export const adminTicketParamsSchema = z.object({ Mid: mid });

/** POST /api/admin/support/tickets/{Mid}/messages (multipart: Msg, slipImage). */
export const adminReplyFieldsSchema = z.object({ Msg: body });
export const adminReplyFormSchema = adminReplyFieldsSchema.extend({
  slipImage: z.file().optional(),
});

/** POST /api/admin/support/tickets/{Mid}/assign {assignee: an admin's userId, or null}. */
export const adminAssignRequestSchema = z.object({
  assignee: text().trim().max(64).nullable(),
});
export type AdminAssignRequest = z.input<typeof adminAssignRequestSchema>;

/** POST /api/admin/support/tickets/{Mid}/status {isOpen}. */
export const adminTicketStatusRequestSchema = z.object({ isOpen: openFlag });
export type AdminTicketStatusRequest = z.input<typeof adminTicketStatusRequestSchema>;

export const adminTicketResponseSchema = successEnvelope(['result', 'success', 'message', 'code'], {
  data: adminTicketSchema,
});
export type AdminTicketResponse = z.infer<typeof adminTicketResponseSchema>;

/** GET /api/admin/support/admins: who a ticket or a category can go to. */
export const supportAdminsResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(z.object({ userId: z.string(), name: z.string() })),
});

// Categories: GET/POST /api/admin/support/categories, PATCH /api/admin/support/categories/{id}

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name in Hindi, or null: Hindi readers then see `name`. */
  nameHi: z.string().nullable(),
  active: z.boolean(),
  receiver: z.object({ userId: z.string(), name: z.string() }).nullable(),
  openTickets: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** Characters as the database counts them: one outside the BMP (an emoji) is one, not two. */
const characters = (v: string) => Array.from(v).length;

const categoryName = text({ error: issue('TICKET_CATEGORY_NAME_REQUIRED') })
  .trim()
  .refine((v) => characters(v) >= 2, issue('TICKET_CATEGORY_NAME_REQUIRED'))
  .refine((v) => characters(v) <= 60, issue('TICKET_CATEGORY_NAME_TOO_LONG'));

/**
 * The name in Hindi: 2–60 characters once trimmed, counted as the database counts them (a
 * character outside the BMP is one); empty or null clears it.
 */
const categoryNameHi = text({ error: issue('TICKET_CATEGORY_NAME_HI_TOO_SHORT') })
  .trim()
  .refine((v) => v === '' || characters(v) >= 2, issue('TICKET_CATEGORY_NAME_HI_TOO_SHORT'))
  .refine((v) => characters(v) <= 60, issue('TICKET_CATEGORY_NAME_HI_TOO_LONG'))
  .nullable()
  .transform((v) => v || null);

export const createCategoryRequestSchema = z.object({
  name: categoryName,
  nameHi: categoryNameHi.optional(),
  /** The receiving admin's userId; null: nobody yet (customers cannot choose it until set). */
  receiver: text().trim().max(64).nullable().default(null),
  active: z.boolean().default(true),
});
export type CreateCategoryRequest = z.input<typeof createCategoryRequestSchema>;

export const updateCategoryRequestSchema = z
  .object({
    name: categoryName.optional(),
    nameHi: categoryNameHi.optional(),
    receiver: text().trim().max(64).nullable().optional(),
    active: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), issue('NOTHING_TO_CHANGE'));
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;

export const categoryParamsSchema = z.object({ id: categoryId });

export const adminCategoryListResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminCategorySchema),
});
export const adminCategoryResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: adminCategorySchema,
});
