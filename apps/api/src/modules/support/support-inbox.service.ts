import { paiseToRupees } from '@kosh/contract/common/money';
import type { AdminTicketMessage } from '@kosh/contract/support';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { LedgerService } from '../ledger/ledger.service';
import type { AgentTicketView } from './support-agent-ticket-view';
import type { SupportMessagesRepository } from './support-messages.repository';
import type { SupportPeopleRepository } from './support-people.repository';
import { attachUrl, notFound, parseMid, type Viewer } from './support-ticket-access';
import type { SupportTicketsRepository } from './support-tickets.repository';
import { recentWalletActivity } from './wallet-activity';

const invalid = AppError.invalid;

/** The back office's inbox: the ticket list and one ticket with its customer beside it. */
export function createSupportInboxService(deps: {
  db: Db;
  tickets: SupportTicketsRepository;
  messages: SupportMessagesRepository;
  people: SupportPeopleRepository;
  agentView: AgentTicketView;
  ledger: Pick<LedgerService, 'walletBalancePaise' | 'walletStatement' | 'holdOutcomes'>;
}) {
  const { db, tickets, messages: messagesRepo, people: peopleRepo, agentView } = deps;

  return {
    async list(
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
        data: await agentView.many(db, rows),
        page: query.page,
        pageSize: query.pageSize,
        totalCount: Number(rows[0]?.total ?? 0),
      };
    },

    /** A ticket for the back office; opening it marks the customer's messages read for the team. */
    async detail(mid: string) {
      const id = parseMid(mid);
      await tickets.markReadByTeam(db, id);
      const ticket = await agentView.one(db, id);
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
  };
}

export type SupportInboxService = ReturnType<typeof createSupportInboxService>;
