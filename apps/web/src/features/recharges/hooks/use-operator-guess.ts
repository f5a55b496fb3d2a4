import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useOperatorLookup } from '../api/lookup-operator';
import type { MobileFormValues } from '../utils/mobile-form';

/**
 * The operator and circle guessed from the number as it is completed. What the customer picked by
 * hand is never overwritten by a guess.
 */
export function useOperatorGuess(form: UseFormReturn<MobileFormValues>) {
  const number = useWatch({ control: form.control, name: 'number' });
  const lookup = useOperatorLookup(number);
  const manual = useRef({ opcode: false, circle: false });
  const [guessed, setGuessed] = useState(false);

  // The guess arrives once the tenth digit is typed (or the number came in a link).
  useEffect(() => {
    const guess = lookup.data;
    if (!guess) return;
    let applied = false;
    if (!manual.current.opcode && guess.opcode) {
      form.setValue('opcode', guess.opcode, { shouldValidate: form.formState.isSubmitted });
      applied = true;
    }
    if (!manual.current.circle && guess.circle) {
      form.setValue('circle', guess.circle);
      applied = true;
    }
    setGuessed(applied);
  }, [lookup.data, form]);

  return {
    looking: lookup.isFetching,
    guessed,
    /** A guess belonged to the old number; a choice by hand stays. */
    numberChanged: () => {
      if (!manual.current.opcode) form.setValue('opcode', '');
      if (!manual.current.circle) form.setValue('circle', '');
      setGuessed(false);
    },
    chosenByHand: (field: 'opcode' | 'circle', chosen: boolean) => {
      manual.current[field] = chosen;
    },
    reset: () => {
      manual.current = { opcode: false, circle: false };
      setGuessed(false);
    },
  };
}
