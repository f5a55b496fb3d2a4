import type { InboxLink, InboxTopic } from '@kosh/contract/inbox';
import type { SmsParams, SmsTemplate } from '../../lib/sms-texts';

/**
 * What a text's entry is about and where it leads, from its template and parameters. A caller
 * passes a link only where the parameters do not name the object (a credit's reference is the
 * bank's UTR or the gateway's payment id, not the id its receipt is found by).
 */
export function inboxEntryFacts<T extends SmsTemplate>(
  template: T,
  params: SmsParams<T>,
): { topic: InboxTopic; link: InboxLink | null } {
  const p = params as Record<string, unknown>;
  const receipt = (): InboxLink => ({ kind: 'receipt', id: String(p.ref) });
  switch (template) {
    case 'walletDebit':
    case 'paymentConfirmed':
    case 'walletRefund':
    case 'bbpsComplaintAnswered':
      return { topic: 'money', link: receipt() };
    case 'billDue':
      // The reminder passes the bill's prefilled payment as its link.
      return { topic: 'money', link: null };
    case 'walletCredit':
    case 'complaintAnswered':
    case 'walletTransferSent':
    case 'walletTransferReceived':
    case 'payoutDebit':
    case 'payoutSent':
    case 'payoutFailed':
    case 'payoutReversed':
      return { topic: 'money', link: { kind: 'history', id: null } };
    case 'walletRequestRejected':
    case 'topupRefund':
      return { topic: 'money', link: { kind: 'walletRequests', id: null } };
    case 'moneyRequested':
    case 'moneyRequestDeclined':
      return { topic: 'money', link: { kind: 'moneyRequests', id: null } };
    case 'supportReply':
      return { topic: 'support', link: { kind: 'ticket', id: String(p.ticket) } };
    case 'kycApproved':
    case 'kycRejected':
    case 'kycComplete':
      return { topic: 'kyc', link: { kind: 'kyc', id: null } };
    case 'hotelConfirmed':
    case 'hotelFailed':
    case 'hotelCancelled':
      return { topic: 'booking', link: null };
    case 'passkeyAdded':
    case 'paymentPinLocked':
    case 'passwordChanged':
      // The Profile screen is where the customer manages (or undoes) what the text warns of.
      return { topic: 'account', link: { kind: 'security', id: null } };
    default:
      return { topic: 'account', link: null };
  }
}
