import { ControlledField } from '@/components/ui/controlled-field';
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ACCOUNT_NUMBER_MAX_LENGTH,
  IFSC_LENGTH,
  toSelfSchema,
  type ToSelfInput,
} from '../schemas/to-self-schema';
import { useStaticServicesT } from '../static-services-messages';
import { ComingSoonForm, useComingSoonForm } from './coming-soon-form';

const EMPTY: ToSelfInput = { accountHolder: '', accountNumber: '', ifsc: '', amount: '' };

/** To Self: the customer's own bank account and an amount (docs/product-2.md §2). Nothing is sent. */
export function ToSelfForm({ serviceName }: { serviceName: string }) {
  const working = useComingSoonForm(toSelfSchema, EMPTY);
  const { form, errorOf } = working;
  const t = useStaticServicesT();

  return (
    <ComingSoonForm
      working={working}
      serviceName={serviceName}
      submitLabel={t('proceedToTransfer')}
    >
      <ControlledField
        control={form.control}
        name="accountHolder"
        label={t('accountHolder')}
        placeholder={t('accountHolderPlaceholder')}
        autoComplete="name"
        maxLength={ACCOUNT_HOLDER_MAX_LENGTH}
        error={errorOf('accountHolder')}
      />
      <ControlledField
        control={form.control}
        name="accountNumber"
        label={t('accountNumber')}
        placeholder={t('accountNumberPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
        // Digits only: a letter or a space is refused as it is typed.
        filter={(text) => (/^\d*$/.test(text) ? text : null)}
        error={errorOf('accountNumber')}
      />
      <ControlledField
        control={form.control}
        name="ifsc"
        label={t('ifsc')}
        placeholder={t('ifscPlaceholder')}
        hint={t('ifscHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={IFSC_LENGTH}
        filter={(text) => {
          const upper = text.toUpperCase();
          return /^[A-Z0-9]*$/.test(upper) ? upper : null;
        }}
        error={errorOf('ifsc')}
      />
    </ComingSoonForm>
  );
}
