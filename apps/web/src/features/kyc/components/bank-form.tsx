import { useEffect } from 'react';
import type { z } from 'zod';
import {
  IFSC_LENGTH,
  IFSC_PATTERN,
  ACCOUNT_NUMBER_INPUT_LENGTH,
} from '@kosh/contract/common/kyc-formats';
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
import { accountFilter, ifscFilter } from '../utils/inputs';
import { KycForm } from './kyc-form';
import { PhotoField } from './photo-field';

const accountInput = {
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: ACCOUNT_NUMBER_INPUT_LENGTH,
  filter: accountFilter,
} as const;

const ifscInput = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: IFSC_LENGTH,
  filter: ifscFilter,
} as const;

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
  const { form, errorOf, sendBody, pending } = useKycForm(onlineBankRequestSchema, {
    defaultValues: { beneficiaryAccount: record.acountno, beneficiaryIFSC: record.ifscode },
    fields: ['beneficiaryAccount', 'beneficiaryIFSC'],
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
    <KycForm
      onSubmit={onSubmit}
      busy={pending}
      busyLabel={t('verifying')}
      submitLabel={t('verifyBank')}
    >
      <p className="text-sm text-ink-muted">{t('bankOnlineNote')}</p>
      <ControlledField
        control={form.control}
        name="beneficiaryAccount"
        label={t('accountNumber')}
        hint={t('accountHint')}
        {...accountInput}
        error={errorOf('beneficiaryAccount')}
      />
      <ControlledField
        control={form.control}
        name="beneficiaryIFSC"
        label={t('ifsc')}
        hint={<span aria-live="polite">{ifsc.hint}</span>}
        {...ifscInput}
        error={errorOf('beneficiaryIFSC')}
      />
    </KycForm>
  );
}

type OfflineValues = z.input<typeof offlineBankFormSchema>;
const OFFLINE_FIELDS = ['BankName', 'BankACNo', 'IFSCCode', 'Branch', 'type', 'slipImage'] as const;

function OfflineBankForm({ record, onSent }: { record: KycRecord; onSent: () => void }) {
  const t = useKycT();
  const { form, errorOf, sendParts, pending } = useKycForm(offlineBankFormSchema, {
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
    fields: OFFLINE_FIELDS,
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
    <KycForm
      onSubmit={onSubmit}
      busy={pending}
      busyLabel={t('submitting')}
      submitLabel={t('uploadBank')}
    >
      <ControlledField
        control={form.control}
        name="BankACNo"
        label={t('accountNumber')}
        hint={t('accountHint')}
        {...accountInput}
        error={errorOf('BankACNo')}
      />
      <ControlledField
        control={form.control}
        name="IFSCCode"
        label={t('ifsc')}
        hint={<span aria-live="polite">{ifsc.hint}</span>}
        {...ifscInput}
        error={errorOf('IFSCCode')}
      />
      <ControlledField
        control={form.control}
        name="BankName"
        label={t('bankName')}
        autoComplete="off"
        maxLength={100}
        error={errorOf('BankName')}
      />
      <ControlledField
        control={form.control}
        name="Branch"
        label={t('branch')}
        autoComplete="off"
        maxLength={100}
        error={errorOf('Branch')}
      />
      <ControlledSelectField
        control={form.control}
        name="type"
        label={t('accountType')}
        placeholder={t('accountTypePlaceholder')}
        options={KYC_ACCOUNT_TYPES.map((type) => ({
          value: type,
          label: t(`accountType.${type}`),
        }))}
        error={errorOf('type')}
      />
      <PhotoField
        control={form.control}
        name="slipImage"
        label={t('bankImage')}
        error={errorOf('slipImage')}
      />
    </KycForm>
  );
}
