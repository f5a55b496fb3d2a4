import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const LINK =
  'inline-flex min-h-12 items-center rounded-xl px-5 font-semibold text-brand-700 underline underline-offset-4 hover:bg-brand-50';

/**
 * Why a hotel page (details, room, payment) shows nothing of its own: the message as an alert, a
 * detail when it says more, and what the customer can do next — try again, the page's own ways
 * on, and always a new search. The labels come from the page's dictionary.
 */
export function HotelPageProblem({
  mainClassName,
  narrow = false,
  title,
  detail,
  retry,
  retrying = false,
  retryLabel,
  links,
}: {
  mainClassName: string;
  /** A narrower card (the payment page's full-width layout). */
  narrow?: boolean;
  title: string;
  detail?: string;
  retry?: () => void;
  retrying?: boolean;
  retryLabel: string;
  /** Ways on, the new search last. */
  links: { to: string; label: string }[];
}) {
  return (
    <main className={mainClassName}>
      <Card
        className={clsx(
          'flex flex-col items-center gap-3 py-10 text-center',
          narrow && 'mx-auto max-w-xl',
        )}
      >
        <CircleAlert size={36} aria-hidden="true" className="text-danger" />
        <p role="alert" className="text-lg font-bold text-ink">
          {title}
        </p>
        {detail && detail !== title && <p className="max-w-sm text-sm text-ink-muted">{detail}</p>}
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {retry && (
            <Button variant="secondary" onClick={retry} disabled={retrying}>
              {retryLabel}
            </Button>
          )}
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={LINK}>
              {link.label}
            </Link>
          ))}
        </div>
      </Card>
    </main>
  );
}
