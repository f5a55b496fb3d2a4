import { Clock, Headset } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { useContactT } from '../messages';

/**
 * Customer care hours (spec/02 §9: a toll-free line, 10:00 am to 5:00 pm). The spec does not
 * give the number, so the page does not invent one.
 */
export function CustomerCare() {
  const t = useContactT();
  const session = useSession();
  return (
    <Card className="flex gap-4">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Headset size={24} aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-bold text-ink">{t('care.heading')}</h2>
        <p className="text-sm text-ink-muted">{t('care.line')}</p>
        <p className="mt-2 flex items-center gap-2 text-base font-semibold text-ink">
          <Clock size={18} aria-hidden="true" className="shrink-0 text-brand-700" />
          {t('care.hours')}
        </p>
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
