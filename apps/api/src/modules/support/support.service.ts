import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { MessageCode } from '@kosh/contract/messages/catalogue';
import { addIstDays, istInstant } from '@kosh/contract/common/ist-day';
import { paiseToRupees } from '@kosh/contract/common/money';
import {
  SENDER_ADMIN,
  SENDER_CLIENT,
  TICKET_ATTACHMENT_MAX_BYTES,
  type AdminTicket,
  type AdminTicketMessage,
  type GetMessagesQuery,
  type InsertMessageFields,
  type TicketMessage,
} from '@kosh/contract/support';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TextCustomer } from '../../lib/customer-sms';
import { ImageRejectedError, processImage } from '../../lib/images';
import { fileTooLarge } from '../../lib/multipart';
import { scanPdf } from '../../lib/pdf-scan';
import type { Logger } from '../../lib/log-context';
import type { FileStore } from '../../providers/files/file-store';
import type { LedgerService } from '../ledger/ledger.service';
import { recentWalletActivity } from './wallet-activity';
import { users } from '../users/users.tables';
import {
  supportAttachments,
  supportCategories,
  supportEvents,
  supportMessages,
  supportTickets,
  type SupportTicketRow,
} from './support.tables';

export interface Viewer {
  userId: string;
  role: 'customer' | 'admin';
}

/** An upload checked by its bytes, ready to store. */
interface PreparedFile {
  data: Buffer;
  contentType: 'image/webp' | 'application/pdf';
  extension: 'webp' | 'pdf';
  name: string;
}

/** A wallet line's words beside the conversation (the ledger's codes say why money moved). */
/** The category an Mtype names: its id, or its Category text whatever the case. */
const categoryNamed = (mtype: string) =>
  /^\d+$/.test(mtype)
    ? eq(supportCategories.id, Number(mtype))
    : sql`lower(${supportCategories.name}) = lower(${mtype})`;
const attachUrl = (id: string) => `/api/v1/support/attachments/${id}`;
const notFound = () => new AppError('NOT_FOUND', 'TICKET_NOT_FOUND');
const invalid = AppError.invalid;

/** An upload's own name, kept only for display: no path, no control or odd characters. */
function cleanName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w .()-]+/g, '_')
    .trim()
    .slice(0, 100);
  return `${base || 'attachment'}.${extension}`;
}

/**
 * Checks an attachment by its bytes: an image (re-encoded) or a PDF with no active content (kept
 * as is), ≤ 5 MB.
 */
export async function prepareAttachment(file: {
  data: Buffer;
  filename: string;
}): Promise<PreparedFile> {
  if (file.data.length > TICKET_ATTACHMENT_MAX_BYTES) {
    throw fileTooLarge('slipImage', '5 MB');
  }
  const detected = await fileTypeFromBuffer(file.data);
  if (detected?.mime === 'application/pdf') {
    if (file.data.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw invalid('slipImage', 'TICKET_ATTACHMENT_TYPE');
    }
    // A PDF is handed as is to the agent who opens it: one that runs scripts or carries files
    // would run on their machine.
    const verdict = scanPdf(file.data);
    if (!verdict.ok) {
      throw verdict.reason === 'active'
        ? new AppError('VALIDATION_FAILED', 'PDF_ACTIVE_CONTENT', {
            params: { what: `/${verdict.name}` },
            fields: [
              {
                field: 'slipImage',
                code: 'PDF_ACTIVE_CONTENT',
                params: { what: `/${verdict.name}` },
              },
            ],
          })
        : new AppError('VALIDATION_FAILED', 'PDF_UNCHECKABLE', {
            fields: [{ field: 'slipImage', code: 'PDF_UNCHECKABLE' }],
            internal: verdict.detail,
          });
    }
    return {
      data: file.data,
      contentType: 'application/pdf',
      extension: 'pdf',
      name: cleanName(file.filename, 'pdf'),
    };
  }
  try {
    const image = await processImage(file.data, {
      maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
      resize: { width: 2000, height: 2000, fit: 'inside' },
    });
    return {
      data: image.data,
      contentType: 'image/webp',
      extension: 'webp',
      name: cleanName(file.filename, 'webp'),
    };
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      const code: MessageCode =
        error.reason === 'corrupt' ? 'TICKET_ATTACHMENT_UNREADABLE' : 'TICKET_ATTACHMENT_TYPE';
      throw invalid('slipImage', code);
    }
    throw error;
  }
}

/** yyyy-MM-dd as India's midnight. */
const istMidnight = (day: string) => istInstant(day);
const nextIstMidnight = (day: string) => istInstant(addIstDays(day, 1));

function parseOpen(value: string | undefined): boolean | null {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

const EPOCH = sql`'epoch'::timestamptz`;
/** Team messages the customer has not seen, per ticket. */
const customerUnreadSql = sql<number>`(select count(*)::int from support_messages m where m.ticket_id = ${supportTickets.id} and m.sender_type = '1' and m.created_at > coalesce(${supportTickets.customerReadAt}, ${EPOCH}))`;
/** Customer messages the team has not opened, per ticket. */
const adminUnreadSql = sql<number>`(select count(*)::int from support_messages m where m.ticket_id = ${supportTickets.id} and m.sender_type = '0' and m.created_at > coalesce(${supportTickets.adminReadAt}, ${EPOCH}))`;
const messageCountSql = sql<number>`(select count(*)::int from support_messages m where m.ticket_id = ${supportTickets.id})`;

export function createSupportService(deps: {
  db: Db;
  files: FileStore;
  text: TextCustomer;
  log: Logger;
  ledger: Pick<LedgerService, 'walletBalancePaise' | 'walletStatement' | 'holdOutcomes'>;
}) {
  const { db, files } = deps;

  async function userByPublicId(tx: DbOrTx, publicId: string) {
    const [row] = await tx.select().from(users).where(eq(users.publicId, publicId)).limit(1);
    return row ?? null;
  }

  async function adminByPublicId(tx: DbOrTx, publicId: string) {
    const row = await userByPublicId(tx, publicId);
    return row && row.role === 'admin' ? row : null;
  }

  function parseMid(mid: string): bigint {
    if (!/^[1-9]\d{0,15}$/.test(mid)) throw notFound();
    return BigInt(mid);
  }

  /** A ticket the viewer may see (a customer: only their own), else 404. */
  async function visibleTicket(tx: DbOrTx, viewer: Viewer, mid: string, lock = false) {
    const id = parseMid(mid);
    const conditions: SQL[] = [eq(supportTickets.id, id)];
    if (viewer.role !== 'admin') conditions.push(eq(supportTickets.customerId, viewer.userId));
    const query = tx
      .select()
      .from(supportTickets)
      .where(and(...conditions))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  }

  async function writeEvent(
    tx: Tx,
    ticket: SupportTicketRow,
    kind: 'message' | 'status' | 'assigned',
    senderType: string | null,
  ) {
    await tx.insert(supportEvents).values({
      ticketId: ticket.id,
      customerId: ticket.customerId,
      kind,
      senderType,
      isOpen: ticket.isOpen,
    });
  }

  /** Saves the file, runs the change, and removes the file again if the change fails. */
  async function withFile<T>(
    file: PreparedFile | null,
    change: (key: string | null) => Promise<T>,
  ): Promise<T> {
    const key = file ? await files.savePrivate('support', file.extension, file.data) : null;
    try {
      return await change(key);
    } catch (error) {
      if (key) await files.removePrivate(key).catch(() => undefined);
      throw error;
    }
  }

  /** A message (and its attachment row) on a locked ticket, updating the ticket's summary. */
  async function addMessage(
    tx: Tx,
    ticket: SupportTicketRow,
    sender: { userId: string; type: string },
    body: string,
    file: PreparedFile | null,
    key: string | null,
  ) {
    let attachmentId: string | null = null;
    if (file && key) {
      const [attachment] = await tx
        .insert(supportAttachments)
        .values({
          ticketId: ticket.id,
          uploadedBy: sender.userId,
          storageKey: key,
          contentType: file.contentType,
          size: file.data.length,
          originalName: file.name,
        })
        .returning();
      attachmentId = attachment?.id ?? null;
    }
    const [message] = await tx
      .insert(supportMessages)
      .values({
        ticketId: ticket.id,
        senderId: sender.userId,
        senderType: sender.type,
        body,
        attachmentId,
      })
      .returning();
    if (!message) throw new Error('insert into support_messages returned no row');
    const fromCustomer = sender.type === SENDER_CLIENT;
    const reopen = fromCustomer && !ticket.isOpen;
    const [updated] = await tx
      .update(supportTickets)
      .set({
        lastMessageAt: message.createdAt,
        lastSenderType: sender.type,
        waitingSince: fromCustomer ? (ticket.waitingSince ?? message.createdAt) : null,
        isOpen: reopen ? true : ticket.isOpen,
        ...(fromCustomer ? { customerReadAt: message.createdAt } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    if (!updated) throw notFound();
    await writeEvent(tx, updated, 'message', sender.type);
    return { message, ticket: updated, reopened: reopen };
  }

  function textReply(ticket: SupportTicketRow) {
    deps.text(ticket.customerId, 'supportReply', { ticket: String(ticket.id) });
  }

  async function customerUnread(tx: DbOrTx, customerId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(supportTickets)
      .where(and(eq(supportTickets.customerId, customerId), sql`${customerUnreadSql} > 0`));
    return row?.n ?? 0;
  }

  async function adminUnread(tx: DbOrTx): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(supportTickets)
      .where(sql`${adminUnreadSql} > 0`);
    return row?.n ?? 0;
  }

  async function attachmentsById(tx: DbOrTx, ids: string[]) {
    if (ids.length === 0) return new Map<string, typeof supportAttachments.$inferSelect>();
    const rows = await tx
      .select()
      .from(supportAttachments)
      .where(inArray(supportAttachments.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function usersById(tx: DbOrTx, ids: string[]) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map<string, typeof users.$inferSelect>();
    const rows = await tx.select().from(users).where(inArray(users.id, unique));
    return new Map(rows.map((r) => [r.id, r]));
  }

  // ---- the back office's ticket rows ----------------------------------------------------------

  const adminTicketColumns = {
    ticket: supportTickets,
    category: supportCategories.name,
    customerPublicId: users.publicId,
    customerName: users.name,
    customerMobile: users.mobile,
    unread: adminUnreadSql,
    messageCount: messageCountSql,
    preview: sql<string>`coalesce((select left(m.body, 120) from support_messages m where m.ticket_id = ${supportTickets.id} order by m.id desc limit 1), '')`,
    total: sql<number>`count(*) over ()::int`,
  };

  async function toAdminTickets(
    tx: DbOrTx,
    rows: {
      ticket: SupportTicketRow;
      category: string;
      customerPublicId: string;
      customerName: string;
      customerMobile: string;
      unread: number;
      messageCount: number;
      preview: string;
    }[],
  ): Promise<AdminTicket[]> {
    const assignees = await usersById(
      tx,
      rows.flatMap((r) => (r.ticket.assigneeId ? [r.ticket.assigneeId] : [])),
    );
    return rows.map((r) => {
      const assignee = r.ticket.assigneeId ? assignees.get(r.ticket.assigneeId) : undefined;
      return {
        Mid: String(r.ticket.id),
        subject: r.ticket.subject,
        categoryId: r.ticket.categoryId,
        category: r.category,
        isOpen: r.ticket.isOpen,
        customer: { userId: r.customerPublicId, name: r.customerName, mobile: r.customerMobile },
        assignee: assignee ? { userId: assignee.publicId, name: assignee.name } : null,
        createdAt: r.ticket.createdAt.toISOString(),
        lastMessageAt: r.ticket.lastMessageAt.toISOString(),
        lastSenderType: r.ticket.lastSenderType,
        waitingSince: r.ticket.waitingSince?.toISOString() ?? null,
        unread: Number(r.unread),
        messageCount: Number(r.messageCount),
        preview: r.preview,
      };
    });
  }

  async function adminTicket(tx: DbOrTx, id: bigint): Promise<AdminTicket> {
    const rows = await tx
      .select(adminTicketColumns)
      .from(supportTickets)
      .innerJoin(supportCategories, eq(supportCategories.id, supportTickets.categoryId))
      .innerJoin(users, eq(users.id, supportTickets.customerId))
      .where(eq(supportTickets.id, id));
    const [ticket] = await toAdminTickets(tx, rows);
    if (!ticket) throw notFound();
    return ticket;
  }

  return {
    /**
     * admin/insertMessage: a new ticket (Mtype, ReceiverId, MsgSubject, Msg) or a reply (Mid, Msg).
     * Who writes comes from the token. A customer's reply to a closed ticket opens it again.
     */
    async insertMessage(
      viewer: Viewer,
      fields: InsertMessageFields,
      upload: { data: Buffer; filename: string } | undefined,
    ) {
      const file = upload ? await prepareAttachment(upload) : null;
      if (fields.Mid !== undefined) {
        const mid = fields.Mid;
        const found = await visibleTicket(db, viewer, mid);
        // An admin answering someone else's ticket writes for the team; anyone else as its customer.
        const senderType =
          viewer.role === 'admin' && found.customerId !== viewer.userId
            ? SENDER_ADMIN
            : SENDER_CLIENT;
        const result = await withFile(file, (key) =>
          db.transaction(async (tx) => {
            const ticket = await visibleTicket(tx, viewer, mid, true);
            return addMessage(
              tx,
              ticket,
              { userId: viewer.userId, type: senderType },
              fields.Msg,
              file,
              key,
            );
          }),
        );
        if (senderType === SENDER_ADMIN) textReply(result.ticket);
        const code: MessageCode = result.reopened
          ? 'TICKET_REOPENED_BY_REPLY'
          : 'TICKET_REPLY_SENT';
        return {
          code,
          Mid: String(result.ticket.id),
          messageId: String(result.message.id),
        };
      }

      const mtype = fields.Mtype ?? '';
      const byId = /^\d+$/.test(mtype);
      const [category] = await db
        .select()
        .from(supportCategories)
        .where(categoryNamed(mtype))
        .limit(1);
      if (!category || !category.active) throw invalid('Mtype', 'TICKET_CATEGORY_UNKNOWN');
      const receiver = category.receiverId
        ? (await usersById(db, [category.receiverId])).get(category.receiverId)
        : undefined;
      if (!receiver || receiver.publicId !== fields.ReceiverId) {
        throw invalid('ReceiverId', 'TICKET_RECEIVER_UNSET');
      }
      const subject = (fields.MsgSubject ?? '').trim();
      const result = await withFile(file, (key) =>
        db.transaction(async (tx) => {
          const [ticket] = await tx
            .insert(supportTickets)
            .values({
              customerId: viewer.userId,
              categoryId: category.id,
              categoryAsSent: byId ? null : mtype,
              subject,
              lastSenderType: SENDER_CLIENT,
              waitingSince: sql`now()`,
              customerReadAt: sql`now()`,
            })
            .returning();
          if (!ticket) throw new Error('insert into support_tickets returned no row');
          return addMessage(
            tx,
            ticket,
            { userId: viewer.userId, type: SENDER_CLIENT },
            fields.Msg,
            file,
            key,
          );
        }),
      );
      return {
        code: 'TICKET_CREATED' as const,
        params: { Mid: String(result.ticket.id) },
        Mid: String(result.ticket.id),
        messageId: String(result.message.id),
      };
    },

    /**
     * admin/getMessages. Without Mid: tickets newest first (a customer's own; an admin's every
     * ticket, filtered). With Mid: that ticket's messages oldest first, and for its customer the
     * team's replies are read from now on.
     */
    async getMessages(viewer: Viewer, query: GetMessagesQuery): Promise<TicketMessage[]> {
      const isAdmin = viewer.role === 'admin';
      if (query.Mid) {
        const ticket = await visibleTicket(db, viewer, query.Mid);
        if (ticket.customerId === viewer.userId) {
          await db
            .update(supportTickets)
            .set({ customerReadAt: sql`greatest(now(), ${supportTickets.lastMessageAt})` })
            .where(eq(supportTickets.id, ticket.id));
        }
        const [summary] = await db
          .select({
            category: supportCategories.name,
            categoryHi: supportCategories.nameHi,
            receiverId: supportCategories.receiverId,
            count: messageCountSql,
            unread:
              isAdmin && ticket.customerId !== viewer.userId ? adminUnreadSql : customerUnreadSql,
          })
          .from(supportTickets)
          .innerJoin(supportCategories, eq(supportCategories.id, supportTickets.categoryId))
          .where(eq(supportTickets.id, ticket.id));
        const messages = await db
          .select()
          .from(supportMessages)
          .where(eq(supportMessages.ticketId, ticket.id))
          .orderBy(asc(supportMessages.id));
        const people = await usersById(db, [
          ticket.customerId,
          ...messages.map((m) => m.senderId),
          ...(ticket.assigneeId ? [ticket.assigneeId] : []),
          ...(summary?.receiverId ? [summary.receiverId] : []),
        ]);
        const attachments = await attachmentsById(
          db,
          messages.flatMap((m) => (m.attachmentId ? [m.attachmentId] : [])),
        );
        const customer = people.get(ticket.customerId);
        const teamId = ticket.assigneeId ?? summary?.receiverId ?? null;
        const team = teamId ? people.get(teamId) : undefined;
        return messages.map((m) => {
          const attachment = m.attachmentId ? attachments.get(m.attachmentId) : undefined;
          return {
            Mid: String(ticket.id),
            Mtype: ticket.categoryAsSent ?? String(ticket.categoryId),
            Category: summary?.category ?? '',
            CategoryHi: summary?.categoryHi ?? null,
            MsgSubject: ticket.subject,
            Msg: m.body,
            Doe: m.createdAt.toISOString(),
            isOpen: ticket.isOpen,
            SenderId: people.get(m.senderId)?.publicId ?? '',
            ReceiverId:
              m.senderType === SENDER_CLIENT
                ? (team?.publicId ?? null)
                : (customer?.publicId ?? null),
            senderType: m.senderType,
            Attach: attachment ? attachUrl(attachment.id) : null,
            attachType: attachment?.contentType ?? null,
            attachName: attachment?.originalName ?? null,
            messageId: String(m.id),
            messageCount: Number(summary?.count ?? messages.length),
            lastMessageAt: ticket.lastMessageAt.toISOString(),
            unread: Number(summary?.unread ?? 0),
          };
        });
      }

      const conditions: SQL[] = [];
      if (!isAdmin) conditions.push(eq(supportTickets.customerId, viewer.userId));
      else {
        const who = query.SenderId || query.ReceiverAndSenderId;
        if (who) {
          const customer = await userByPublicId(db, who);
          if (!customer) return [];
          conditions.push(eq(supportTickets.customerId, customer.id));
        }
        if (query.AssignTo) {
          const assignee = await userByPublicId(db, query.AssignTo);
          if (!assignee) return [];
          conditions.push(eq(supportTickets.assigneeId, assignee.id));
        }
      }
      if (query.FromDate)
        conditions.push(sql`${supportTickets.createdAt} >= ${istMidnight(query.FromDate)}`);
      if (query.ToDate)
        conditions.push(sql`${supportTickets.createdAt} < ${nextIstMidnight(query.ToDate)}`);
      const open = parseOpen(query.isOpen);
      if (open !== null) conditions.push(eq(supportTickets.isOpen, open));
      if (query.Mtype) conditions.push(categoryNamed(query.Mtype));
      const unreadSql = isAdmin ? adminUnreadSql : customerUnreadSql;
      if (query.isRead === '1') conditions.push(sql`${unreadSql} > 0`);

      const rows = await db
        .select({
          ticket: supportTickets,
          category: supportCategories.name,
          categoryHi: supportCategories.nameHi,
          receiverId: supportCategories.receiverId,
          count: messageCountSql,
          unread: unreadSql,
          firstId: sql<string>`(select min(m.id)::text from support_messages m where m.ticket_id = ${supportTickets.id})`,
        })
        .from(supportTickets)
        .innerJoin(supportCategories, eq(supportCategories.id, supportTickets.categoryId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(sql`${supportTickets.createdAt} desc, ${supportTickets.id} desc`)
        .limit(1000);
      const firstIds = rows.flatMap((r) => (r.firstId ? [BigInt(r.firstId)] : []));
      const firsts = firstIds.length
        ? await db.select().from(supportMessages).where(inArray(supportMessages.id, firstIds))
        : [];
      const byTicket = new Map(firsts.map((m) => [String(m.ticketId), m]));
      const attachments = await attachmentsById(
        db,
        firsts.flatMap((m) => (m.attachmentId ? [m.attachmentId] : [])),
      );
      const people = await usersById(db, [
        ...rows.map((r) => r.ticket.customerId),
        ...rows.flatMap((r) => [r.ticket.assigneeId, r.receiverId].filter((x): x is string => !!x)),
      ]);
      return rows.map((r) => {
        const first = byTicket.get(String(r.ticket.id));
        const attachment = first?.attachmentId ? attachments.get(first.attachmentId) : undefined;
        const teamId = r.ticket.assigneeId ?? r.receiverId;
        return {
          Mid: String(r.ticket.id),
          Mtype: r.ticket.categoryAsSent ?? String(r.ticket.categoryId),
          Category: r.category,
          CategoryHi: r.categoryHi,
          MsgSubject: r.ticket.subject,
          Msg: first?.body ?? '',
          Doe: r.ticket.createdAt.toISOString(),
          isOpen: r.ticket.isOpen,
          SenderId: people.get(r.ticket.customerId)?.publicId ?? '',
          ReceiverId: teamId ? (people.get(teamId)?.publicId ?? null) : null,
          senderType: SENDER_CLIENT,
          Attach: attachment ? attachUrl(attachment.id) : null,
          attachType: attachment?.contentType ?? null,
          attachName: attachment?.originalName ?? null,
          messageId: first ? String(first.id) : '',
          messageCount: Number(r.count),
          lastMessageAt: r.ticket.lastMessageAt.toISOString(),
          unread: Number(r.unread),
        };
      });
    },

    /** admin/toggleIsOpenField: the customer's own ticket (an admin's: any), opened or closed. */
    async setOpen(viewer: Viewer, mid: string, isOpen: boolean) {
      const ticket = await db.transaction(async (tx) => {
        const row = await visibleTicket(tx, viewer, mid, true);
        const [updated] = await tx
          .update(supportTickets)
          .set({ isOpen, updatedAt: sql`now()` })
          .where(eq(supportTickets.id, row.id))
          .returning();
        if (!updated) throw notFound();
        await writeEvent(tx, updated, 'status', null);
        return updated;
      });
      return { Mid: String(ticket.id), isOpen: ticket.isOpen };
    },

    /** An attachment's bytes for the ticket's customer or an admin; anyone else: 404. */
    async attachment(viewer: Viewer, id: string) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
        throw new AppError('NOT_FOUND', 'TICKET_ATTACHMENT_NOT_FOUND');
      }
      const [row] = await db
        .select({ attachment: supportAttachments, customerId: supportTickets.customerId })
        .from(supportAttachments)
        .innerJoin(supportTickets, eq(supportTickets.id, supportAttachments.ticketId))
        .where(eq(supportAttachments.id, id))
        .limit(1);
      if (!row || (viewer.role !== 'admin' && row.customerId !== viewer.userId)) {
        throw new AppError('NOT_FOUND', 'TICKET_ATTACHMENT_NOT_FOUND');
      }
      return {
        data: await files.readPrivate(row.attachment.storageKey),
        contentType: row.attachment.contentType,
        name: row.attachment.originalName,
      };
    },

    /** Tickets with something the reader has not seen (a customer: team replies; the team: customers'). */
    unreadFor(viewer: Viewer, tx: DbOrTx = db) {
      return viewer.role === 'admin' ? adminUnread(tx) : customerUnread(tx, viewer.userId);
    },

    /** The live channel's rows after `afterId` or written in the last `windowSeconds` (see the hub). */
    async eventsSince(afterId: bigint, windowSeconds: number) {
      return db
        .select()
        .from(supportEvents)
        .where(
          sql`${supportEvents.id} > ${afterId} or ${supportEvents.createdAt} > now() - make_interval(secs => ${windowSeconds})`,
        )
        .orderBy(asc(supportEvents.id))
        .limit(1000);
    },

    async lastEventId(): Promise<bigint> {
      const [row] = await db
        .select({ id: sql<string | null>`max(${supportEvents.id})::text` })
        .from(supportEvents);
      return row?.id ? BigInt(row.id) : 0n;
    },

    /** Forgets live-channel rows older than a day (a background job). */
    async purgeEvents(): Promise<number> {
      const rows = await db
        .delete(supportEvents)
        .where(sql`${supportEvents.createdAt} < now() - interval '1 day'`)
        .returning({ id: supportEvents.id });
      return rows.length;
    },

    // ---- the back office ----------------------------------------------------------------------

    async adminList(
      viewer: Viewer,
      query: {
        status: 'open' | 'closed' | 'all';
        category?: number;
        assignee?: string;
        unread?: 'true' | 'false';
        search?: string;
        page: number;
        pageSize: number;
      },
    ) {
      const conditions: SQL[] = [];
      if (query.status !== 'all')
        conditions.push(eq(supportTickets.isOpen, query.status === 'open'));
      if (query.category) conditions.push(eq(supportTickets.categoryId, query.category));
      if (query.assignee === 'me') conditions.push(eq(supportTickets.assigneeId, viewer.userId));
      else if (query.assignee === 'none')
        conditions.push(sql`${supportTickets.assigneeId} is null`);
      else if (query.assignee) {
        const admin = await adminByPublicId(db, query.assignee);
        if (!admin) throw invalid('assignee', 'TICKET_ASSIGNEE_UNKNOWN');
        conditions.push(eq(supportTickets.assigneeId, admin.id));
      }
      if (query.unread === 'true')
        conditions.push(eq(supportTickets.lastSenderType, SENDER_CLIENT));
      if (query.search) {
        const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const byId = /^\d{1,15}$/.test(query.search) ? BigInt(query.search) : -1n;
        conditions.push(
          sql`(${supportTickets.subject} ilike ${like} or ${users.name} ilike ${like} or ${users.mobile} like ${like} or ${users.publicId} ilike ${like} or ${supportTickets.id} = ${byId})`,
        );
      }
      const rows = await db
        .select(adminTicketColumns)
        .from(supportTickets)
        .innerJoin(supportCategories, eq(supportCategories.id, supportTickets.categoryId))
        .innerJoin(users, eq(users.id, supportTickets.customerId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(
          sql`(${supportTickets.lastSenderType} = '0') desc`,
          sql`${supportTickets.waitingSince} asc nulls last`,
          sql`${supportTickets.lastMessageAt} desc`,
          sql`${supportTickets.id} desc`,
        )
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        data: await toAdminTickets(db, rows),
        page: query.page,
        pageSize: query.pageSize,
        totalCount: Number(rows[0]?.total ?? 0),
      };
    },

    /** A ticket for the back office; opening it marks the customer's messages read for the team. */
    async adminDetail(mid: string) {
      const id = parseMid(mid);
      await db
        .update(supportTickets)
        .set({ adminReadAt: sql`greatest(now(), ${supportTickets.lastMessageAt})` })
        .where(eq(supportTickets.id, id));
      const ticket = await adminTicket(db, id);
      const messages = await db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.ticketId, id))
        .orderBy(asc(supportMessages.id));
      const [raw] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
      if (!raw) throw notFound();
      const people = await usersById(db, [raw.customerId, ...messages.map((m) => m.senderId)]);
      const attachments = await attachmentsById(
        db,
        messages.flatMap((m) => (m.attachmentId ? [m.attachmentId] : [])),
      );
      const customer = people.get(raw.customerId);
      if (!customer) throw notFound();
      const balance = (await deps.ledger.walletBalancePaise(db, customer.id)) ?? 0n;
      const wire: AdminTicketMessage[] = messages.map((m) => {
        const attachment = m.attachmentId ? attachments.get(m.attachmentId) : undefined;
        const sender = people.get(m.senderId);
        return {
          messageId: String(m.id),
          senderType: m.senderType,
          sender: { userId: sender?.publicId ?? '', name: sender?.name ?? '' },
          Msg: m.body,
          Doe: m.createdAt.toISOString(),
          Attach: attachment ? attachUrl(attachment.id) : null,
          attachType: attachment?.contentType ?? null,
          attachName: attachment?.originalName ?? null,
        };
      });
      return {
        ticket,
        messages: wire,
        customer: {
          userId: customer.publicId,
          name: customer.name,
          mobile: customer.mobile,
          email: customer.email,
          kycLevel: customer.kycLevel,
          joinedAt: customer.createdAt.toISOString(),
          balance: paiseToRupees(balance),
          recentActivity: await recentWalletActivity(deps.ledger, db, customer.id),
        },
      };
    },

    /** The team's reply from the back office; the customer gets an SMS once it is saved. */
    async adminReply(
      viewer: Viewer,
      mid: string,
      body: string,
      upload: { data: Buffer; filename: string } | undefined,
    ) {
      const file = upload ? await prepareAttachment(upload) : null;
      await visibleTicket(db, viewer, mid);
      const result = await withFile(file, (key) =>
        db.transaction(async (tx) => {
          const ticket = await visibleTicket(tx, viewer, mid, true);
          const added = await addMessage(
            tx,
            ticket,
            { userId: viewer.userId, type: SENDER_ADMIN },
            body,
            file,
            key,
          );
          await tx
            .update(supportTickets)
            .set({ adminReadAt: sql`now()` })
            .where(eq(supportTickets.id, ticket.id));
          return added;
        }),
      );
      textReply(result.ticket);
      return adminTicket(db, result.ticket.id);
    },

    async assign(mid: string, assignee: string | null) {
      const id = parseMid(mid);
      const admin = assignee ? await adminByPublicId(db, assignee) : null;
      if (assignee && !admin) throw invalid('assignee', 'TICKET_ASSIGNEE_UNKNOWN');
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(supportTickets)
          .set({ assigneeId: admin?.id ?? null, updatedAt: sql`now()` })
          .where(eq(supportTickets.id, id))
          .returning();
        if (!row) throw notFound();
        await writeEvent(tx, row, 'assigned', null);
      });
      const ticket = await adminTicket(db, id);
      return {
        ticket,
        code: admin ? ('TICKET_ASSIGNED' as const) : ('TICKET_UNASSIGNED' as const),
        params: (admin ? { Mid: ticket.Mid, name: admin.name } : { Mid: ticket.Mid }) as Record<
          string,
          string
        >,
      };
    },

    async adminSetOpen(viewer: Viewer, mid: string, isOpen: boolean) {
      const result = await this.setOpen(viewer, mid, isOpen);
      return adminTicket(db, BigInt(result.Mid));
    },

    async admins() {
      const rows = await db
        .select({ userId: users.publicId, name: users.name })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.name));
      return rows;
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
