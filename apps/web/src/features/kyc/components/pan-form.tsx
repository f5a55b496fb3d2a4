import { onlinePanRequestSchema, type KycMethod, type KycRecord } from '@kosh/contract/kyc';
import { uploadPan } from '../api/upload-pan';
import { verifyPanOnline } from '../api/verify-pan-online';
import { useKycForm } from '../hooks/use-kyc-form';
import { useKycT } from '../messages';
import { offlinePanFormSchema } from '../utils/forms';
import { DocumentNumberField } from './document-number-field';
import { KycForm } from './kyc-form';
import { PhotoField } from './photo-field';

/** The PAN tab's form: checked online at once, or a photo of the card for review (docs/product-1.md §7). */
export function PanForm(props: { record: KycRecord; method: KycMethod; onSent: () => void }) {
  return props.method === 'online' ? <OnlinePanForm {...props} /> : <OfflinePanForm {...props} />;
}

function OnlinePanForm({ record, onSent }: { record: KycRecord; onSent: () => void }) {
  const t = useKycT();
  const { form, fieldOf, sendBody, pending } = useKycForm(onlinePanRequestSchema, {
    defaultValues: { PanNumber: record.panno },
    fallback: 'KYC_PAN_ERROR',
  });

  const onSubmit = form.handleSubmit(async ({ PanNumber }) => {
    if (!(await sendBody({ PanNumber }, verifyPanOnline))) return;
    onSent();
  });

  return (
    <KycForm onSubmit={onSubmit} busy={pending} verifying submitLabel={t('verifyPan')}>
      <p className="text-sm text-ink-muted">{t('panOnlineNote')}</p>
      <DocumentNumberField {...fieldOf('PanNumber')} kind="pan" />
    </KycForm>
  );
}

function OfflinePanForm({ record, onSent }: { record: KycRecord; onSent: () => void }) {
  const t = useKycT();
  const { form, fieldOf, sendParts, pending } = useKycForm(offlinePanFormSchema, {
    defaultValues: { PanNumber: record.panno, slipImage: null },
    fallback: 'KYC_PAN_ERROR',
  });

  const onSubmit = form.handleSubmit(async ({ PanNumber, slipImage }) => {
    if (!(await sendParts({ PanNumber, slipImage }, uploadPan))) return;
    form.reset({ PanNumber, slipImage: null });
    onSent();
  });

  return (
    <KycForm onSubmit={onSubmit} busy={pending} submitLabel={t('uploadPan')}>
      <DocumentNumberField {...fieldOf('PanNumber')} kind="pan" />
      <PhotoField {...fieldOf('slipImage')} label={t('panImage')} />
    </KycForm>
  );
}
