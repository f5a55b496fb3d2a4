import { codeInput, digitCodeInput } from '@/components/ui/code-input';
import { ControlledField, fieldBinder } from '@/components/ui/controlled-field';
import type { InputFilter } from '@/components/ui/input-kinds';
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

/** Digits only: a letter or a space is refused as it is typed. */
const digitsOnly: InputFilter = (text) => (/^\d*$/.test(text) ? text : null);

/** Capitals and digits, upper-cased as typed; anything else is refused. */
const capitalsAndDigits: InputFilter = (text) => {
  const upper = text.toUpperCase();
  return /^[A-Z0-9]*$/.test(upper) ? upper : null;
};

/** To Self: the customer's own bank account and an amount (docs/product-2.md §2). Nothing is sent. */
export function ToSelfForm({ serviceName }: { serviceName: string }) {
  const working = useComingSoonForm(toSelfSchema, EMPTY);
  const { form, errorOf } = working;
  const fieldOf = fieldBinder(form.control, errorOf);
  const t = useStaticServicesT();

  return (
    <ComingSoonForm
      working={working}
      serviceName={serviceName}
      submitLabel={t('proceedToTransfer')}
    >
      <ControlledField
        {...fieldOf('accountHolder')}
        label={t('accountHolder')}
        placeholder={t('accountHolderPlaceholder')}
        autoComplete="name"
        maxLength={ACCOUNT_HOLDER_MAX_LENGTH}
      />
      <ControlledField
        {...fieldOf('accountNumber')}
        label={t('accountNumber')}
        placeholder={t('accountNumberPlaceholder')}
        {...digitCodeInput(ACCOUNT_NUMBER_MAX_LENGTH, digitsOnly)}
      />
      <ControlledField
        {...fieldOf('ifsc')}
        label={t('ifsc')}
        placeholder={t('ifscPlaceholder')}
        hint={t('ifscHint')}
        {...codeInput(IFSC_LENGTH, capitalsAndDigits)}
      />
    </ComingSoonForm>
  );
}
