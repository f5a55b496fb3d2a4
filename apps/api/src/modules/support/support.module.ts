import type { FastifyInstance } from 'fastify';
import type { LedgerService } from '../ledger/ledger.service';
import type { KoshModule, ModuleDeps } from '../module-deps';
import { supportAgentRoutes } from './support-agent.routes';
import { createAgentTicketView } from './support-agent-ticket-view';
import { createSupportAssignmentService } from './support-assignment.service';
import { createSupportAttachmentsService } from './support-attachments.service';
import {
  createSupportCategoriesRepository,
  type SupportCategoriesRepository,
} from './support-categories.repository';
import { supportCategoriesRoutes } from './support-categories.routes';
import { createSupportCategoriesService } from './support-categories.service';
import { createSupportCreateTicketService } from './support-create-ticket.service';
import { supportCustomerRoutes } from './support-customer.routes';
import { createSupportEventsHub } from './support-events.hub';
import { createSupportEventsRepository } from './support-events.repository';
import { createSupportGetMessagesService } from './support-get-messages.service';
import { createSupportInboxService } from './support-inbox.service';
import { createSupportLiveService } from './support-live.service';
import { createSupportMessageWriter } from './support-message-writer';
import { createSupportMessagesRepository } from './support-messages.repository';
import { createSupportPeopleRepository } from './support-people.repository';
import { createSupportReplyService } from './support-reply.service';
import { createSupportStatusService } from './support-status.service';
import { createTicketAccess } from './support-ticket-access';
import { createSupportTicketsRepository } from './support-tickets.repository';

type SupportDeps = Pick<ModuleDeps, 'db' | 'files' | 'text' | 'log'> & { ledger: LedgerService };

/** The use cases, one per file, over the repositories they share. */
function createSupportServices(deps: SupportDeps, categoriesRepo: SupportCategoriesRepository) {
  const { db, files, text, ledger } = deps;
  const tickets = createSupportTicketsRepository();
  const messages = createSupportMessagesRepository();
  const people = createSupportPeopleRepository();
  const events = createSupportEventsRepository();
  const visibleTicket = createTicketAccess(tickets);
  const attachments = createSupportAttachmentsService({ db, files, messages });
  const addMessage = createSupportMessageWriter({ tickets, messages, events });
  const agentView = createAgentTicketView({ tickets, people });
  return {
    createTicket: createSupportCreateTicketService({
      db,
      tickets,
      categories: categoriesRepo,
      people,
      attachments,
      addMessage,
    }),
    reply: createSupportReplyService({
      db,
      text,
      tickets,
      visibleTicket,
      attachments,
      addMessage,
      agentView,
    }),
    messages: createSupportGetMessagesService({ db, tickets, messages, people, visibleTicket }),
    status: createSupportStatusService({ db, tickets, events, visibleTicket, agentView }),
    assignment: createSupportAssignmentService({ db, tickets, people, events, agentView }),
    attachments,
    inbox: createSupportInboxService({ db, tickets, messages, people, agentView, ledger }),
    live: createSupportLiveService({ db, tickets, events }),
  };
}

export type SupportServices = ReturnType<typeof createSupportServices>;

/** Support tickets: the customer's four calls, the back office's inbox and the live channel. */
export function createSupportModule(deps: SupportDeps) {
  const categoriesRepo = createSupportCategoriesRepository();
  const support = createSupportServices(deps, categoriesRepo);
  const categories = createSupportCategoriesService({ db: deps.db, repo: categoriesRepo });
  const hub = createSupportEventsHub({ live: support.live, log: deps.log });
  const services = { support, supportCategories: categories, supportEvents: hub };
  const routes = async (api: FastifyInstance) => {
    // app.close() must not wait on open streams: they end before the server stops.
    api.addHook('preClose', async () => hub.close());
    await api.register(supportCustomerRoutes({ ...support, categories, hub }));
    await api.register(supportAgentRoutes({ ...support, hub }));
    await api.register(supportCategoriesRoutes(categories));
  };
  return { services, routes } satisfies KoshModule<typeof services>;
}
