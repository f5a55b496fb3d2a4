import { sql } from 'drizzle-orm';
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
import { createSupportCategoriesRepository } from './support-categories.repository';
import { createSupportEventsRepository } from './support-events.repository';
import { createSupportMessagesRepository } from './support-messages.repository';
import { createSupportPeopleRepository } from './support-people.repository';
import {
  createSupportTicketsRepository,
  type AgentTicketRow,
  type TicketListFilter,
} from './support-tickets.repository';
import type { SupportTicketRow } from './support.tables';

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

export function createSupportService(deps: {
  db: Db;
  files: FileStore;
  text: TextCustomer;
  log: Logger;
  ledger: Pick<LedgerService, 'walletBalancePaise' | 'walletStatement' | 'holdOutcomes'>;
}) {
  const { db, files } = deps;
  const tickets = createSupportTicketsRepository();
  const messagesRepo = createSupportMessagesRepository();
  const peopleRepo = createSupportPeopleRepository();
  const eventsRepo = createSupportEventsRepository();
  const categoriesRepo = createSupportCategoriesRepository();

  function parseMid(mid: string): bigint {
    if (!/^[1-9]\d{0,15}$/.test(mid)) throw notFound();
    return BigInt(mid);
  }

  /** A ticket the viewer may see (a customer: only their own), else 404. */
  async function visibleTicket(tx: DbOrTx, viewer: Viewer, mid: string, lock = false) {
    const id = parseMid(mid);
    const row =
      viewer.role === 'admin'
        ? await tickets.findTicketForAgent(tx, id, lock)
        : await tickets.findCustomerTicket(tx, viewer.userId, id, lock);
    if (!row) throw notFound();
    return row;
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
      const attachment = await messagesRepo.insertAttachment(tx, {
        ticketId: ticket.id,
        uploadedBy: sender.userId,
        storageKey: key,
        contentType: file.contentType,
        size: file.data.length,
        originalName: file.name,
      });
      attachmentId = attachment?.id ?? null;
    }
    const message = await messagesRepo.insert(tx, {
      ticketId: ticket.id,
      senderId: sender.userId,
      senderType: sender.type,
      body,
      attachmentId,
    });
    const fromCustomer = sender.type === SENDER_CLIENT;
    const reopen = fromCustomer && !ticket.isOpen;
    const updated = await tickets.update(tx, ticket.id, {
      lastMessageAt: message.createdAt,
      lastSenderType: sender.type,
      waitingSince: fromCustomer ? (ticket.waitingSince ?? message.createdAt) : null,
      isOpen: reopen ? true : ticket.isOpen,
      ...(fromCustomer ? { customerReadAt: message.createdAt } : {}),
    });
    if (!updated) throw notFound();
    await eventsRepo.insert(tx, updated, 'message', sender.type);
    return { message, ticket: updated, reopened: reopen };
  }

  function textReply(ticket: SupportTicketRow) {
    deps.text(ticket.customerId, 'supportReply', { ticket: String(ticket.id) });
  }

  // ---- the back office's ticket rows ----------------------------------------------------------

  async function toAdminTickets(tx: DbOrTx, rows: AgentTicketRow[]): Promise<AdminTicket[]> {
    const assignees = await peopleRepo.byIds(
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
    const [ticket] = await toAdminTickets(tx, await tickets.agentTicketRows(tx, id));
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
      const category = await categoriesRepo.findNamed(db, mtype);
      if (!category || !category.active) throw invalid('Mtype', 'TICKET_CATEGORY_UNKNOWN');
      const receiver = category.receiverId
        ? (await peopleRepo.byIds(db, [category.receiverId])).get(category.receiverId)
        : undefined;
      if (!receiver || receiver.publicId !== fields.ReceiverId) {
        throw invalid('ReceiverId', 'TICKET_RECEIVER_UNSET');
      }
      const subject = (fields.MsgSubject ?? '').trim();
      const result = await withFile(file, (key) =>
        db.transaction(async (tx) => {
          const ticket = await tickets.insert(tx, {
            customerId: viewer.userId,
            categoryId: category.id,
            categoryAsSent: byId ? null : mtype,
            subject,
            lastSenderType: SENDER_CLIENT,
            waitingSince: sql`now()`,
            customerReadAt: sql`now()`,
          });
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
          await tickets.markReadByCustomer(db, ticket.id);
        }
        const summary = await tickets.summary(
          db,
          ticket.id,
          isAdmin && ticket.customerId !== viewer.userId ? 'team' : 'customer',
        );
        const messages = await messagesRepo.ofTicket(db, ticket.id);
        const people = await peopleRepo.byIds(db, [
          ticket.customerId,
          ...messages.map((m) => m.senderId),
          ...(ticket.assigneeId ? [ticket.assigneeId] : []),
          ...(summary?.receiverId ? [summary.receiverId] : []),
        ]);
        const attachments = await messagesRepo.attachmentsByIds(
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

      const by: { customerId?: string; assigneeId?: string } = {};
      if (isAdmin) {
        const who = query.SenderId || query.ReceiverAndSenderId;
        if (who) {
          const customer = await peopleRepo.byPublicId(db, who);
          if (!customer) return [];
          by.customerId = customer.id;
        }
        if (query.AssignTo) {
          const assignee = await peopleRepo.byPublicId(db, query.AssignTo);
          if (!assignee) return [];
          by.assigneeId = assignee.id;
        }
      }
      const filter: TicketListFilter = {
        createdFrom: query.FromDate ? istMidnight(query.FromDate) : undefined,
        createdBefore: query.ToDate ? nextIstMidnight(query.ToDate) : undefined,
        isOpen: parseOpen(query.isOpen),
        mtype: query.Mtype,
        unreadOnly: query.isRead === '1',
      };
      const rows = isAdmin
        ? await tickets.listTicketsForAgent(db, by, filter)
        : await tickets.listCustomerTickets(db, viewer.userId, filter);
      const firstIds = rows.flatMap((r) => (r.firstId ? [BigInt(r.firstId)] : []));
      const firsts = await messagesRepo.byIds(db, firstIds);
      const byTicket = new Map(firsts.map((m) => [String(m.ticketId), m]));
      const attachments = await messagesRepo.attachmentsByIds(
        db,
        firsts.flatMap((m) => (m.attachmentId ? [m.attachmentId] : [])),
      );
      const people = await peopleRepo.byIds(db, [
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
        const updated = await tickets.update(tx, row.id, { isOpen });
        if (!updated) throw notFound();
        await eventsRepo.insert(tx, updated, 'status', null);
        return updated;
      });
      return { Mid: String(ticket.id), isOpen: ticket.isOpen };
    },

    /** An attachment's bytes for the ticket's customer or an admin; anyone else: 404. */
    async attachment(viewer: Viewer, id: string) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
        throw new AppError('NOT_FOUND', 'TICKET_ATTACHMENT_NOT_FOUND');
      }
      const attachment =
        viewer.role === 'admin'
          ? await messagesRepo.findAttachmentForAgent(db, id)
          : await messagesRepo.findCustomerAttachment(db, viewer.userId, id);
      if (!attachment) throw new AppError('NOT_FOUND', 'TICKET_ATTACHMENT_NOT_FOUND');
      return {
        data: await files.readPrivate(attachment.storageKey),
        contentType: attachment.contentType,
        name: attachment.originalName,
      };
    },

    /** Tickets with something the reader has not seen (a customer: team replies; the team: customers'). */
    unreadFor(viewer: Viewer, tx: DbOrTx = db) {
      return viewer.role === 'admin'
        ? tickets.countUnreadForTeam(tx)
        : tickets.countUnreadForCustomer(tx, viewer.userId);
    },

    /** The live channel's rows after `afterId` or written in the last `windowSeconds` (see the hub). */
    async eventsSince(afterId: bigint, windowSeconds: number) {
      return eventsRepo.since(db, afterId, windowSeconds);
    },

    lastEventId(): Promise<bigint> {
      return eventsRepo.lastId(db);
    },

    /** Forgets live-channel rows older than a day (a background job). */
    purgeEvents(): Promise<number> {
      return eventsRepo.purgeOld(db);
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
      let assigneeId: string | null | undefined;
      if (query.assignee === 'me') assigneeId = viewer.userId;
      else if (query.assignee === 'none') assigneeId = null;
      else if (query.assignee) {
        const admin = await peopleRepo.adminByPublicId(db, query.assignee);
        if (!admin) throw invalid('assignee', 'TICKET_ASSIGNEE_UNKNOWN');
        assigneeId = admin.id;
      }
      const rows = await tickets.inboxForAgent(db, {
        isOpen: query.status === 'all' ? undefined : query.status === 'open',
        categoryId: query.category,
        assigneeId,
        waitingOnly: query.unread === 'true',
        search: query.search,
        page: query.page,
        pageSize: query.pageSize,
      });
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
      await tickets.markReadByTeam(db, id);
      const ticket = await adminTicket(db, id);
      const messages = await messagesRepo.ofTicket(db, id);
      const raw = await tickets.findTicketForAgent(db, id);
      if (!raw) throw notFound();
      const people = await peopleRepo.byIds(db, [
        raw.customerId,
        ...messages.map((m) => m.senderId),
      ]);
      const attachments = await messagesRepo.attachmentsByIds(
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
          await tickets.markReadByTeamNow(tx, ticket.id);
          return added;
        }),
      );
      textReply(result.ticket);
      return adminTicket(db, result.ticket.id);
    },

    async assign(mid: string, assignee: string | null) {
      const id = parseMid(mid);
      const admin = assignee ? await peopleRepo.adminByPublicId(db, assignee) : null;
      if (assignee && !admin) throw invalid('assignee', 'TICKET_ASSIGNEE_UNKNOWN');
      await db.transaction(async (tx) => {
        const row = await tickets.update(tx, id, { assigneeId: admin?.id ?? null });
        if (!row) throw notFound();
        await eventsRepo.insert(tx, row, 'assigned', null);
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
      return peopleRepo.admins(db);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
