import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  BadgeIndianRupee,
  CalendarClock,
  CreditCard,
  Landmark,
  Lock,
  Plus,
  Smartphone,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatInr } from '@kosh/contract/common/money';
import {
  HOTEL_PAYMENT_METHODS,
  type HotelItineraryDetails,
  type HotelPaymentMethod,
} from '@kosh/contract/hotel-booking';
import { ActionAlert } from '@/components/ui/action-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-overlay';
import { walletBalanceQueryOptions } from '@/hooks/use-wallet-balance';
import { addMoneyPath } from '@/lib/add-money-link';
import type { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useSession } from '@/lib/session';
import { usePaymentT } from '../../payment-messages';
import type { PayStage } from '../hooks/use-make-payment';
import { bookingPagePath, walletShortfallPaise } from '../utils/payment';
import { InfoNote } from '../../components/info-note';
import { SectionCard } from '../../components/section-card';

const ICONS: Record<HotelPaymentMethod, LucideIcon> = {
  UPI: Smartphone,
  CREDIT_CARD: CreditCard,
  AMEX: CreditCard,
  DEBIT_CARD: CreditCard,
  NET_BANKING: Landmark,
  EMI: CalendarClock,
  WALLET: Wallet,
  GOOGLE_PAY: BadgeIndianRupee,
};

const STAGE_KEY = {
  booking: 'booking',
  opening: 'opening',
  checkout: 'inCheckout',
  verifying: 'verifying',
} as const;

/**
 * The Make Payment section (docs/product-2.md §2, §4 Payment method, §9): the methods as one radio group
 * (UPI first and chosen by default), the wallet's balance for a customer who picks it, the total
 * and MAKE PAYMENT — busy, and pressed once, while a payment is on its way. What stopped the last
 * attempt is said here, beside the button: the wallet short (Add Money), a booking already under
 * way (its link), a checkout closed unpaid.
 */
export function PaymentMethods({
  details,
  method,
  onMethodChange,
  onPay,
  stage,
  insufficient,
  inProgress,
  notice,
  bookedAlready,
}: {
  details: HotelItineraryDetails;
  method: HotelPaymentMethod;
  onMethodChange: (method: HotelPaymentMethod) => void;
  onPay: () => void;
  stage: PayStage;
  insufficient: ApiError | null;
  inProgress: boolean;
  notice: string | null;
  /** The booking made from this itinerary, paid or being paid: offered instead of paying again. */
  bookedAlready: string | null;
}) {
  const t = usePaymentT();
  const { tm } = useI18n();
  const session = useSession();
  const busy = stage !== 'idle';
  const total = formatRupees(details.amount.total);

  return (
    <SectionCard
      headingId="make-payment-heading"
      title={t('makePaymentTitle')}
      className="space-y-4"
    >
      <fieldset disabled={busy}>
        <legend className="mb-2 text-sm font-semibold text-ink-muted">{t('methodsLabel')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {HOTEL_PAYMENT_METHODS.map((value) => {
            const Icon = ICONS[value];
            const checked = value === method;
            return (
              <label
                key={value}
                className={clsx(
                  'relative flex min-h-14 cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-500/30',
                  checked
                    ? 'border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-500'
                    : 'border-line text-ink hover:bg-canvas',
                )}
              >
                <input
                  type="radio"
                  name="hotel-payment-method"
                  value={value}
                  checked={checked}
                  onChange={() => onMethodChange(value)}
                  className="sr-only"
                />
                <Icon size={18} aria-hidden="true" className="shrink-0" />
                {t(`method.${value}`)}
              </label>
            );
          })}
        </div>
      </fieldset>

      {method === 'WALLET' &&
        (session ? (
          <WalletBalance total={details.amount.total} />
        ) : (
          <Note>{t('walletLogin')}</Note>
        ))}

      <div className="flex items-baseline justify-between gap-3 border-t border-line pt-4">
        <span className="font-semibold text-ink">{t('total')}</span>
        <span className="text-2xl font-bold tabular-nums text-ink" data-testid="payment-total">
          {total}
        </span>
      </div>
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <Lock size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
        {!session
          ? t('loginNote')
          : method === 'WALLET'
            ? t('walletNote', { amount: total })
            : t('gatewayNote', { amount: total })}
      </p>

      {insufficient && (
        <ActionAlert message={tm(insufficient)}>
          <AddMoneyLink total={details.amount.total} />
        </ActionAlert>
      )}
      {inProgress && (
        <div
          role="alert"
          className="space-y-2 rounded-xl border border-line bg-canvas px-4 py-3 text-sm text-ink"
        >
          <p>{tm('HOTEL_BOOKING_IN_PROGRESS')}</p>
          <Link
            to={details.booking ? bookingPagePath(details.booking.bookingId) : '/my-bookings'}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('viewBooking')}
          </Link>
        </div>
      )}
      {notice && (
        <InfoNote
          role="status"
          className="flex items-start gap-2 rounded-xl border border-line bg-canvas px-4 py-3 text-sm font-medium text-ink"
        >
          {notice}
        </InfoNote>
      )}

      {bookedAlready ? (
        <div className="space-y-2 rounded-xl border border-success/40 bg-success-soft px-4 py-3 text-sm text-ink">
          <p className="font-semibold">{t('bookedAlready')}</p>
          <Link
            to={bookingPagePath(bookedAlready)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('viewBooking')}
          </Link>
        </div>
      ) : (
        <>
          <Button block onClick={onPay} disabled={busy} aria-describedby="payment-stage">
            {t('makePayment')}
          </Button>
          <p
            id="payment-stage"
            role="status"
            className="flex min-h-5 items-center justify-center gap-2 text-sm text-ink-muted"
          >
            {stage !== 'idle' && (
              <>
                <Spinner className="h-4 w-4" />
                {t(STAGE_KEY[stage])}
              </>
            )}
          </p>
        </>
      )}
    </SectionCard>
  );
}

/** The wallet's balance against the total: enough, or how much it lacks (with Add Money). */
function WalletBalance({ total }: { total: number }) {
  const t = usePaymentT();
  const balance = useQuery(walletBalanceQueryOptions());
  if (balance.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner className="h-4 w-4" />
        {t('balanceLoading')}
      </p>
    );
  }
  if (balance.isError) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span role="alert" className="font-medium text-danger">
          {t('balanceError')}
        </span>
        <Button variant="ghost" className="min-h-11 px-3" onClick={() => void balance.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const paise = BigInt(balance.data.balance.paise);
  const short = walletShortfallPaise(paise, total);
  return (
    <div className="space-y-2 rounded-xl bg-canvas px-4 py-3 text-sm">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Wallet size={16} aria-hidden="true" />
        <span data-testid="wallet-balance">{t('walletBalance', { amount: formatInr(paise) })}</span>
      </p>
      {short > 0n && (
        <>
          <p className="text-danger">{t('walletShort', { amount: formatInr(short) })}</p>
          <AddMoneyLink total={total} short={short} />
        </>
      )}
    </div>
  );
}

/**
 * Add Money with what the wallet lacks already filled in, and this page to come back to once it
 * is added (lib/add-money-link.ts): the method and travellers are kept here, so the customer
 * picks up where they left.
 */
function AddMoneyLink({ total, short }: { total: number; short?: bigint }) {
  const t = usePaymentT();
  const location = useLocation();
  const balance = useQuery(walletBalanceQueryOptions());
  const lacking =
    short ?? (balance.data ? walletShortfallPaise(BigInt(balance.data.balance.paise), total) : 0n);
  return (
    <Link
      to={addMoneyPath(lacking, `${location.pathname}${location.search}`)}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-800"
    >
      <Plus size={18} aria-hidden="true" />
      {t('addMoney')}
    </Link>
  );
}

function Note({ children }: { children: React.ReactNode }) {
  return (
    <InfoNote className="flex items-start gap-2 rounded-xl bg-canvas px-4 py-3 text-sm text-ink">
      {children}
    </InfoNote>
  );
}
