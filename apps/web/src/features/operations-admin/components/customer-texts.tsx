import type { AdminOperationsResponse } from '@kosh/contract/operations';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatDuration } from '../utils/format';

type Texts = AdminOperationsResponse['texts'];

/** The template keys as an operator reads them; an unknown one is shown as it is. */
const TEMPLATES: Record<string, string> = {
  walletDebit: 'Wallet debit',
  walletCredit: 'Wallet credit',
  walletRefund: 'Wallet refund',
  walletRequestRejected: 'Wallet request rejected',
  paymentConfirmed: 'Payment confirmed',
  complaintAnswered: 'Complaint answered',
  bbpsComplaintAnswered: 'BBPS complaint answered',
  supportReply: 'Support reply',
  topupRefund: 'Top-up refund',
  kycApproved: 'KYC approved',
  kycRejected: 'KYC rejected',
  kycComplete: 'KYC complete',
  hotelConfirmed: 'Hotel booking confirmed',
  hotelFailed: 'Hotel booking failed',
  hotelCancelled: 'Hotel booking cancelled',
  billDue: 'Bill due reminder',
  paymentPinLocked: 'Payments locked (wrong PINs)',
  passkeyAdded: 'Passkey added',
  passwordChanged: 'Password changed',
};

/**
 * The customer texts' outbox: how many wait to be sent and for how long, how many were given up
 * on after every retry — those customers were not told, someone should tell them — and the latest
 * of those, each with its masked number and why it failed.
 */
export function CustomerTexts({ texts }: { texts: Texts }) {
  return (
    <div className="space-y-3 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-ink-muted">Waiting to be sent</dt>
          <dd className="text-2xl font-bold tabular-nums text-ink">{texts.pending}</dd>
          {texts.pending > 0 && (
            <dd className="text-ink-muted">Oldest {formatDuration(texts.oldestPendingSeconds)}</dd>
          )}
        </div>
        <div>
          <dt className="text-ink-muted">Given up after every retry</dt>
          <dd className="text-2xl font-bold tabular-nums text-ink">{texts.failed}</dd>
        </div>
      </dl>
      {texts.recentFailures.length > 0 && (
        <ul aria-label="Texts given up on" className="divide-y divide-line border-t border-line">
          {texts.recentFailures.map((text) => (
            <li key={text.id} className="space-y-1 py-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">
                  {TEMPLATES[text.template] ?? text.template}
                </span>
                <StatusBadge tone="danger" label="Not sent" />
              </p>
              <p className="text-ink-muted">
                To {text.to} · {text.attempts} tries · {formatDateTime(text.createdAt)}
              </p>
              {text.lastError && <p className="break-words text-ink">{text.lastError}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
