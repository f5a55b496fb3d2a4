import { Headset } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';
import { useContentT } from '../messages';

/** Below the FAQs: where to go when the answer is not there. */
export function FaqHelp() {
  const t = useContentT();
  return (
    <Card className="mt-4 flex gap-4">
      <IconBadge icon={Headset} size={24} className="h-12 w-12 rounded-full" />
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-bold text-ink">{t('faq.help.heading')}</h2>
        <p className="mt-1 text-sm leading-6 text-ink-muted">{t('faq.help.text')}</p>
        <Link
          to="/contact-us"
          className="mt-3 inline-flex min-h-11 items-center rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('faq.help.link')}
        </Link>
      </div>
    </Card>
  );
}
