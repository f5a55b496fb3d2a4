import { randomUUID } from 'node:crypto';
import type { Language } from '@kosh/contract/common/language';
import type { noticeRequestSchema } from '@kosh/contract/inbox';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OutboxText } from '../../lib/customer-sms';
import type { Logger } from '../../lib/log-context';
import { composeSms } from '../../lib/sms-texts';
import type { InboxRepository, NoticeWords } from './inbox.repository';

type Notice = z.output<typeof noticeRequestSchema>;
type Recipient = { id: string; mobile: string; language: Language };

/** Customers written to per transaction when a notice goes to all: no one huge transaction. */
export const NOTICE_BATCH = 500;

/**
 * The back office's notice: an inbox entry for one customer or every customer, and a text too
 * only when it is urgent (through the outbox, in the entry's transaction). To all, it goes in
 * batches of customers by id, each batch its own transaction, so many customers never hold one
 * long transaction; a batch that fails leaves the ones before it sent and says so in the log.
 */
export function createSendNoticeService(deps: {
  db: Db;
  repo: InboxRepository;
  findCustomer: (mobile: string) => Promise<Recipient | null>;
  enqueue: (tx: DbOrTx, text: OutboxText) => Promise<void>;
  log: Logger;
}) {
  const { db, repo } = deps;

  function textOf(notice: Notice, recipient: Recipient): OutboxText {
    const words = wordsOf(notice);
    const composed = composeSms('notice', recipient.language, {
      title: { en: words.titleEn ?? '', hi: words.titleHi ?? '' },
      body: { en: words.bodyEn, hi: words.bodyHi },
    });
    return {
      id: randomUUID(),
      userId: recipient.id,
      template: 'notice',
      mobile: recipient.mobile,
      ...composed,
    };
  }

  async function toOne(notice: Notice) {
    const recipient = await deps.findCustomer(notice.mobile ?? '');
    if (!recipient) {
      throw new AppError('NOT_FOUND', 'CUSTOMER_NOT_FOUND');
    }
    await db.transaction(async (tx) => {
      await repo.insertMany(tx, [
        {
          ...wordsOf(notice),
          userId: recipient.id,
          kind: 'notice',
          topic: 'notice',
        },
      ]);
      if (notice.urgent) await deps.enqueue(tx, textOf(notice, recipient));
    });
    return { recipients: 1, texted: notice.urgent ? 1 : 0 };
  }

  async function toAll(notice: Notice) {
    const words = wordsOf(notice);
    let after: string | null = null;
    let recipients = 0;
    for (;;) {
      const batch: Recipient[] = await db.transaction(async (tx) => {
        const written = await repo.insertNoticeForCustomers(tx, words, after, NOTICE_BATCH);
        if (notice.urgent) {
          for (const recipient of written) await deps.enqueue(tx, textOf(notice, recipient));
        }
        return written;
      });
      recipients += batch.length;
      const last = batch.at(-1);
      if (!last || batch.length < NOTICE_BATCH) break;
      after = last.id;
    }
    deps.log.info({ recipients, urgent: notice.urgent }, 'notice sent to every customer');
    return { recipients, texted: notice.urgent ? recipients : 0 };
  }

  return {
    send: (notice: Notice) => (notice.audience === 'all' ? toAll(notice) : toOne(notice)),
  };
}

/** The entry's words: the Hindi falls back to the English where the back office left it out. */
function wordsOf(notice: Notice): NoticeWords {
  return {
    titleEn: notice.titleEn,
    titleHi: notice.titleHi ?? notice.titleEn,
    bodyEn: notice.bodyEn,
    bodyHi: notice.bodyHi ?? notice.bodyEn,
  };
}

export type SendNoticeService = ReturnType<typeof createSendNoticeService>;
