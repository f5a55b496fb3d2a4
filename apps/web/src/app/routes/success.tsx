import { CircleCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';

/** /success/{msg}: shows the message from the route (spec/02 §2). */
export function SuccessRoute() {
  const { msg = '' } = useParams();
  return (
    <>
      <PageHeader title="Success" />
      <PageBody>
        <Card className="flex flex-col items-center gap-4 py-10 text-center">
          <span className="flex h-20 w-20 items-center justify-center rounded-full bg-success-soft text-success">
            <CircleCheck size={44} aria-hidden="true" />
          </span>
          <p className="text-xl font-bold text-ink" role="status">
            {msg}
          </p>
          <Link
            to="/"
            className="mt-2 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            Go Back To Home
          </Link>
        </Card>
      </PageBody>
    </>
  );
}
