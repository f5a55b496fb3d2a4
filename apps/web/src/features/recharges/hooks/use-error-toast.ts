import { useCallback, useEffect, useId, useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { useI18n } from '@/lib/i18n/i18n';
import { useRechargeMessage } from '../messages';

/**
 * A screen's one error toast, titled Error (spec/01 §8): a new problem replaces it rather than
 * stacking, and it goes when its cause goes — the customer changes what they typed (`form`), a
 * new attempt starts (`dismiss`), or the screen is left.
 */
export function useErrorToast<Values extends FieldValues>(form?: UseFormReturn<Values>) {
  const id = useId();
  const { t } = useI18n();
  const serverMessage = useRechargeMessage();

  const dismiss = useCallback(() => {
    toast.dismiss(id);
  }, [id]);
  const show = useCallback(
    (message: string) => {
      toast.error(t('common.error'), { id, description: serverMessage(message) });
    },
    [id, t, serverMessage],
  );

  useEffect(() => {
    const subscription = form?.watch(() => dismiss());
    return () => {
      subscription?.unsubscribe();
      dismiss();
    };
  }, [form, dismiss]);

  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}

export type ErrorToast = ReturnType<typeof useErrorToast>;
