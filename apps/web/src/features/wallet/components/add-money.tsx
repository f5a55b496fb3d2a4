import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Card } from '@/components/ui/card';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { LinkButton } from '@/components/ui/link-button';
import { useOnlineTopUp, type TopUpStage } from '../hooks/use-online-top-up';
import { useWalletT, type WalletKey } from '../messages';
import { BalanceCard } from './balance-card';
import { OfflineTopUpForm } from './offline-top-up-form';
import type { AddMoneyReturn } from '@/lib/add-money-link';
import { OnlineTopUpDialog, type TopUpPrefill } from './online-top-up-dialog';
import { TopUpActions } from './top-up-actions';
import { WalletLimits } from './wallet-limits';

const sameText = (a: string, b: string) =>
  a
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase() ===
  b
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase();

// Creating the order is shown in the modal itself, which is still open then.
const STAGE_LABELS: Partial<Record<TopUpStage, WalletKey>> = {
  opening: 'openingCheckout',
  verifying: 'verifying',
  updating: 'updating',
};

/**
 * Add Money to Wallet (docs/product-1.md §2): the balance, the three ways in, the RBI limits, and the
 * offline form, locked until Offline Top Up is pressed. Sent from a payment the wallet cannot
 * cover, the online sheet opens with the shortfall (`amount`), and once it is added the page
 * offers the way back to that booking or payment (`back`).
 */
export function AddMoney({
  prefill,
  amount,
  back,
  onOfflineSubmitted,
}: {
  prefill: TopUpPrefill;
  amount: string | null;
  back: AddMoneyReturn | null;
  onOfflineSubmitted: () => void;
}) {
  const t = useWalletT();
  const topUp = useOnlineTopUp({ back });
  const [offlineEnabled, setOfflineEnabled] = useState(false);
  const [onlineOpen, setOnlineOpen] = useState(amount !== null);
  const firstOfflineField = useRef<HTMLSelectElement | null>(null);
  const offlineSection = useRef<HTMLElement>(null);
  const stageLabel = STAGE_LABELS[topUp.stage];

  const startOffline = () => {
    setOfflineEnabled(true);
    // The fields unlock on this render; move to them on the next frame.
    requestAnimationFrame(() => {
      offlineSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      firstOfflineField.current?.focus({ preventScroll: true });
    });
  };

  return (
    <div className="space-y-5">
      <LoadingOverlay show={!!stageLabel} label={stageLabel && t(stageLabel)} />
      <BalanceCard />
      <TopUpActions
        offlineEnabled={offlineEnabled}
        onOffline={startOffline}
        onOnline={() => {
          topUp.clearFailure();
          setOnlineOpen(true);
        }}
      />
      {back && topUp.credited && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-success/30 bg-success-soft p-4 text-sm text-ink"
        >
          <p className="flex items-start gap-2 font-semibold">
            <CircleCheck size={20} aria-hidden="true" className="shrink-0 text-success" />
            {t(back.to === 'booking' ? 'backToBookingNote' : 'backToPaymentNote')}
          </p>
          <LinkButton to={back.path} onClick={topUp.dismissToast} className="px-5">
            {t(back.to === 'booking' ? 'backToBooking' : 'backToPayment')}
          </LinkButton>
        </div>
      )}
      {topUp.failure && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-2xl border border-danger/30 bg-danger-soft p-4 text-sm text-danger"
        >
          <CircleAlert size={20} aria-hidden="true" className="mt-0.5 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t('paymentFailed')}</p>
            {/* The gateway's own words, unless they only repeat the title. */}
            {!sameText(topUp.failure, t('paymentFailed')) && <p>{topUp.failure}</p>}
            <p>{t('paymentFailedNote')}</p>
          </div>
          <button
            type="button"
            onClick={topUp.clearFailure}
            aria-label={t('close')}
            className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-danger/10"
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      )}
      <WalletLimits />
      <section ref={offlineSection} aria-labelledby="offline-heading" className="scroll-mt-16">
        <Card>
          <div className="mb-5 space-y-1">
            <h2 id="offline-heading" className="text-lg font-bold text-ink">
              {t('offlineHeading')}
            </h2>
            <p className="text-sm text-ink-muted">
              {offlineEnabled ? t('offlineIntro') : t('offlineIntroLocked')}
            </p>
          </div>
          <OfflineTopUpForm
            enabled={offlineEnabled}
            firstFieldRef={firstOfflineField}
            onSubmitted={onOfflineSubmitted}
          />
        </Card>
      </section>
      <OnlineTopUpDialog
        open={onlineOpen}
        onOpenChange={setOnlineOpen}
        prefill={prefill}
        amount={amount}
        topUp={topUp}
      />
    </div>
  );
}
