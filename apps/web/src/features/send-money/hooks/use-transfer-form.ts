import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { Said } from '@/lib/i18n/i18n';

export interface TransferValues {
  mobile: string;
  amount: string;
  note: string;
}

const EMPTY: TransferValues = { mobile: '', amount: '', note: '' };

/**
 * A mobile-amount-note form's values, each field's message (a catalogue code) and the form's
 * one message; a refusal from the server lands on the field it names, else on the form.
 */
export function useTransferForm() {
  const [values, setValues] = useState<TransferValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<Said>(null);

  const set = (field: keyof TransferValues) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
    setFormError(null);
  };

  const refused = (error: unknown, fallback: string) => {
    if (error instanceof ApiError) {
      const placed: Partial<Record<string, string>> = {};
      for (const field of error.fields) {
        if (field.field in EMPTY) placed[field.field] = field.code ?? field.message;
      }
      if (Object.keys(placed).length > 0) setErrors(placed);
      else setFormError(error);
    } else {
      setFormError(fallback);
    }
  };

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
  };

  return { values, set, errors, setErrors, formError, setFormError, refused, reset };
}
