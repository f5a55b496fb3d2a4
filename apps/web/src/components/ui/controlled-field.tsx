import type { Ref } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseControllerProps,
} from 'react-hook-form';
import { Field, type FieldProps } from '@/components/ui/field';
import { SelectField, type SelectFieldProps } from '@/components/ui/select-field';
import type { InputFilter } from '@/components/ui/input-kinds';

/** Where a controlled field finds its form value, and what it shows when the value is wrong. */
interface ControlledProps<Values extends FieldValues, Name extends FieldPath<Values>, Transformed> {
  /** The form's control (whatever its resolver turns the values into on submit). */
  control: NonNullable<UseControllerProps<Values, Name, Transformed>['control']>;
  name: Name;
  /**
   * The field's message in the reader's language — the form's own message function, called once
   * here, so how forms word their errors can change in one place per form.
   */
  error?: string;
  /** Runs after the form has taken a new value (a choice that shapes the rest of the form). */
  onValueChange?: (value: PathValue<Values, Name>) => void;
}

/**
 * What a field element needs from the form: its name, value and blur, a ref that reaches both the
 * form (focus on the first error) and the caller, and `set` for a text the element accepted. Both
 * controlled fields take their props through here, so they are wired to the form the same way;
 * `rest` is what the element itself is given.
 */
function useControlled<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed,
  Element,
  Rest extends object,
>({
  control,
  name,
  error,
  onValueChange,
  ref: own,
  ...rest
}: ControlledProps<Values, Name, Transformed> & { ref?: Ref<Element> } & Rest) {
  const { field } = useController({ control, name });
  const wired = {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onBlur: field.onBlur,
    error,
    ref: (node: Element | null) => {
      field.ref(node);
      if (typeof own === 'function') own(node);
      else if (own) own.current = node;
    },
  };
  const set = (text: string) => {
    field.onChange(text);
    onValueChange?.(text as PathValue<Values, Name>);
  };
  return { wired, set, rest };
}

export type ControlledFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
> = ControlledProps<Values, Name, Transformed> &
  Omit<FieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & {
    /** Filters keystrokes: see InputFilter; spread an InputKind to get one with its attributes. */
    filter?: InputFilter;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A text box of a react-hook-form form: Field (label, hint, error, aria-invalid and
 * aria-describedby) wired to the form through useController, with an optional keystroke filter.
 */
export function ControlledField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>({ filter, ...props }: ControlledFieldProps<Values, Name, Transformed>) {
  const { wired, set, rest } = useControlled(props);
  return (
    <Field
      {...rest}
      {...wired}
      onChange={(event) => {
        const text = filter ? filter(event.target.value) : event.target.value;
        if (text !== null) set(text);
      }}
    />
  );
}

export type ControlledSelectFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
> = ControlledProps<Values, Name, Transformed> &
  Omit<SelectFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>;

/** A native select of a react-hook-form form, wired like ControlledField. */
export function ControlledSelectField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>(props: ControlledSelectFieldProps<Values, Name, Transformed>) {
  const { wired, set, rest } = useControlled(props);
  return <SelectField {...rest} {...wired} onChange={(event) => set(event.target.value)} />;
}

/**
 * Hands a controlled field its form's control, its name and its message (`errorOf`), so a form
 * writes each field's name once: `<ControlledField {...fieldOf('email')} label=… />`.
 */
export function fieldBinder<Values extends FieldValues, Transformed>(
  control: Control<Values, unknown, Transformed>,
  errorOf: (name: FieldPath<Values>) => string | undefined,
) {
  return <Name extends FieldPath<Values>>(name: Name) => ({ control, name, error: errorOf(name) });
}
