import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A refused submit moves the focus to the first field the form marks invalid (aria-invalid), once,
 * in the commit that draws the refusal. For forms made with useForm's `shouldFocusError: false`.
 *
 * react-hook-form's own focus on error focuses that field as the submit is refused, and again on a
 * zero-delay timer (a retry for fields disabled while submitting, which our forms never do). On a
 * busy phone that timer runs late, after the reader has gone on to the next box, and takes the
 * focus from under their typing: '149.999' typed into an amount after a refused submit became
 * '149.' (the rest went to the operator select) or '1490.59' (the focus left before the box was
 * emptied, and came back with the caret before the old '0.5').
 *
 * Pass the form's formState (reading submitCount renders the form when a submit ends), call
 * `refused` from handleSubmit's onInvalid, and put `formRef` on the <form>.
 */
export function useFocusFirstInvalid(formState: { submitCount: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const wasRefused = useRef(false);
  const { submitCount } = formState;

  useLayoutEffect(() => {
    if (!wasRefused.current) return;
    wasRefused.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const refused = useCallback(() => {
    wasRefused.current = true;
  }, []);

  return { formRef, refused };
}
