import { randomUUID } from 'node:crypto';
import type { Language } from '@kosh/contract/common/language';
import type { InboxLink } from '@kosh/contract/inbox';
import type { DbOrTx } from '../db/client';
import type { Logger } from './log-context';
import { composeSms, type SmsParams, type SmsTemplate } from './sms-texts';

/**
 * Texts one customer (by user id), in their language, about what the transaction `tx` does: the
 * text is written to the SMS outbox inside that transaction, so it is sent exactly when the
 * transaction commits — a committed debit always has its alert, a rolled-back one never does.
 * The parameters are read inside the transaction too (a balance read there is the balance right
 * after the movement). Sending happens afterwards, with retries: it never fails the caller.
 * The same words land in the customer's in-app inbox, in the same transaction; `link` is where the
 * entry leads when the template's own parameters do not say (a receipt's id, a booking's).
 */
export type TextCustomer = <T extends SmsTemplate>(
  tx: DbOrTx,
  userId: string,
  template: T,
  params: SmsParams<T>,
  link?: InboxLink,
) => Promise<void>;

/** A text as the inbox keeps it: in both languages, whichever one was sent. */
export interface InboxText<T extends SmsTemplate = SmsTemplate> {
  userId: string;
  template: T;
  params: SmsParams<T>;
  en: string;
  hi: string;
  link: InboxLink | undefined;
}

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
  /** Writes the text's inbox entry in `tx`. */
  remember: (tx: DbOrTx, text: InboxText) => Promise<void>;
  log: Logger;
}): TextCustomer {
  return async (tx, userId, template, params, link) => {
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
    // Both languages (composing is cheap): the app shows the entry in the language read today.
    await deps.remember(tx, {
      userId,
      template,
      params,
      en: composeSms(template, 'en', params).text,
      hi: composeSms(template, 'hi', params).text,
      link,
    });
  };
}
