import { CircleCheck } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { SuccessReceipt } from '@/features/recharges/components/success-receipt';
import { useI18n } from '@/lib/i18n/i18n';
import { successKey, useSuccessT } from '@/lib/success-messages';

/**
 * /success/{msg} (docs/product-2.md §2): the message from the route when it is one Kosh sends, else a plain
 * "Done" — never the address's own words (see success-messages.ts). A payment that succeeded at
 * once comes with its order id (`?order=`): its receipt shows under the message, the same parts
 * a payment that waited shows once it settles.
 */
export function SuccessRoute() {
  const { msg } = useParams();
  const [params] = useSearchParams();
  const { t } = useI18n();
  const successT = useSuccessT();
  return (
    <>
      <PageHeader title={t('success.title')} />
      <PageBody>
        <Card className="flex flex-col items-center gap-4 py-10 text-center">
          <span className="flex h-20 w-20 items-center justify-center rounded-full bg-success-soft text-success">
            <CircleCheck size={44} aria-hidden="true" />
          </span>
          <p className="text-xl font-bold text-ink" role="status">
            {successT(successKey(msg))}
          </p>
          <SuccessReceipt orderId={params.get('order')} bill={params.get('bill') === '1'} />
          <LinkButton to="/" className="mt-2 w-full px-5">
            {t('success.goHome')}
          </LinkButton>
        </Card>
      </PageBody>
    </>
  );
}
