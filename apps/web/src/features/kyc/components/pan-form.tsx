import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PAN_LENGTH } from '@kosh/contract/common/kyc-formats';
import { onlinePanRequestSchema, type KycMethod, type KycRecord } from '@kosh/contract/kyc';
import { ControlledField } from '@/components/ui/controlled-field';
import { uploadPan } from '../api/upload-pan';
import { verifyPanOnline } from '../api/verify-pan-online';
import { useKycSubmit } from '../hooks/use-kyc-submit';
import { useKycFieldMessage, useKycT } from '../messages';
import { fingerprint, offlinePanFormSchema, toFormData } from '../utils/forms';
import { panFilter } from '../utils/inputs';
import { KycForm } from './kyc-form';
import { PhotoField } from './photo-field';

const panInput = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: PAN_LENGTH,
  filter: panFilter,
} as const;

/** The PAN tab's form: checked online at once, or a photo of the card for review (spec/01 §7). */
export function PanForm(props: { record: KycRecord; method: KycMethod; onSent: () => void }) {
  return props.method === 'online' ? <OnlinePanForm {...props} /> : <OfflinePanForm {...props} />;
}

type OnlineValues = z.input<typeof onlinePanRequestSchema>;

function OnlinePanForm({ record, onSent }: { record: KycRecord; onSent: () => void }) {
  const t = useKycT();
  const fieldMessage = useKycFieldMessage();
  const form = useForm<OnlineValues, unknown, z.output<typeof onlinePanRequestSchema>>({
    resolver: zodResolver(onlinePanRequestSchema),
    defaultValues: { PanNumber: record.panno },
  });
  const { submit, pending } = useKycSubmit({
    form,
    fields: ['PanNumber'],
    fallback: 'KYC_PAN_ERROR',
  });

  const onSubmit = form.handleSubmit(async ({ PanNumber }) => {
    const body = { PanNumber };
    if (!(await submit(fingerprint(body), (key) => verifyPanOnline(body, key)))) return;
    onSent();
  });

  return (
    <KycForm
      onSubmit={onSubmit}
      busy={pending}
      busyLabel={t('verifying')}
      submitLabel={t('verifyPan')}
    >
      <p className="text-sm text-ink-muted">{t('panOnlineNote')}</p>
      <ControlledField
        control={form.control}
        name="PanNumber"
        label={t('panNumber')}
        hint={t('panHint')}
        {...panInput}
        error={fieldMessage(form.formState.errors.PanNumber?.message)}
      />
    </KycForm>
  );
}

type OfflineValues = z.input<typeof offlinePanFormSchema>;

function OfflinePanForm({ record, onSent }: { record: KycRecord; onSent: () => void }) {
  const t = useKycT();
  const fieldMessage = useKycFieldMessage();
  const form = useForm<OfflineValues, unknown, z.output<typeof offlinePanFormSchema>>({
    resolver: zodResolver(offlinePanFormSchema),
    defaultValues: { PanNumber: record.panno, slipImage: null },
  });
  const { submit, pending } = useKycSubmit({
    form,
    fields: ['PanNumber', 'slipImage'],
    fallback: 'KYC_PAN_ERROR',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ PanNumber, slipImage }) => {
    const parts = { PanNumber, slipImage };
    if (!(await submit(fingerprint(parts), (key) => uploadPan(toFormData(parts), key)))) return;
    form.reset({ PanNumber, slipImage: null });
    onSent();
  });

  return (
    <KycForm
      onSubmit={onSubmit}
      busy={pending}
      busyLabel={t('submitting')}
      submitLabel={t('uploadPan')}
    >
      <ControlledField
        control={form.control}
        name="PanNumber"
        label={t('panNumber')}
        hint={t('panHint')}
        {...panInput}
        error={fieldMessage(errors.PanNumber?.message)}
      />
      <PhotoField
        control={form.control}
        name="slipImage"
        label={t('panImage')}
        error={fieldMessage(errors.slipImage?.message)}
      />
    </KycForm>
  );
}
