import { hi } from 'date-fns/locale/hi';
import { BadgePercent, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  HOTEL_PROMO_CODE_MAX,
  type HotelFare,
  type HotelPromotion,
} from '@kosh/contract/hotel-booking';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useApplyPromo } from '../../api/apply-promo';
import { useRoomT } from '../../room-messages';
import { formatStayDay } from '../../utils/details-format';
import { ROOM_TOAST } from './room-toast';
import { SectionCard } from '../../components/section-card';

/** What a promo box accepts as typed: letters and digits, upper case, at most 20. */
const acceptPromoInput = (text: string): string | null => {
  const cleaned = text.toUpperCase().replace(/\s/g, '');
  return /^[A-Z0-9]*$/.test(cleaned) && cleaned.length <= HOTEL_PROMO_CODE_MAX ? cleaned : null;
};

/**
 * Apply Promo Code (docs/product-2.md §2): the server's promotions as chips and a box for a code. The server
 * decides (applyPromo): 'Promo code {code} applied.' and the new fare, or why not under the box;
 * Remove takes it off. The fare is never worked out here.
 */
export function PromoBox({
  code,
  traceId,
  fare,
  promotions,
  onFare,
  onExpired,
}: {
  code: string;
  traceId: string;
  fare: HotelFare;
  promotions: readonly HotelPromotion[];
  onFare: (fare: HotelFare) => void;
  onExpired: () => void;
}) {
  const t = useRoomT();
  const { t: tApp, tm, language } = useI18n();
  const locale = language === 'hi' ? hi : undefined;
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const apply = useApplyPromo(code);
  const applied = fare.promoCode;

  const send = (promoCode: string | null) => {
    setError(undefined);
    apply.mutate(
      { traceId, promoCode },
      {
        onSuccess: ({ fare: next }) => {
          onFare(next);
          setText('');
          toast.success(
            next.promoCode
              ? tm('HOTEL_PROMO_APPLIED', { code: next.promoCode })
              : tm('HOTEL_PROMO_REMOVED'),
            { id: ROOM_TOAST },
          );
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 410) {
            onExpired();
            return;
          }
          const field =
            failure instanceof ApiError
              ? failure.fields.find((f) => f.field === 'promoCode')
              : undefined;
          if (field) {
            setError(tm(field));
          } else if (failure instanceof ApiError && failure.status === 422 && promoCode) {
            setError(tm(failure));
          } else {
            toast.error(tApp('common.error'), {
              description: failure instanceof ApiError ? tm(failure) : undefined,
              id: ROOM_TOAST,
            });
          }
        },
      },
    );
  };

  return (
    <SectionCard
      headingId="promo-heading"
      title={t('promoTitle')}
      icon={BadgePercent}
      className="space-y-4"
    >
      {applied && (
        <div
          className="flex items-center justify-between gap-3 rounded-xl border border-success/30 bg-success-soft px-4 py-3"
          data-testid="promo-applied"
        >
          <p className="text-sm font-semibold text-success">
            {t('promoApplied', { code: applied, amount: formatRupees(fare.discount) })}
          </p>
          <button
            type="button"
            onClick={() => send(null)}
            disabled={apply.isPending}
            aria-label={t('removeCode', { code: applied })}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-danger hover:bg-danger-soft disabled:opacity-60"
          >
            <X size={16} aria-hidden="true" />
            {t('remove')}
          </button>
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (text) send(text);
        }}
        className="flex items-start gap-2"
      >
        <Field
          className="min-w-0 flex-1"
          label={t('promoField')}
          placeholder={t('promoPlaceholder')}
          value={text}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={HOTEL_PROMO_CODE_MAX}
          error={error}
          onChange={(event) => {
            const next = acceptPromoInput(event.target.value);
            if (next === null) return;
            setText(next);
            setError(undefined);
          }}
        />
        <Button
          type="submit"
          variant="secondary"
          className="mt-7 shrink-0"
          disabled={!text || apply.isPending}
        >
          {t('apply')}
        </Button>
      </form>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-ink">{t('offers')}</h3>
        {promotions.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('noOffers')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {promotions.map((promotion) => {
              const on = promotion.code === applied;
              return (
                <li key={promotion.code} className="max-w-full">
                  <button
                    type="button"
                    aria-pressed={on}
                    disabled={apply.isPending}
                    onClick={() => (on ? send(null) : send(promotion.code))}
                    className={`flex min-h-11 max-w-full flex-col items-start rounded-xl border px-3 py-2 text-left disabled:opacity-60 ${
                      on
                        ? 'border-success bg-success-soft'
                        : 'border-dashed border-brand-200 hover:bg-brand-50'
                    }`}
                  >
                    <span
                      className={`font-mono text-sm font-bold ${on ? 'text-success' : 'text-brand-700'}`}
                    >
                      {promotion.code}
                    </span>
                    <span className="text-xs text-ink">{tm(promotion.messageCode)}</span>
                    {promotion.validUntil && (
                      <span className="text-xs text-ink-muted">
                        {t('offerUntil', { date: formatStayDay(promotion.validUntil, locale) })}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
