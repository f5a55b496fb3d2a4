import { catalogue } from '@kosh/contract/messages/catalogue';
import { Tv } from 'lucide-react';
import { SERVICE_CATEGORIES } from '@kosh/contract/service-kinds';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/controlled-field';
import { createDthRecharge } from '../api/create-dth-recharge';
import { useOperatorPayForm } from '../hooks/use-operator-pay-form';
import { useRechargeT } from '../messages';
import {
  DTH_FIELDS,
  acceptDthNumber,
  checkDth,
  emptyDthForm,
  toDthRequest,
  type DthFormValues,
} from '../utils/dth-form';
import type { RepeatPrefill } from '@/lib/repeat-link';
import type { OperatorPicker } from './operator-picker';
import { OperatorPayForm } from './operator-pay-form';

/** DTH Recharge (docs/product-1.md §2, §5): operator, number and amount; success says so on its page. */
export function DthRechargeForm({
  picker,
  prefill,
}: {
  picker: OperatorPicker;
  /** A payment made again (a recent, Balance History's Repeat). */
  prefill?: RepeatPrefill;
}) {
  const t = useRechargeT();
  const working = useOperatorPayForm({
    screen: 'dth',
    kind: 'dth',
    check: checkDth,
    empty: emptyDthForm,
    initial: prefill
      ? { operator: prefill.operatorCode, number: prefill.number, amount: prefill.amount ?? '' }
      : undefined,
    companyField: 'operator',
    fields: DTH_FIELDS,
    toRequest: toDthRequest,
    send: createDthRecharge,
    successMessage: catalogue.DTH_SUCCESS,
    invalidFallback: 'DTH_FORM_INVALID',
  });

  return (
    <OperatorPayForm
      working={working}
      picker={picker}
      category={SERVICE_CATEGORIES.dth}
      icon={Tv}
      heading={t('dthHeading')}
      text={t('dthIntro')}
      amountPlaceholder={t('amountPlaceholder')}
      submit={
        <Button type="submit" block disabled={working.payment.busy} className="py-2">
          {t('proceedDth')}
        </Button>
      }
    >
      <ControlledField<DthFormValues, 'number'>
        control={working.form.control}
        name="number"
        label={t('dthNumber')}
        placeholder={working.company?.Service_No || t('dthNumberPlaceholder')}
        hint={t('dthNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        filter={acceptDthNumber}
        error={working.fieldError('number')}
      />
    </OperatorPayForm>
  );
}
