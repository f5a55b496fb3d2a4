import type { Language } from '@kosh/contract/common/language';
import type { SmsProvider } from '../providers/sms/sms.port';
import type { Logger } from './log-context';
import { composeSms, type SmsParams, type SmsTemplate } from './sms-texts';

/**
 * Texts one customer (by user id), in their language, about something that has already happened.
 * The parameters may still be in the making (a balance being read, say).
 */
export type TextCustomer = <T extends SmsTemplate>(
  userId: string,
  template: T,
  params: SmsParams<T> | Promise<SmsParams<T>>,
) => void;

/**
 * Sends after the fact and never fails the caller: the money has moved and the answer is given
 * whatever the SMS gateway does, so a lost text is logged, not thrown.
 */
export function createCustomerTexter(deps: {
  sms: SmsProvider;
  findUser: (userId: string) => Promise<{ mobile: string; language: Language } | null>;
  log: Logger;
}): TextCustomer {
  return (userId, template, params) => {
    void Promise.all([deps.findUser(userId), params])
      .then(
        ([user, values]) =>
          user &&
          deps.sms.send({ to: user.mobile, ...composeSms(template, user.language, values) }),
      )
      .catch((error: unknown) => deps.log.warn({ err: error, template }, 'customer SMS failed'));
  };
}
