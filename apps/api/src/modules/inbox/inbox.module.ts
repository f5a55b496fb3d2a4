import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { OutboxText } from '../../lib/customer-sms';
import type { KoshModule, ModuleDeps } from '../module-deps';
import type { UsersService } from '../users/users.service';
import { createInboxEventsHub } from './inbox-events.hub';
import { createInboxRepository } from './inbox.repository';
import { inboxRoutes } from './inbox.routes';
import { createInboxService } from './inbox.service';
import { createSendNoticeService } from './send-notice.service';

/**
 * The customer's in-app inbox: an entry for every text (the texter writes it through
 * `inbox.remember`, in the text's transaction), the back office's notices, the live channel
 * (GET /v1/me/events) and the 180-day retention (`inbox.purgeOld`, a daily job).
 */
export function createInboxModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'log'> & {
    users: UsersService;
    /** The SMS outbox's enqueue: an urgent notice is texted too. */
    enqueue: (tx: DbOrTx, text: OutboxText) => Promise<void>;
  },
) {
  const { db, clock, log } = deps;
  const repo = createInboxRepository();
  const inbox = createInboxService({ db, repo, clock });
  const notices = createSendNoticeService({
    db,
    repo,
    log,
    enqueue: deps.enqueue,
    findCustomer: async (mobile) => {
      const user = await deps.users.findByMobile(mobile);
      return user && user.role === 'customer'
        ? { id: user.id, mobile: user.mobile, language: user.language }
        : null;
    },
  });
  const hub = createInboxEventsHub({ db, repo, log });
  return {
    services: { inbox, notices, inboxEvents: hub },
    routes: async (api: FastifyInstance) => {
      api.addHook('preClose', async () => hub.close());
      await api.register(inboxRoutes({ inbox, notices, hub }));
    },
  } satisfies KoshModule<object>;
}
