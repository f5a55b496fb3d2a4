import { Clock, Headset, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';
import { useI18n } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useSupportLine } from '../api/get-support-line';
import { useContactT } from '../messages';
import { openingHours } from '../utils/hours';

/**
 * Customer care (docs/product-2.md §9: a toll-free line, 10:00 am to 5:00 pm): the number and the hours are
 * Kosh's configuration (SUPPORT_PHONE, SUPPORT_HOURS), read from the API, and the number dials.
 */
export function CustomerCare() {
  const t = useContactT();
  const { language } = useI18n();
  const session = useSession();
  const line = useSupportLine();
  const data = line.data?.data;
  return (
    <Card className="flex gap-4">
      <IconBadge icon={Headset} size={24} className="h-12 w-12 rounded-full" />
      <div className="min-w-0 flex-1" aria-busy={line.isPending}>
        <h2 className="text-base font-bold text-ink">{t('care.heading')}</h2>
        <p className="text-sm text-ink-muted">{t('care.line')}</p>
        {data ? (
          <>
            <a
              href={`tel:${data.tel}`}
              className="mt-1 inline-flex min-h-11 items-center gap-2 text-lg font-bold text-brand-700 underline underline-offset-4"
            >
              <Phone size={18} aria-hidden="true" className="shrink-0" />
              {data.phone}
            </a>
            <p className="flex items-center gap-2 text-base font-semibold text-ink">
              <Clock size={18} aria-hidden="true" className="shrink-0 text-brand-700" />
              {openingHours(data.hours, language)}
            </p>
          </>
        ) : line.isError ? (
          <p className="mt-2 text-sm text-ink-muted">{t('care.unavailable')}</p>
        ) : (
          // The number's place is kept while it loads: nothing below jumps when it arrives.
          <div className="mt-1 space-y-2" aria-hidden="true">
            <div className="h-11 w-44 animate-pulse rounded-lg bg-canvas" />
            <div className="h-6 w-40 animate-pulse rounded-lg bg-canvas" />
          </div>
        )}
        <p className="mt-2 text-sm leading-6 text-ink-muted">{t('care.text')}</p>
        {session && (
          <Link
            to="/support-ticket"
            className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('care.ticket')}
          </Link>
        )}
      </div>
    </Card>
  );
}
