import { forwardRef } from 'react';
import { Field } from '@/components/ui/field';

/** A masked 4-digit PIN box with the phone's number pad; anything but digits is dropped. */
export const PinInput = forwardRef<
  HTMLInputElement,
  {
    label: string;
    value: string;
    onChange: (value: string) => void;
    error?: string;
    hint?: string;
    autoFocus?: boolean;
  }
>(function PinInput({ label, value, onChange, error, hint, autoFocus }, ref) {
  return (
    <Field
      ref={ref}
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      pattern="[0-9]*"
      maxLength={4}
      value={value}
      error={error}
      hint={hint}
      // A dialog opened for this one box: the keypad comes up at once.
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
    />
  );
});
