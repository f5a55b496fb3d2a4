import { clsx } from 'clsx';
import { CircleCheck, CircleX, Coins, History } from 'lucide-react';
import { useMemo } from 'react';
import type { HotelBooking } from '@kosh/contract/hotel-booking';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n';
import { useBookingsT } from '../messages';
import { cancellationSteps, cancellationStepText } from '../utils/cancellation-rules';
import { formatMoment } from '../utils/format';
import { Section } from './booking-sections';

const ICONS = { free: CircleCheck, charge: Coins, noRefund: CircleX } as const;

/**
 * The rate's cancellation rules in words, with dates in India's time and the window that holds
 * now marked, and Cancel booking while the booking may still be cancelled.
 */
export function BookingCancellation({
  booking,
  onCancel,
}: {
  booking: HotelBooking;
  onCancel: () => void;
}) {
  const t = useBookingsT();
  const { language } = useI18n();
  const steps = useMemo(
    () => cancellationSteps(booking.cancellationPolicies, booking.fare.total),
    [booking.cancellationPolicies, booking.fare.total],
  );
  const moment = (iso: string) => formatMoment(iso, language);
  const live = booking.status === 'confirmed' || booking.status === 'pending';

  return (
    <Section title={t('rulesTitle')}>
      {steps.length === 0 ? (
        <p className="text-sm text-ink">{t('rulesNone')}</p>
      ) : (
        <ol className="space-y-3">
          {steps.map((step) => {
            const Icon = step.when === 'past' ? History : ICONS[step.kind];
            return (
              <li
                key={`${step.from}-${step.until}`}
                className={clsx(
                  'flex items-start gap-2 text-sm',
                  step.when === 'past' ? 'text-ink-muted' : 'text-ink',
                )}
              >
                <Icon
                  size={18}
                  aria-hidden="true"
                  className={clsx(
                    'mt-0.5 shrink-0',
                    step.when !== 'past' && step.kind === 'free' && 'text-success',
                    step.when !== 'past' && step.kind === 'noRefund' && 'text-danger',
                  )}
                />
                <span>
                  {cancellationStepText(step, t, moment)}
                  {live && step.when === 'now' && (
                    <strong className="ml-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                      {t('rule.now')}
                    </strong>
                  )}
                  {step.when === 'past' && <span className="ml-2 text-xs">({t('rule.past')})</span>}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="mt-3 text-sm text-ink">{t('rulesClosing')}</p>
      <p className="mt-1 text-xs text-ink-muted">{t('rulesIst')}</p>
      {booking.cancellable ? (
        <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={onCancel}>
          {t('cancel.button')}
        </Button>
      ) : (
        live && <p className="mt-4 text-sm font-semibold text-ink">{t('cancel.closed')}</p>
      )}
    </Section>
  );
}
