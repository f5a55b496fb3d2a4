import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { isMessageCode, type MessageCode } from '@kosh/contract/messages/catalogue';
import { useSubmitKey } from '@/hooks/use-submit-key';
import { KYC_QUERY_KEY } from '@/hooks/use-kyc-level';
import { WALLET_BALANCE_KEY } from '@/hooks/use-wallet-balance';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { isUnanswered, withRetries } from '@/lib/idempotency';

/**
 * The screen's one toast (docs/product-1.md §8: one per event): a submit's outcome, or why it failed. It
 * goes when the customer edits the form or sends again. Each toast gets an id of its own: sonner
 * loses a toast raised under an id it is still fading out, as a quick edit-then-submit would do.
 */
let toastCount = 0;
let shownToast: string | null = null;

function clearToast() {
  if (shownToast) toast.dismiss(shownToast);
  shownToast = null;
}

function nextToastId(): string {
  clearToast();
  toastCount += 1;
  shownToast = `kyc-${toastCount}`;
  return shownToast;
}

/** What a KYC submit answers: its code says which of the spec's toasts to show. */
export interface KycAnswer {
  code?: string;
  message?: string;
}

/**
 * A failure the server named: anything it answered with a code of its own. A dropped connection
 * or a crash says nothing specific, so the spec's generic line for the form is shown instead.
 */
function namedFailure(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status > 0 &&
    isMessageCode(error.code) &&
    error.code !== 'INTERNAL'
  );
}

/**
 * One KYC form's submits. Each goes with an Idempotency-Key, kept while it had no answer so a
 * retry is applied once; a refusal lands on the fields the server names, or in the one error toast
 * (the server's words by code, or `fallback` — the spec's "Error updating pan details!!" — when
 * nothing specific answered), which goes once the customer edits the form or sends it again.
 */
export function useKycSubmit<Values extends FieldValues, Sent extends FieldValues = Values>({
  form,
  fields,
  fallback,
}: {
  form: UseFormReturn<Values, unknown, Sent>;
  fields: readonly Path<Values>[];
  fallback: MessageCode;
}) {
  const { t, tm } = useI18n();
  const queryClient = useQueryClient();
  const submitKey = useSubmitKey<null>();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') clearToast();
    });
    return () => subscription.unsubscribe();
  }, [form]);

  /**
   * Sends once (retrying a dropped connection under the same key); null when it failed.
   * `refused` may say a refusal where the form wants it (the OTP's box): true when it did.
   */
  const send = useCallback(
    async <Answer extends KycAnswer>(
      print: string,
      call: (idempotencyKey: string) => Promise<Answer>,
      refused?: (error: ApiError) => boolean,
    ): Promise<Answer | null> => {
      const { key } = submitKey.begin(print, () => null);
      // A new attempt: what the last one said no longer applies.
      clearToast();
      setPending(true);
      try {
        const answer = await withRetries(call, key);
        submitKey.settle();
        return answer;
      } catch (error) {
        if (!isUnanswered(error)) submitKey.settle();
        if (error instanceof ApiError && error.status === 401) return null;
        if (namedFailure(error) && refused?.(error)) return null;
        let placed = false;
        if (error instanceof ApiError) {
          for (const field of error.fields) {
            if (!fields.includes(field.field as Path<Values>)) continue;
            form.setError(field.field as Path<Values>, {
              type: 'server',
              message: field.params ? tm(field) : (field.code ?? field.message),
            });
            placed = true;
          }
        }
        if (!placed) {
          // A 400 on a field this form lacks: its own words, not "check the highlighted fields".
          const said = namedFailure(error)
            ? error.code === 'VALIDATION_FAILED' && error.fields[0]
              ? tm(error.fields[0])
              : tm(error)
            : tm(fallback);
          toast.error(t('common.error'), { description: said, id: nextToastId() });
        }
        return null;
      } finally {
        setPending(false);
      }
    },
    [submitKey, fields, form, tm, t, fallback],
  );

  /**
   * Says what a section's answer was — the spec's success toast, or that a mismatched name goes
   * to review — and refreshes the record, the KYC level and the balance, so a wallet just made
   * full-KYC shows its higher limit on Add Money without a reload.
   */
  const announce = useCallback(
    async (answer: KycAnswer) => {
      const id = nextToastId();
      if (answer.code === 'KYC_NAME_MISMATCH_REVIEW') toast(tm(answer), { id });
      else toast.success(tm(answer), { id });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY }),
      ]);
    },
    [queryClient, tm],
  );

  /** The whole of most submits: send, then say what the answer was. True when it was sent. */
  const submit = useCallback(
    async <Answer extends KycAnswer>(
      print: string,
      call: (idempotencyKey: string) => Promise<Answer>,
    ): Promise<boolean> => {
      const answer = await send(print, call);
      if (!answer) return false;
      await announce(answer);
      return true;
    },
    [send, announce],
  );

  return { send, announce, submit, pending };
}
