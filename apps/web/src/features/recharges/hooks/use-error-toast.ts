import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { useI18n, type Said } from '@/lib/i18n/i18n';
import { useRechargeMessage } from '../messages';

/**
 * A screen's one error toast, titled Error (docs/product-1.md §8): a new problem replaces it rather than
 * stacking, and it goes when its cause goes — the customer changes what they typed (`form`), a
 * new attempt starts (`dismiss`), or the screen is left.
 */
export function useErrorToast<Values extends FieldValues>(form?: UseFormReturn<Values>) {
  const base = useId();
  const { t } = useI18n();
  const serverMessage = useRechargeMessage();
  /**
   * The toast on screen, if any. A new message updates it in place; once it is gone, the next one
   * takes a new id — sonner would drop a toast raised under the id of one still fading out.
   */
  const shown = useRef<string | null>(null);
  const count = useRef(0);

  const dismiss = useCallback(() => {
    if (shown.current) toast.dismiss(shown.current);
    shown.current = null;
  }, []);
  const show = useCallback(
    (message: Said) => {
      if (!shown.current) {
        count.current += 1;
        shown.current = `${base}-${count.current}`;
      }
      const id = shown.current;
      const gone = () => {
        if (shown.current === id) shown.current = null;
      };
      toast.error(t('common.error'), {
        id,
        description: serverMessage(message),
        onDismiss: gone,
        onAutoClose: gone,
      });
    },
    [base, t, serverMessage],
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
