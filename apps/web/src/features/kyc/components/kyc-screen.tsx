import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useState } from 'react';
import {
  KYC_SECTIONS,
  type KycMethod,
  type KycRecord,
  type KycSection,
  type KycStatus,
} from '@kosh/contract/kyc';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useKycRecord } from '../api/get-kyc-record';
import { useKycT } from '../messages';
import { firstOpenSection, nextOpenSection, sectionState } from '../utils/sections';
import { AadhaarForm } from './aadhaar-form';
import { BankForm } from './bank-form';
import { KycSummary } from './kyc-summary';
import { MethodToggle } from './method-toggle';
import { PanForm } from './pan-form';
import { PersonalForm } from './personal-form';
import { PreviewDialog, type Preview } from './preview-dialog';
import { SectionPanel, type SubmittedDetails } from './section-panel';

const DOCUMENTS: readonly KycSection[] = ['pan', 'bank', 'aadhaar'];

const TAB_ICONS: Partial<Record<KycStatus, typeof Clock>> = {
  '1': CircleCheck,
  '2': Clock,
  '3': CircleX,
};
const TAB_INK: Partial<Record<KycStatus, string>> = {
  '1': 'text-success',
  '2': 'text-amber-700 dark:text-amber-300',
  '3': 'text-danger',
};

/**
 * KYC Verification (docs/product-1.md §2): the wallet's KYC level, Online or Offline KYC, and a tab per
 * section — Personal, PAN, Bank, Aadhaar — each with its stamp, what was submitted and its form.
 */
export function KycScreen() {
  const t = useKycT();
  const record = useKycRecord();

  if (record.isPending) {
    return (
      <div role="status" aria-label={t('loading')} className="space-y-4">
        <div className="h-24 animate-pulse rounded-2xl bg-surface shadow-[var(--shadow-card)]" />
        <div className="h-16 animate-pulse rounded-2xl bg-surface shadow-[var(--shadow-card)]" />
        <div className="h-96 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]" />
      </div>
    );
  }
  if (record.isError) {
    return (
      <Card className="text-center">
        <p role="alert" className="font-semibold text-ink">
          {t('loadError')}
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => void record.refetch()}
          disabled={record.isFetching}
        >
          {t('retry')}
        </Button>
      </Card>
    );
  }
  return <KycSections record={record.data} />;
}

function KycSections({ record }: { record: KycRecord }) {
  const t = useKycT();
  const [method, setMethod] = useState<KycMethod>('online');
  // Opens where the customer has something to do; stays where they put it.
  const [chosen, setChosen] = useState<KycSection>(() => firstOpenSection(record));
  const [preview, setPreview] = useState<Preview | null>(null);

  const details = submittedDetails(record, t);
  const formOf = (section: KycSection, onSent: () => void) => {
    switch (section) {
      case 'personal':
        return <PersonalForm record={record} onSent={onSent} />;
      case 'pan':
        return <PanForm key={method} record={record} method={method} onSent={onSent} />;
      case 'bank':
        return <BankForm key={method} record={record} method={method} onSent={onSent} />;
      case 'aadhaar':
        return <AadhaarForm key={method} method={method} onSent={onSent} />;
    }
  };
  const open = (section: KycSection) => {
    setChosen(section);
    // The tab chosen by "Next" is where the reader goes on from.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-kyc-tab="${section}"]`)?.focus(),
    );
  };

  return (
    <div className="space-y-5">
      <KycSummary record={record} />
      {/* Online or offline is a choice only while a document may still be sent. */}
      {DOCUMENTS.some((section) => sectionState(record, section).status !== '1') && (
        <MethodToggle value={method} onChange={setMethod} />
      )}
      <Tabs.Root value={chosen} onValueChange={(value) => setChosen(value as KycSection)}>
        <Tabs.List
          aria-label={t('tabsLabel')}
          className="grid grid-cols-4 gap-1 rounded-2xl bg-surface p-1 shadow-[var(--shadow-card)]"
        >
          {KYC_SECTIONS.map((section) => {
            const { status } = sectionState(record, section);
            const Icon = TAB_ICONS[status];
            return (
              <Tabs.Trigger
                key={section}
                value={section}
                data-kyc-tab={section}
                className="flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-sm font-semibold text-ink-muted transition-colors hover:bg-canvas data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:data-[state=active]:bg-brand-500 dark:data-[state=active]:text-canvas"
              >
                <span>{t(`tab.${section}`)}</span>
                {Icon ? (
                  <Icon
                    size={14}
                    aria-hidden="true"
                    className={clsx('in-data-[state=active]:text-current', TAB_INK[status])}
                  />
                ) : (
                  <span aria-hidden="true" className="h-3.5" />
                )}
                <span className="sr-only">, {t(`status.${status}`)}</span>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {KYC_SECTIONS.map((section) => (
          <Tabs.Content
            key={section}
            value={section}
            // Every tab stays mounted, so what is typed in one survives a look at another.
            forceMount
            className="mt-4 rounded-[var(--radius-card)] bg-surface p-5 shadow-[var(--shadow-card)] focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/30 data-[state=inactive]:hidden sm:p-6"
          >
            <SectionPanel
              section={section}
              state={sectionState(record, section)}
              details={details[section]}
              next={nextOpenSection(record, section)}
              onNext={open}
              onPreview={setPreview}
            >
              {(onSent) => formOf(section, onSent)}
            </SectionPanel>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <PreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </div>
  );
}

/** What each section shows of its submission (docs/product-1.md §3's record; Aadhaar only masked). */
function submittedDetails(
  record: KycRecord,
  t: ReturnType<typeof useKycT>,
): Record<KycSection, SubmittedDetails> {
  const how = (section: KycSection) =>
    t(sectionState(record, section).online ? 'checkedBy.online' : 'checkedBy.offline');
  return {
    personal: {
      rows: [
        { label: t('name'), value: record.appmstfname },
        { label: t('address'), value: record.AppMstAddress1 },
        { label: t('detail.city'), value: record.AppMstCity },
        { label: t('district'), value: record.distt },
        { label: t('state'), value: record.AppMstState },
        { label: t('pincode'), value: record.AppMstPinCode },
        { label: t('detail.email'), value: record.email },
        { label: t('mobile'), value: record.AppMstMobile },
      ],
      images: [],
    },
    pan: {
      rows: [
        { label: t('panNumber'), value: record.panno },
        { label: t('checkedBy'), value: how('pan') },
      ],
      images: [{ label: t('image.pan'), path: record.panimage }],
    },
    bank: {
      rows: [
        { label: t('accountNumber'), value: record.acountno },
        { label: t('ifsc'), value: record.ifscode },
        { label: t('bankName'), value: record.bankname },
        { label: t('branch'), value: record.branch },
        { label: t('accountType'), value: record.type },
        { label: t('checkedBy'), value: how('bank') },
      ],
      images: [{ label: t('image.bank'), path: record.bankimage }],
    },
    aadhaar: {
      rows: [
        { label: t('aadhaarNumber'), value: record.Aadharno },
        { label: t('checkedBy'), value: how('aadhaar') },
      ],
      images: [
        { label: t('image.front'), path: record.AadharFront },
        { label: t('image.back'), path: record.AadharBack },
      ],
    },
  };
}
