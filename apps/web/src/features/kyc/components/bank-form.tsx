import { useEffect } from 'react';
import type { z } from 'zod';
import { IFSC_PATTERN } from '@kosh/contract/common/kyc-formats';
import {
  KYC_ACCOUNT_TYPES,
  onlineBankRequestSchema,
  type KycMethod,
  type KycRecord,
} from '@kosh/contract/kyc';
import { ControlledField, ControlledSelectField } from '@/components/ui/controlled-field';
import { useI18n } from '@/lib/i18n/i18n';
import { useIfscLookup, type IfscBranch } from '../api/lookup-ifsc';
import { uploadBank } from '../api/upload-bank';
import { verifyBankOnline } from '../api/verify-bank-online';
import { useKycForm } from '../hooks/use-kyc-form';
import { useKycT } from '../messages';
import { offlineBankFormSchema } from '../utils/forms';
import { DocumentNumberField } from './document-number-field';
import { KycForm } from './kyc-form';
import { PhotoField } from './photo-field';

/**
 * What an IFSC names, said under its box as soon as it has 11 well-formed characters: the bank
 * and branch, or that no bank has it.
 */
function useIfscHint(ifsc: string): { hint: string; branch: IfscBranch | null } {
  const t = useKycT();
  const { tm } = useI18n();
  const wellFormed = IFSC_PATTERN.test(ifsc) ? ifsc : null;
  const lookup = useIfscLookup(wellFormed);
  if (!wellFormed || lookup.isError) return { hint: t('ifscHint'), branch: null };
  if (lookup.isPending) return { hint: t('ifscChecking'), branch: null };
  if (!lookup.data) return { hint: tm('KYC_IFSC_UNKNOWN'), branch: null };
  const { bank, branch } = lookup.data;
  return {
    hint: branch ? t('ifscFound', { bank, branch }) : bank,
    branch: lookup.data,
  };
}

/** The bank tab's form: a penny drop online, or the account's details and a photo for review. */
export function BankForm(props: { record: KycRecord; method: KycMethod; onSent: () => void }) {
  return props.method === 'online' ? <OnlineBankForm {...props} /> : <OfflineBankForm {...props} />;
}

function OnlineBankForm({ record, onSent }: { record: KycRecord; onSent: () => void }) {
  const t = useKycT();
  const { form, fieldOf, sendBody, pending } = useKycForm(onlineBankRequestSchema, {
    defaultValues: { beneficiaryAccount: record.acountno, beneficiaryIFSC: record.ifscode },
    fallback: 'KYC_BANK_ERROR',
  });
  const ifsc = useIfscHint(String(form.watch('beneficiaryIFSC') ?? ''));

  const onSubmit = form.handleSubmit(async ({ beneficiaryAccount, beneficiaryIFSC }) => {
    // The spec's call sends its extras empty: the name checked is the customer's own.
    const body = {
      beneficiaryAccount,
      beneficiaryIFSC,
      beneficiaryName: '',
      beneficiaryMobile: '',
    };
    if (!(await sendBody(body, verifyBankOnline))) return;
    onSent();
  });

  return (
    <KycForm onSubmit={onSubmit} busy={pending} verifying submitLabel={t('verifyBank')}>
      <p className="text-sm text-ink-muted">{t('bankOnlineNote')}</p>
      <DocumentNumberField {...fieldOf('beneficiaryAccount')} kind="account" />
      <DocumentNumberField
        {...fieldOf('beneficiaryIFSC')}
        kind="ifsc"
        hint={<span aria-live="polite">{ifsc.hint}</span>}
      />
    </KycForm>
  );
}

type OfflineValues = z.input<typeof offlineBankFormSchema>;

/** The bank's and the branch's names: free text the IFSC may fill in. */
const BANK_TEXT_INPUT = { autoComplete: 'off', maxLength: 100 } as const;

function OfflineBankForm({ record, onSent }: { record: KycRecord; onSent: () => void }) {
  const t = useKycT();
  const { form, fieldOf, sendParts, pending } = useKycForm(offlineBankFormSchema, {
    defaultValues: {
      BankName: record.bankname,
      BankACNo: record.acountno,
      IFSCCode: record.ifscode,
      Branch: record.branch,
      type: (KYC_ACCOUNT_TYPES as readonly string[]).includes(record.type)
        ? (record.type as OfflineValues['type'])
        : undefined,
      slipImage: null,
    },
    fallback: 'KYC_BANK_ERROR',
  });
  const ifsc = useIfscHint(String(form.watch('IFSCCode') ?? ''));

  // What the IFSC names fills the bank and branch the customer has not typed yet.
  const found = ifsc.branch;
  useEffect(() => {
    if (!found) return;
    if (!form.getValues('BankName')) form.setValue('BankName', found.bank);
    if (!form.getValues('Branch') && found.branch) form.setValue('Branch', found.branch);
  }, [found, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const parts = {
      BankName: values.BankName,
      BankACNo: values.BankACNo,
      IFSCCode: values.IFSCCode,
      Branch: values.Branch,
      type: values.type,
      slipImage: values.slipImage,
    };
    if (!(await sendParts(parts, uploadBank))) return;
    form.reset({ ...values, slipImage: null });
    onSent();
  });

  return (
    <KycForm onSubmit={onSubmit} busy={pending} submitLabel={t('uploadBank')}>
      <DocumentNumberField {...fieldOf('BankACNo')} kind="account" />
      <DocumentNumberField
        {...fieldOf('IFSCCode')}
        kind="ifsc"
        hint={<span aria-live="polite">{ifsc.hint}</span>}
      />
      <ControlledField {...fieldOf('BankName')} label={t('bankName')} {...BANK_TEXT_INPUT} />
      <ControlledField {...fieldOf('Branch')} label={t('branch')} {...BANK_TEXT_INPUT} />
      <ControlledSelectField
        {...fieldOf('type')}
        label={t('accountType')}
        placeholder={t('accountTypePlaceholder')}
        options={KYC_ACCOUNT_TYPES.map((type) => ({
          value: type,
          label: t(`accountType.${type}`),
        }))}
      />
      <PhotoField {...fieldOf('slipImage')} label={t('bankImage')} />
    </KycForm>
  );
}
