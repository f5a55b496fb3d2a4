import { catalogue } from '@kosh/contract/messages/catalogue';
import { Car } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { SERVICE_CATEGORIES } from '@kosh/contract/service-kinds';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/controlled-field';
import { createFastagRecharge } from '../api/create-fastag-recharge';
import { useOperatorPayForm } from '../hooks/use-operator-pay-form';
import { useRechargeT } from '../messages';
import {
  FASTAG_FIELDS,
  VEHICLE_MAX_LENGTH,
  acceptVehicleInput,
  checkFastag,
  emptyFastagForm,
  toFastagRequest,
  type FastagFormValues,
} from '../utils/fastag-form';
import type { RepeatPrefill } from '@/lib/repeat-link';
import type { OperatorPicker } from './operator-picker';
import { OperatorPayForm } from './operator-pay-form';

/**
 * Fastag Recharge (docs/product-1.md §2, §5): operator, vehicle number and at least ₹500. Each field says
 * what is wrong with it as it is typed, and the button — styled disabled while the form is
 * invalid — names the fields still to fill; a press still says what is missing (collected).
 */
export function FastagRechargeForm({
  picker,
  prefill,
}: {
  picker: OperatorPicker;
  /** A payment made again (a recent, Balance History's Repeat). */
  prefill?: RepeatPrefill;
}) {
  const t = useRechargeT();
  const working = useOperatorPayForm({
    screen: 'fastag',
    kind: 'fastag',
    check: checkFastag,
    empty: emptyFastagForm,
    initial: prefill
      ? { opcode: prefill.operatorCode, number: prefill.number, amount: prefill.amount ?? '' }
      : undefined,
    // Each field says what is wrong with it as it is typed, not only after a press.
    mode: 'onChange',
    companyField: 'opcode',
    fields: FASTAG_FIELDS,
    toRequest: toFastagRequest,
    send: createFastagRecharge,
    successMessage: catalogue.PAYMENT_SUCCESS,
    invalidFallback: 'FIELDS_INVALID',
  });
  const values = useWatch({ control: working.form.control });
  const { valid, names: missing } = checkFastag({ ...emptyFastagForm(), ...values });
  const missingId = useId();

  return (
    <OperatorPayForm
      working={working}
      picker={picker}
      category={SERVICE_CATEGORIES.fastag}
      icon={Car}
      heading={t('fastagHeading')}
      text={t('fastagIntro')}
      amountPlaceholder={t('fastagAmountPlaceholder')}
      submit={
        <div className="space-y-2">
          <Button
            type="submit"
            block
            disabled={working.payment.busy}
            // Styled disabled while invalid (docs/product-1.md §2), still pressable to hear what is missing;
            // and why it is greyed is said beside it, before any press.
            aria-disabled={valid ? undefined : true}
            aria-describedby={valid ? undefined : missingId}
            className="py-2 aria-disabled:cursor-not-allowed aria-disabled:bg-brand-200 aria-disabled:shadow-none aria-disabled:hover:bg-brand-200"
          >
            {t('proceedFastag')}
          </Button>
          {!valid && (
            <p id={missingId} className="text-center text-sm text-ink-muted">
              {t('stillNeeded', {
                fields: missing.map((name) => t(`field.${name}`)).join(', '),
              })}
            </p>
          )}
        </div>
      }
    >
      <ControlledField<FastagFormValues, 'number'>
        control={working.form.control}
        name="number"
        label={t('fastagNumber')}
        placeholder={t('fastagNumberPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={VEHICLE_MAX_LENGTH}
        filter={acceptVehicleInput}
        error={working.fieldError('number')}
      />
    </OperatorPayForm>
  );
}
