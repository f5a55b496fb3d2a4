import type { Db, DbOrTx } from '../../db/client';
import type { OutboxText } from '../../lib/customer-sms';
import type { Clock } from '../../lib/faults';
import type { Logger } from '../../lib/log-context';
import type { SmsProvider } from '../../providers/sms/sms.port';
import type { KoshModule } from '../module-deps';
import { createSmsOutboxDelivery } from './sms-outbox-delivery';
import { createSmsOutboxRepository } from './sms-outbox.repository';

/**
 * Customer texts through a transactional outbox: `enqueue` writes one in the caller's
 * transaction, and the delivery sends it after the commit (nudged at once, and by the recurring
 * 'sms-outbox' job for whatever a nudge missed: a crash, a gateway outage). No routes: the back
 * office sees the outbox through the operations overview.
 */
export function createSmsOutboxModule(deps: {
  db: Db;
  sms: SmsProvider;
  clock: Clock;
  log: Logger;
  beforeSend?: (detail: Record<string, string>) => Promise<void>;
}) {
  const repo = createSmsOutboxRepository(deps.db);
  const delivery = createSmsOutboxDelivery({ ...deps, repo });
  const smsOutbox = {
    ...delivery,
    async enqueue(tx: DbOrTx, text: OutboxText) {
      await repo.insert(tx, [text], deps.clock());
      delivery.nudge(text.id);
    },
    /** Many texts in one statement (a batch of payments' alerts). */
    async enqueueMany(tx: DbOrTx, texts: OutboxText[]) {
      await repo.insert(tx, texts, deps.clock());
      for (const text of texts) delivery.nudge(text.id);
    },
    /** A user's texts, oldest first (tests and support read what was written). */
    forUser: (userId: string) => repo.listForUser(userId),
  };
  return {
    services: { smsOutbox },
    routes: async () => undefined,
  } satisfies KoshModule<object>;
}
