import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useSupportT } from '../messages';

/** The support screens' Back: from a ticket to the list, from the list to Raise a ticket. */
export function BackLink({ to }: { to: string }) {
  const t = useSupportT();
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700">
      <ChevronLeft size={18} aria-hidden="true" />
      {t('back')}
    </Link>
  );
}
