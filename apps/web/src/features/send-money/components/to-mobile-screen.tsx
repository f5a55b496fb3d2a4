import { clsx } from 'clsx';
import { useState } from 'react';
import type { WalletTransfer } from '@kosh/contract/transfers';
import { Card } from '@/components/ui/card';
import { useSendMoneyT } from '../messages';
import { KycGate } from './kyc-gate';
import { RequestPanel } from './request-panel';
import { RequestsList } from './requests-list';
import { SendPanel, TransferReceipt } from './send-panel';

type Mode = 'send' | 'request';

/**
 * /to-mobile: send to a mobile number or ask one for money (two modes of one form), and the
 * requests both ways under it. A minimum-KYC customer sees only why not, and the way to KYC.
 */
export function ToMobileScreen() {
  const t = useSendMoneyT();
  const [mode, setMode] = useState<Mode>('send');
  const [paid, setPaid] = useState<WalletTransfer | null>(null);

  if (paid) {
    return (
      <Card>
        <TransferReceipt transfer={paid} onAgain={() => setPaid(null)} />
      </Card>
    );
  }

  return (
    <KycGate>
      <div className="space-y-6">
        <Card className="space-y-4">
          <div className="grid grid-cols-2 gap-1 rounded-xl bg-canvas p-1" role="group">
            {(['send', 'request'] as const).map((each) => (
              <button
                key={each}
                type="button"
                aria-pressed={mode === each}
                onClick={() => setMode(each)}
                className={clsx(
                  'min-h-11 rounded-lg text-sm font-semibold',
                  mode === each ? 'bg-surface text-brand-800 shadow-sm' : 'text-ink-muted',
                )}
              >
                {each === 'send' ? t('tabSend') : t('tabRequest')}
              </button>
            ))}
          </div>
          {mode === 'send' ? <SendPanel /> : <RequestPanel />}
        </Card>
        <RequestsList onPaid={setPaid} />
      </div>
    </KycGate>
  );
}
