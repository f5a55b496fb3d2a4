import type { SmsProvider } from '../providers/sms/sms.port';
import type { Logger } from './log-context';

/**
 * Texts one customer (by user id) about something that has already happened. The text may still
 * be in the making (it reads a balance, say).
 */
export type TextCustomer = (
  userId: string,
  templateId: string,
  text: string | Promise<string>,
) => void;

/**
 * Sends after the fact and never fails the caller: the money has moved and the answer is given
 * whatever the SMS gateway does, so a lost text is logged, not thrown.
 */
export function createCustomerTexter(deps: {
  sms: SmsProvider;
  findUser: (userId: string) => Promise<{ mobile: string } | null>;
  log: Logger;
}): TextCustomer {
  return (userId, templateId, text) => {
    void Promise.all([deps.findUser(userId), text])
      .then(([user, body]) => user && deps.sms.send({ to: user.mobile, templateId, text: body }))
      .catch((error: unknown) => deps.log.warn({ err: error, templateId }, 'customer SMS failed'));
  };
}

/**
 * Words someone typed (a reviewer's reason), set into a text that ends them with its own full
 * stop: without their own final stops and spaces, so "blurred." does not read "blurred..".
 */
export const withoutEndStop = (words: string) => words.replace(/[\s.।]+$/u, '');
