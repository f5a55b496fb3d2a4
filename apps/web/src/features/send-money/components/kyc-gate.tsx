import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { LoadFailed } from '@/components/ui/load-states';
import { useKycLevel } from '@/hooks/use-kyc-level';
import { useSendMoneyT } from '../messages';

/**
 * A minimum-KYC wallet sends nothing (RBI's PPI rules): such a customer sees why at once and the
 * way to full KYC, instead of a form the server would refuse.
 */
export function KycGate({ children }: { children: ReactNode }) {
  const t = useSendMoneyT();
  const kyc = useKycLevel();
  if (kyc.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('kycChecking')}
      </p>
    );
  }
  if (kyc.isError) {
    return (
      <LoadFailed
        onRetry={() => void kyc.refetch()}
        retrying={kyc.isFetching}
        retryLabel={t('tryAgain')}
      >
        {t('kycFailed')}
      </LoadFailed>
    );
  }
  if (kyc.data.kycLevel !== 'full') {
    return (
      <Card className="space-y-4">
        <p role="alert" className="font-semibold text-ink">
          {t('needsKyc')}
        </p>
        <LinkButton to="/kyc" className="w-full px-5">
          {t('completeKyc')}
        </LinkButton>
      </Card>
    );
  }
  return <>{children}</>;
}
