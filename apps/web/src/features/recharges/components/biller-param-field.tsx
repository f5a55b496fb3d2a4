import type { BillerParam } from '@kosh/contract/billers';
import { forwardRef } from 'react';
import { Field } from '@/components/ui/field';
import { useRechargeT } from '../messages';
import { paramInput } from '../utils/biller-form';

/** One of the biller's parameters as a box: its label, keyboard and length, optional ones marked. */
export const BillerParamField = forwardRef<
  HTMLInputElement,
  {
    param: BillerParam;
    value: string;
    error?: string;
    onChange: (value: string) => void;
  }
>(function BillerParamField({ param, value, error, onChange }, ref) {
  const t = useRechargeT();
  const input = paramInput(param);
  return (
    <Field
      ref={ref}
      label={param.optional ? t('optionalField', { label: param.label }) : param.label}
      name={param.name}
      // Marked for screen readers; the form (noValidate) runs the biller's own check on submit.
      required={!param.optional}
      type={input.type}
      inputMode={input.inputMode}
      maxLength={input.maxLength}
      autoComplete={input.autoComplete}
      spellCheck={false}
      autoCapitalize={param.dataType === 'ALPHANUMERIC' ? 'characters' : undefined}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
});
