import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';

export function NotFoundRoute() {
  return (
    <>
      <PageHeader title="Page not found" />
      <PageBody>
        <Card className="py-10 text-center">
          <p className="text-5xl font-black text-brand-500" aria-hidden="true">
            404
          </p>
          <h2 className="mt-3 text-lg font-bold text-ink">We couldn&apos;t find that page</h2>
          <p className="mt-1 text-sm text-ink-muted">The link may be old or mistyped.</p>
          <Link
            to="/"
            className="mt-6 inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            Go to home
          </Link>
        </Card>
      </PageBody>
    </>
  );
}
