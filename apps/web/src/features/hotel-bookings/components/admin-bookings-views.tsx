import { Inbox } from 'lucide-react';
import { Fragment } from 'react';
import type { AdminHotelBooking } from '@kosh/contract/hotel-booking';
import { CardTable } from '@/components/ui/card-table';
import { DetailItem } from '@/components/ui/detail-item';
import { RecordCard } from '@/components/ui/record-card';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useAdminBookingsT } from '../admin-messages';
import { formatMoment } from '../utils/format';
import { Amount, Customer, GatewayIds, Refund, Stay, SupplierIds } from './admin-booking-cells';
import {
  BookingTransfers,
  detailsId,
  TransfersToggle,
  useOpenRows,
} from './admin-booking-transfers';
import { BookingStatusBadge } from './booking-status-badge';

/** What either view shows: the page of bookings, and the caption naming it. */
interface AdminBookingsViewProps {
  bookings: AdminHotelBooking[];
  caption: string;
}

/** The table's amount cell: the gateway's ids sit under the amount (the cards give them a cell). */
function AmountAndGateway({ booking }: { booking: AdminHotelBooking }) {
  return (
    <>
      <Amount booking={booking} />
      <span className="mt-1 block">
        <GatewayIds booking={booking} />
      </span>
    </>
  );
}

/** The table's cells after the booking's own, one a column. */
const TABLE_CELLS = [
  ['col.customer', Customer],
  ['col.stay', Stay],
  ['col.amount', AmountAndGateway],
  ['col.supplier', SupplierIds],
  ['col.refund', Refund],
] as const;

/** Wide screens: one row a booking, its transfers in a row that opens under it. */
export function AdminBookingsTable({ bookings, caption }: AdminBookingsViewProps) {
  const t = useAdminBookingsT();
  const { language } = useI18n();
  const rows = useOpenRows();
  const head =
    'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted first:pl-4 last:pr-4';
  const cell = 'px-3 py-3 align-top first:pl-4 last:pr-4';
  // Six columns fit the back office's column on a desk: the gateway's ids sit under the amount,
  // the transfers' toggle under the booking.
  const columns = ['col.booking', ...TABLE_CELLS.map(([column]) => column)] as const;
  return (
    <CardTable
      caption={caption}
      columns={columns.map((column) => (
        <th key={column} scope="col" className={head}>
          {t(column)}
        </th>
      ))}
    >
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
                  <TransfersToggle
                    booking={booking}
                    open={open}
                    onToggle={() => rows.toggle(booking.bookingId)}
                  />
                </span>
              </td>
              {TABLE_CELLS.map(([column, Cell]) => (
                <td key={column} className={cell}>
                  <Cell booking={booking} />
                </td>
              ))}
            </tr>
            {open && (
              <tr id={detailsId(booking)} className="border-b border-line/70 bg-canvas/50">
                <td colSpan={columns.length} className="px-4 py-4">
                  <BookingTransfers booking={booking} />
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </CardTable>
  );
}

/** A phone card's labelled cells, in the order the table's columns give them. */
const CARD_CELLS = [
  ['col.customer', Customer],
  ['col.stay', Stay],
  ['col.amount', Amount],
  ['col.supplier', SupplierIds],
  ['col.gateway', GatewayIds],
  ['col.refund', Refund],
] as const;

/** Phones: one card a booking, its transfers behind a disclosure. */
export function AdminBookingsCards({ bookings, caption }: AdminBookingsViewProps) {
  const t = useAdminBookingsT();
  const { language } = useI18n();
  const rows = useOpenRows();
  return (
    <ol className="space-y-3" aria-label={caption}>
      {bookings.map((booking) => {
        const headingId = `hotel-booking-${booking.bookingId}`;
        const open = rows.isOpen(booking.bookingId);
        return (
          <RecordCard
            key={booking.bookingId}
            headingId={headingId}
            titleClassName="font-mono"
            title={booking.reference}
            subtitle={
              <time dateTime={booking.createdAt} className="text-xs text-ink-muted">
                {formatMoment(booking.createdAt, language)}
              </time>
            }
            aside={
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-bold tabular-nums text-ink">
                  {formatRupees(booking.fare.total)}
                </span>
                <BookingStatusBadge status={booking.status} refundStatus={booking.refund.status} />
              </div>
            }
          >
            <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-3 min-[400px]:grid-cols-2">
              {CARD_CELLS.map(([label, Cell]) => (
                <DetailItem key={label} label={t(label)}>
                  <Cell booking={booking} />
                </DetailItem>
              ))}
            </dl>
            <div className="mt-3 border-t border-line/70 pt-2">
              <TransfersToggle
                booking={booking}
                open={open}
                onToggle={() => rows.toggle(booking.bookingId)}
              />
              {open && (
                <div id={detailsId(booking)} className="mt-2">
                  <BookingTransfers booking={booking} />
                </div>
              )}
            </div>
          </RecordCard>
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
