import type { InputFilter } from '@/components/ui/input-kinds';

/**
 * A box for a code of capitals and digits (a PAN, an IFSC): no autofill or spell check, and a
 * phone's keyboard in capitals. One set of attributes, so every such box behaves alike; `filter`
 * says what the code keeps of what is typed.
 */
export function codeInput(maxLength: number, filter: InputFilter) {
  return {
    autoComplete: 'off',
    autoCapitalize: 'characters',
    spellCheck: false,
    maxLength,
    filter,
  } as const;
}

/**
 * A box for a code of digits, a number that names rather than counts (a bank account's): the
 * phone's number pad and no autofill; `filter` says what it keeps of what is typed.
 */
export function digitCodeInput(maxLength: number, filter: InputFilter) {
  return { inputMode: 'numeric', autoComplete: 'off', maxLength, filter } as const;
}
