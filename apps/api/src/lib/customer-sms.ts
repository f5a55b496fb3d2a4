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
export type TextCustomer = (<T extends SmsTemplate>(
  tx: DbOrTx,
  userId: string,
  template: T,
  params: SmsParams<T>,
  link?: InboxLink,
) => Promise<void>) & {
  /**
   * Many texts in `tx` at once, as one would each be (a batch of payments' alerts): one read of
   * their customers and one write each to the outbox and the inbox, whatever their number.
   */
  many: (tx: DbOrTx, texts: CustomerText[]) => Promise<void>;
};

/** One text of `TextCustomer.many`: whom, which template with its words, and where it leads. */
export type CustomerText = {
  [T in SmsTemplate]: { userId: string; template: T; params: SmsParams<T>; link?: InboxLink };
}[SmsTemplate];

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

/** What the texter needs to know of a customer. */
interface TextedUser {
  mobile: string;
  language: Language;
}

export function createCustomerTexter(deps: {
  findUsers: (userIds: string[], tx: DbOrTx) => Promise<Map<string, TextedUser>>;
  /** Writes the texts in `tx` and asks for them to be sent once that commits. */
  enqueue: (tx: DbOrTx, texts: OutboxText[]) => Promise<void>;
  /** Writes the texts' inbox entries in `tx`. */
  remember: (tx: DbOrTx, texts: InboxText[]) => Promise<void>;
  log: Logger;
}): TextCustomer {
  async function many(tx: DbOrTx, texts: CustomerText[]): Promise<void> {
    if (texts.length === 0) return;
    const users = await deps.findUsers([...new Set(texts.map((t) => t.userId))], tx);
    const addressed: { text: CustomerText; user: TextedUser }[] = [];
    for (const text of texts) {
      const user = users.get(text.userId);
      if (user) addressed.push({ text, user });
      // Every caller texts the owner of a row it just wrote: no user is a bug, not a reason to
      // fail the money movement that is being recorded.
      else
        deps.log.error(
          { userId: text.userId, template: text.template },
          'customer SMS for an unknown user: not written',
        );
    }
    if (addressed.length === 0) return;
    const compose = ({ template, params }: CustomerText, language: Language) =>
      composeSms<SmsTemplate>(template, language, params);
    await deps.enqueue(
      tx,
      addressed.map(({ text, user }) => ({
        id: randomUUID(),
        userId: text.userId,
        template: text.template,
        mobile: user.mobile,
        ...compose(text, user.language),
      })),
    );
    // Both languages (composing is cheap): the app shows the entry in the language read today.
    await deps.remember(
      tx,
      addressed.map(({ text }) => ({
        userId: text.userId,
        template: text.template,
        params: text.params,
        en: compose(text, 'en').text,
        hi: compose(text, 'hi').text,
        link: text.link,
      })),
    );
  }

  return texterOf(many);
}

/** A texter from its batch form: one text is a batch of one. */
function texterOf(many: TextCustomer['many']): TextCustomer {
  const one = <T extends SmsTemplate>(
    tx: DbOrTx,
    userId: string,
    template: T,
    params: SmsParams<T>,
    link?: InboxLink,
  ) => many(tx, [{ userId, template, params, link } as CustomerText]);
  return Object.assign(one, { many });
}

/** The texter's `findUsers` from a users service's finder of many. */
export function textedUsers(users: {
  findByIds: (ids: string[], tx: DbOrTx) => Promise<({ id: string } & TextedUser)[]>;
}) {
  return async (ids: string[], tx: DbOrTx) =>
    new Map((await users.findByIds(ids, tx)).map((u) => [u.id, u] as const));
}

/** A texter that reaches `get()`'s at call time: for a module built before the texter is. */
export function lateTexter(get: () => TextCustomer): TextCustomer {
  return texterOf((tx, texts) => get().many(tx, texts));
}
