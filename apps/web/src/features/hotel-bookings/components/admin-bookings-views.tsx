import { clsx } from 'clsx';
import { ChevronDown, Inbox } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import type { AdminHotelBooking } from '@kosh/contract/hotel-booking';
import { DetailItem } from '@/components/ui/detail-item';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useAdminBookingsT } from '../admin-messages';
import { useBookingsT } from '../messages';
import { counted } from '../utils/counted';
import { formatMoment, formatStayDay } from '../utils/format';
import { BookingStatusBadge } from './booking-status-badge';

const none = '—';

/** A labelled id; long ones (a gateway's) break anywhere rather than widen the table. */
function Id({ label, value }: { label: string; value: string | null }) {
  return (
    <span className="block text-xs">
      <span className="text-ink-muted">{label} </span>
      <span className="break-all font-mono text-ink">{value ?? none}</span>
    </span>
  );
}

function Customer({ booking }: { booking: AdminHotelBooking }) {
  return (
    <>
      <span className="block font-semibold text-ink">{booking.customer.name}</span>
      <a
        href={`tel:+91${booking.customer.mobile}`}
        className="inline-flex min-h-6 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {booking.customer.mobile}
      </a>
      <span className="block text-xs text-ink-muted">{booking.customer.userId}</span>
    </>
  );
}

function Stay({ booking }: { booking: AdminHotelBooking }) {
  const t = useAdminBookingsT();
  const c = useBookingsT();
  const { language } = useI18n();
  return (
    <>
      <span className="block font-semibold text-ink">{booking.hotel.name}</span>
      <span className="block text-xs text-ink-muted">{booking.hotel.city}</span>
      <span className="block text-xs text-ink">
        {t('stayDates', {
          checkIn: formatStayDay(booking.checkIn, language),
          checkOut: formatStayDay(booking.checkOut, language),
        })}
      </span>
      <span className="block text-xs text-ink-muted">
        {[
          counted(c, 'night', booking.nights),
          counted(c, 'room', booking.rooms),
          counted(c, 'guest', booking.guests),
        ].join(' · ')}
      </span>
    </>
  );
}

function Amount({ booking }: { booking: AdminHotelBooking }) {
  const c = useBookingsT();
  return (
    <>
      <span className="block whitespace-nowrap font-semibold tabular-nums text-ink">
        {formatRupees(booking.fare.total)}
      </span>
      <span className="block text-xs text-ink-muted">{c(`method.${booking.payment.method}`)}</span>
      {booking.fare.promoCode && (
        <span className="block font-mono text-xs text-ink-muted">{booking.fare.promoCode}</span>
      )}
    </>
  );
}

/** Where the refund stands: owed, sent or none; how much, where to; the gateway's ids; the error. */
function Refund({ booking }: { booking: AdminHotelBooking }) {
  const t = useAdminBookingsT();
  const { refund } = booking;
  return (
    <div className="space-y-0.5 text-xs">
      <span
        className={clsx(
          'block font-semibold',
          refund.status === 'due' ? 'text-danger' : 'text-ink',
        )}
      >
        {t(`refund.${refund.status}`)}
        {refund.status !== 'none' && (
          <>
            {' '}
            {formatRupees(refund.amount)} {t('refundTo', { to: t(`to.${refund.to}`) })}
          </>
        )}
      </span>
      {refund.penalty > 0 && (
        <span className="block text-ink-muted">
          {t('penalty', { amount: formatRupees(refund.penalty) })}
        </span>
      )}
      {booking.payment.gatewayRefundIds.length > 0 && (
        <span className="block font-mono text-ink">
          {booking.payment.gatewayRefundIds.join(', ')}
        </span>
      )}
      {booking.refundError && (
        <span className="block text-danger">
          {t('refundError', { error: booking.refundError })}
        </span>
      )}
    </div>
  );
}

/** The booking's ledger transfers, oldest first, and why it failed when it did. */
function Details({ booking }: { booking: AdminHotelBooking }) {
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

function DetailsToggle({
  booking,
  open,
  controls,
  onToggle,
  children,
}: {
  booking: AdminHotelBooking;
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {children}
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

function useOpenRows() {
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

const detailsId = (booking: AdminHotelBooking) => `hotel-booking-${booking.bookingId}-details`;

/** Wide screens: one row a booking, its transfers in a row that opens under it. */
export function AdminBookingsTable({
  bookings,
  caption,
}: {
  bookings: AdminHotelBooking[];
  caption: string;
}) {
  const t = useAdminBookingsT();
  const { language } = useI18n();
  const rows = useOpenRows();
  const head =
    'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted first:pl-4 last:pr-4';
  const cell = 'px-3 py-3 align-top first:pl-4 last:pr-4';
  // Six columns fit the back office's column on a desk: the gateway's ids sit under the amount,
  // the transfers' toggle under the booking.
  const columns = [
    'col.booking',
    'col.customer',
    'col.stay',
    'col.amount',
    'col.supplier',
    'col.refund',
  ] as const;
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-canvas/60">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={head}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => {
            const open = rows.isOpen(booking.bookingId);
            return (
              <Fragment key={booking.bookingId}>
                <tr className="border-b border-line/70 last:border-0">
                  <td className={cell}>
                    <span className="block whitespace-nowrap font-mono font-semibold text-ink">
                      {booking.reference}
                    </span>
                    <time dateTime={booking.createdAt} className="block text-xs text-ink-muted">
                      {formatMoment(booking.createdAt, language)}
                    </time>
                    <span className="mt-1 block">
                      <BookingStatusBadge
                        status={booking.status}
                        refundStatus={booking.refund.status}
                      />
                    </span>
                    <span className="-ml-3 mt-1 block">
                      <DetailsToggle
                        booking={booking}
                        open={open}
                        controls={detailsId(booking)}
                        onToggle={() => rows.toggle(booking.bookingId)}
                      >
                        {t('transfersCount', { count: booking.payment.transfers.length })}
                      </DetailsToggle>
                    </span>
                  </td>
                  <td className={cell}>
                    <Customer booking={booking} />
                  </td>
                  <td className={cell}>
                    <Stay booking={booking} />
                  </td>
                  <td className={cell}>
                    <Amount booking={booking} />
                    <span className="mt-1 block">
                      <Id label={t('order')} value={booking.payment.gatewayOrderId} />
                      <Id label={t('payment')} value={booking.payment.gatewayPaymentId} />
                    </span>
                  </td>
                  <td className={cell}>
                    <Id label={t('supplierId')} value={booking.supplierBookingId} />
                    <Id label={t('confirmation')} value={booking.confirmationNumber} />
                  </td>
                  <td className={cell}>
                    <Refund booking={booking} />
                  </td>
                </tr>
                {open && (
                  <tr id={detailsId(booking)} className="border-b border-line/70 bg-canvas/50">
                    <td colSpan={columns.length} className="px-4 py-4">
                      <Details booking={booking} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card a booking, its transfers behind a disclosure. */
export function AdminBookingsCards({
  bookings,
  caption,
}: {
  bookings: AdminHotelBooking[];
  caption: string;
}) {
  const t = useAdminBookingsT();
  const { language } = useI18n();
  const rows = useOpenRows();
  return (
    <ol className="space-y-3" aria-label={caption}>
      {bookings.map((booking) => {
        const headingId = `hotel-booking-${booking.bookingId}`;
        const open = rows.isOpen(booking.bookingId);
        return (
          <li key={booking.bookingId}>
            <article
              aria-labelledby={headingId}
              className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
            >
              <header className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 id={headingId} className="font-mono text-base font-semibold text-ink">
                    {booking.reference}
                  </h2>
                  <time dateTime={booking.createdAt} className="text-xs text-ink-muted">
                    {formatMoment(booking.createdAt, language)}
                  </time>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-lg font-bold tabular-nums text-ink">
                    {formatRupees(booking.fare.total)}
                  </span>
                  <BookingStatusBadge
                    status={booking.status}
                    refundStatus={booking.refund.status}
                  />
                </div>
              </header>
              <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-3 min-[400px]:grid-cols-2">
                <DetailItem label={t('col.customer')}>
                  <Customer booking={booking} />
                </DetailItem>
                <DetailItem label={t('col.stay')}>
                  <Stay booking={booking} />
                </DetailItem>
                <DetailItem label={t('col.amount')}>
                  <Amount booking={booking} />
                </DetailItem>
                <DetailItem label={t('col.supplier')}>
                  <Id label={t('supplierId')} value={booking.supplierBookingId} />
                  <Id label={t('confirmation')} value={booking.confirmationNumber} />
                </DetailItem>
                <DetailItem label={t('col.gateway')}>
                  <Id label={t('order')} value={booking.payment.gatewayOrderId} />
                  <Id label={t('payment')} value={booking.payment.gatewayPaymentId} />
                </DetailItem>
                <DetailItem label={t('col.refund')}>
                  <Refund booking={booking} />
                </DetailItem>
              </dl>
              <div className="mt-3 border-t border-line/70 pt-2">
                <DetailsToggle
                  booking={booking}
                  open={open}
                  controls={detailsId(booking)}
                  onToggle={() => rows.toggle(booking.bookingId)}
                >
                  {t('transfersCount', { count: booking.payment.transfers.length })}
                </DetailsToggle>
                {open && (
                  <div id={detailsId(booking)} className="mt-2">
                    <Details booking={booking} />
                  </div>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

export function EmptyAdminBookings({ text }: { text: string }) {
  const t = useAdminBookingsT();
  return (
    <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] bg-surface px-4 py-10 text-center shadow-[var(--shadow-card)]">
      <Inbox size={36} aria-hidden="true" className="text-ink-muted" />
      <p className="font-semibold text-ink">{t('emptyTitle')}</p>
      <p className="text-sm text-ink-muted">{text}</p>
    </div>
  );
}
