import { useCallback, useEffect, useState } from 'react';
import {
  HOTEL_DEFAULT_PAYMENT_METHOD,
  HOTEL_PAYMENT_METHODS,
  type HotelItineraryDetails,
  type HotelPaymentMethod,
} from '@kosh/contract/hotel-booking';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useItineraryDetails } from '../../api/get-itinerary-details';
import { HotelPageProblem } from '../../components/page-problem';
import { SessionExpiredDialog } from '../../components/session-expired-dialog';
import { usePaymentT } from '../../payment-messages';
import { useMakePayment, type PriceChange } from '../hooks/use-make-payment';
import {
  isSettledOrUnderWay,
  rememberedMethod,
  rememberMethod,
  roomPagePath,
} from '../utils/payment';
import { PaymentFareSummary } from './payment-fare';
import { PaymentHotelHeader } from './payment-hotel-header';
import { PaymentItinerary } from './payment-itinerary';
import { PaymentMethods } from './payment-methods';
import { PaymentReviewSheet } from './payment-review-sheet';
import { PaymentPinDialog } from './payment-pin-dialog';
import { PaymentSkeleton } from './payment-skeleton';
import { PaymentTravellers } from './payment-travellers';
import { PriceChangedDialog } from './price-changed-dialog';

const MAIN = 'mx-auto w-full max-w-6xl px-4 pb-12 pt-5';

/**
 * /hotelpayment/{code}?traceId= (docs/product-2.md §2 Payment review page): public. The itinerary from
 * getItineraryDetails — a skeleton first; its end (410, or its hour running out while the page is
 * open) is the Session Expired modal; a failed read says so and offers Retry (the spec only stops
 * the spinner). Then the review and MAKE PAYMENT.
 */
export function PaymentPage({ code, traceId }: { code: string; traceId: string }) {
  const { tm } = useI18n();
  const t = usePaymentT();
  const query = useItineraryDetails(code, traceId);
  const [expiredHere, setExpiredHere] = useState(false);
  const expire = useCallback(() => setExpiredHere(true), []);
  const error = query.error;
  const gone = error instanceof ApiError && error.status === 410;

  let body;
  if (query.data) {
    body = (
      <Content
        details={query.data}
        code={code}
        traceId={traceId}
        reload={query.refetch}
        onExpired={expire}
      />
    );
  } else if (error && !gone) {
    const status = error instanceof ApiError ? error.status : 0;
    body =
      status === 404 ? (
        <Problem title={tm('HOTEL_NOT_FOUND')} />
      ) : status === 422 ? (
        <Problem title={tm(error)} back={roomPagePath(code)} />
      ) : (
        <Problem
          title={t('loadFailed')}
          detail={error instanceof ApiError ? tm(error) : undefined}
          retry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
  } else if (!gone) {
    body = (
      <main className={MAIN}>
        <PaymentSkeleton />
      </main>
    );
  }

  return (
    <>
      {body}
      <SessionExpiredDialog open={gone || expiredHere} />
    </>
  );
}

function Content({
  details,
  code,
  traceId,
  reload,
  onExpired,
}: {
  details: HotelItineraryDetails;
  code: string;
  traceId: string;
  reload: () => Promise<unknown>;
  onExpired: () => void;
}) {
  const { tm } = useI18n();
  const [method, setMethod] = useState<HotelPaymentMethod>(() =>
    rememberedMethod(code, HOTEL_PAYMENT_METHODS, HOTEL_DEFAULT_PAYMENT_METHOD),
  );
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const payment = useMakePayment({
    code,
    traceId,
    onExpired,
    onPriceChanged: setPriceChange,
    reload,
  });
  const { busy, pay, clearNotices } = payment;

  // The itinerary's hour, as the server keeps it: the modal when it ends with the page open —
  // but never over a checkout in progress (the payment then decides).
  const expiresAt = Date.parse(details.expiresAt);
  useEffect(() => {
    if (busy || !Number.isFinite(expiresAt)) return;
    const left = expiresAt - Date.now();
    if (left <= 0) {
      onExpired();
      return;
    }
    // setTimeout holds at most ~24.8 days; an hour is far inside it.
    const timer = window.setTimeout(onExpired, left + 50);
    return () => window.clearTimeout(timer);
  }, [expiresAt, busy, onExpired]);

  const chooseMethod = useCallback(
    (next: HotelPaymentMethod) => {
      setMethod(next);
      rememberMethod(code, next);
      clearNotices();
    },
    [clearNotices, code],
  );

  const hotel = details.staticContent[0];
  const booked =
    details.booking && isSettledOrUnderWay(details.booking.status)
      ? details.booking.bookingId
      : null;

  if (!hotel) return <Problem title={tm('HOTEL_NOT_FOUND')} />;

  return (
    <main className={MAIN}>
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-3 lg:col-start-1">
          <PaymentHotelHeader details={details} hotel={hotel} />
          <PaymentReviewSheet details={details} />
        </div>
        <div className="lg:col-start-1">
          <PaymentTravellers travellers={details.travellers} code={code} editable={!booked} />
        </div>
        <div className="lg:col-start-1">
          <PaymentItinerary hotel={hotel} />
        </div>
        <aside className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-start">
          <PaymentFareSummary details={details} />
        </aside>
        <div className="lg:col-start-1">
          <PaymentMethods
            details={details}
            method={method}
            onMethodChange={chooseMethod}
            onPay={() => void pay(method, details.amount.total)}
            stage={payment.stage}
            insufficient={payment.insufficient}
            inProgress={payment.inProgress}
            notice={payment.notice}
            bookedAlready={booked}
          />
        </div>
      </div>
      <PaymentPinDialog pin={payment.pin} />
      <PriceChangedDialog
        change={priceChange}
        details={details}
        onCancel={() => setPriceChange(null)}
        onPay={(total) => {
          setPriceChange(null);
          void pay(method, total);
        }}
      />
    </main>
  );
}

/** Why the page shows no itinerary, and what the customer can do next. */
function Problem({
  back,
  ...problem
}: {
  title: string;
  detail?: string;
  retry?: () => void;
  retrying?: boolean;
  /** Where the missing part is given (the room page). */
  back?: string;
}) {
  const t = usePaymentT();
  return (
    <HotelPageProblem
      {...problem}
      mainClassName={MAIN}
      narrow
      retryLabel={t('retry')}
      links={[
        ...(back ? [{ to: back, label: t('backToRoom') }] : []),
        { to: '/hotel-booking', label: t('searchAgain') },
      ]}
    />
  );
}
