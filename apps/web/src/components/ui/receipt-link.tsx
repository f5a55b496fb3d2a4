import { clsx } from 'clsx';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '@/lib/i18n/i18n';

/**
 * "View receipt": the link every screen that shows a completed movement offers (success page,
 * settled payment, Balance History and All Wallet Requests rows, a booking). `id` is the id that
 * screen shows (an RId, a request's id, a booking's reference, `…-refund` for its refund).
 */
export function ReceiptLink({
  id,
  className,
  variant = 'link',
  about,
  label,
}: {
  id: string;
  /** Words other than "View receipt" (a booking's refund beside its payment). */
  label?: string;
  /** What it is the receipt of, for screen readers in a list of many ("… of KR…"). */
  about?: string;
  className?: string;
  variant?: 'link' | 'button';
}) {
  const { t } = useI18n();
  return (
    <Link
      to={`/receipt/${encodeURIComponent(id)}`}
      className={clsx(
        'inline-flex items-center gap-1.5 font-semibold text-brand-700',
        variant === 'button'
          ? 'min-h-12 justify-center rounded-xl border border-brand-200 bg-surface px-5 hover:bg-brand-50'
          : 'min-h-11 underline-offset-2 hover:underline',
        className,
      )}
    >
      <ReceiptText size={18} aria-hidden="true" />
      {label ?? t('receipt.view')}
      {about && <span className="sr-only"> · {about}</span>}
    </Link>
  );
}
