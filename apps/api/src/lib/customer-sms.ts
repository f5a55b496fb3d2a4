import { randomUUID } from 'node:crypto';
import type { Language } from '@kosh/contract/common/language';
import type { DbOrTx } from '../db/client';
import type { Logger } from './log-context';
import { composeSms, type SmsParams, type SmsTemplate } from './sms-texts';

/**
 * Texts one customer (by user id), in their language, about what the transaction `tx` does: the
 * text is written to the SMS outbox inside that transaction, so it is sent exactly when the
 * transaction commits — a committed debit always has its alert, a rolled-back one never does.
 * The parameters are read inside the transaction too (a balance read there is the balance right
 * after the movement). Sending happens afterwards, with retries: it never fails the caller.
 */
export type TextCustomer = <T extends SmsTemplate>(
  tx: DbOrTx,
  userId: string,
  template: T,
  params: SmsParams<T>,
) => Promise<void>;

/** A text as the outbox keeps it: composed, addressed, with the id the gateway dedupes by. */
export interface OutboxText {
  id: string;
  userId: string;
  template: SmsTemplate;
  mobile: string;
  templateId: string;
  text: string;
}

export function createCustomerTexter(deps: {
  findUser: (userId: string, tx: DbOrTx) => Promise<{ mobile: string; language: Language } | null>;
  /** Writes the text in `tx` and asks for it to be sent once that commits. */
  enqueue: (tx: DbOrTx, text: OutboxText) => Promise<void>;
  log: Logger;
}): TextCustomer {
  return async (tx, userId, template, params) => {
    const user = await deps.findUser(userId, tx);
    if (!user) {
      // Every caller texts the owner of a row it just wrote: no user is a bug, not a reason to
      // fail the money movement that is being recorded.
      deps.log.error({ userId, template }, 'customer SMS for an unknown user: not written');
      return;
    }
    const composed = composeSms(template, user.language, params);
    await deps.enqueue(tx, {
      id: randomUUID(),
      userId,
      template,
      mobile: user.mobile,
      ...composed,
    });
  };
}
