import { useState } from 'react';
import { formatInr, rupeesToPaise } from '@kosh/contract/common/money';
import type { BeneficiariesResponse, Payout } from '@kosh/contract/payouts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { LoadFailed } from '@/components/ui/load-states';
import { Modal } from '@/components/ui/modal';
import { useBeneficiaries } from '../api/payouts';
import { useSendMoneyT } from '../messages';
import { AccountsList } from './accounts-list';
import { AddAccount } from './add-account';
import { KycGate } from './kyc-gate';
import { PayoutForm } from './payout-form';
import { PayoutStatus } from './payout-status';

const rupees = (amount: number) => formatInr(rupeesToPaise(amount));

/** This month's sending against its two limits (RBI's PPI rules). */
function Limits({ limits }: { limits: BeneficiariesResponse['limits'] }) {
  const t = useSendMoneyT();
  return (
    <Card className="space-y-1 text-sm">
      <h2 className="font-semibold text-ink">{t('limitsTitle')}</h2>
      <p className="text-ink-muted">
        {t('limitsPreRegistered', {
          sent: rupees(limits.preRegistered.sent),
          max: rupees(limits.preRegistered.max),
        })}
      </p>
      <p className="text-ink-muted">
        {t('limitsOther', { sent: rupees(limits.other.sent), max: rupees(limits.other.max) })}
      </p>
    </Card>
  );
}

/**
 * /to-self: wallet to bank. The own KYC-verified account first, the added ones, adding and
 * deleting one, then the amount and mode, the confirm and PIN step, and the payout's status.
 */
export function ToSelfScreen() {
  return (
    <KycGate>
      <ToSelf />
    </KycGate>
  );
}

function ToSelf() {
  const t = useSendMoneyT();
  const beneficiaries = useBeneficiaries();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [payout, setPayout] = useState<Payout | null>(null);

  if (payout) {
    return (
      <Card>
        <PayoutStatus first={payout} onDone={() => setPayout(null)} />
      </Card>
    );
  }
  if (beneficiaries.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('accountsLoading')}
      </p>
    );
  }
  if (beneficiaries.isError) {
    return (
      <LoadFailed
        onRetry={() => void beneficiaries.refetch()}
        retrying={beneficiaries.isFetching}
        retryLabel={t('tryAgain')}
      >
        {t('accountsFailed')}
      </LoadFailed>
    );
  }

  const accounts = beneficiaries.data.data;
  const hasOwn = accounts.some((account) => account.own);
  // The own account is chosen until the customer picks another (or deletes the chosen one).
  const selectedId = accounts.some((account) => account.id === chosen)
    ? chosen
    : (accounts[0]?.id ?? null);
  const selected = accounts.find((account) => account.id === selectedId) ?? null;

  return (
    <div className="space-y-4">
      <Limits limits={beneficiaries.data.limits} />
      <Card className="space-y-4">
        {!hasOwn && (
          <div className="space-y-3">
            <p className="text-sm text-ink">{t('noOwnAccount')}</p>
            <LinkButton to="/kyc" variant="secondary" className="w-full px-5">
              {t('completeKyc')}
            </LinkButton>
          </div>
        )}
        {accounts.length > 0 && (
          <AccountsList
            accounts={accounts}
            selected={selectedId}
            onSelect={setChosen}
            onDeleted={setNotice}
          />
        )}
        <p role="status" className="text-sm font-semibold text-brand-800 empty:hidden">
          {notice ?? ''}
        </p>
        <Button variant="secondary" block onClick={() => setAdding(true)}>
          {t('addAccount')}
        </Button>
      </Card>
      {accounts.length > 0 && (
        <Card>
          <PayoutForm account={selected} onMade={setPayout} />
        </Card>
      )}
      <Modal open={adding} onOpenChange={setAdding} title={t('addTitle')} sheetOnPhone>
        <AddAccount
          onCancel={() => setAdding(false)}
          onAdded={(account) => {
            setAdding(false);
            setChosen(account.id);
            setNotice(t('added', { name: account.name }));
          }}
        />
      </Modal>
    </div>
  );
}
