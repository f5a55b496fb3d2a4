import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { AdminHotelBooking } from '@kosh/contract/hotel-booking';
import { DetailItem } from '@/components/ui/detail-item';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useAdminBookingsT } from '../admin-messages';
import { formatMoment } from '../utils/format';

export const detailsId = (booking: AdminHotelBooking) =>
  `hotel-booking-${booking.bookingId}-details`;

/** The booking's ledger transfers, oldest first, and why it failed when it did. */
export function BookingTransfers({ booking }: { booking: AdminHotelBooking }) {
  const t = useAdminBookingsT();
  const { language } = useI18n();
  const { transfers } = booking.payment;
  const lead = booking.leadGuest;
  const head = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted';
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <DetailItem label={t('leadGuest')}>
          {`${lead.title} ${lead.firstName} ${lead.lastName}`} · +{lead.isdCode}{' '}
          {lead.contactNumber} · {lead.email}
        </DetailItem>
        {booking.failureReason && (
          <DetailItem label={t('failure')}>{booking.failureReason}</DetailItem>
        )}
      </dl>
      {transfers.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noTransfers')}</p>
      ) : (
        // Focusable: on a phone the table scrolls sideways, and a keyboard must scroll it too.
        <div
          role="region"
          aria-label={t('transfersCaption', { reference: booking.reference })}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-line bg-surface focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/30"
        >
          <table className="w-full border-collapse text-sm">
            <caption className="px-3 pt-2 text-left text-sm font-semibold text-ink">
              {t('transfersCaption', { reference: booking.reference })}
            </caption>
            <thead className="border-b border-line">
              <tr>
                <th scope="col" className={head}>
                  {t('transfer.when')}
                </th>
                <th scope="col" className={head}>
                  {t('transfer.code')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('transfer.amount')}
                </th>
                <th scope="col" className={head}>
                  {t('transfer.status')}
                </th>
                <th scope="col" className={head}>
                  {t('transfer.id')}
                </th>
              </tr>
            </thead>
            <tbody>
              {transfers.map((transfer) => (
                <tr key={transfer.id} className="border-b border-line/70 last:border-0">
                  <td className="whitespace-nowrap px-3 py-2 text-ink">
                    <time dateTime={transfer.createdAt}>
                      {formatMoment(transfer.createdAt, language)}
                    </time>
                  </td>
                  <td className="px-3 py-2 font-mono text-xs text-ink">{transfer.code}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-ink">
                    {formatRupees(transfer.amount)}
                  </td>
                  <td className="px-3 py-2 text-ink">{transfer.status}</td>
                  <td className="px-3 py-2 font-mono text-xs text-ink-muted">{transfer.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Opens and closes a booking's transfers; says how many there are. */
export function TransfersToggle({
  booking,
  open,
  onToggle,
}: {
  booking: AdminHotelBooking;
  open: boolean;
  onToggle: () => void;
}) {
  const t = useAdminBookingsT();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={detailsId(booking)}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {t('transfersCount', { count: booking.payment.transfers.length })}
      {/* Which booking's, for a list read out of its rows. */}
      <span className="sr-only">, {booking.reference}</span>
      <ChevronDown
        size={18}
        aria-hidden="true"
        className={clsx('transition-transform', open && 'rotate-180')}
      />
    </button>
  );
}

export function useOpenRows() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { isOpen: (id: string) => open.has(id), toggle };
}
