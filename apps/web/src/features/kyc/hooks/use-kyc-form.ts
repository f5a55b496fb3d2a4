import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type { z } from 'zod';
import type { MessageCode } from '@kosh/contract/messages/catalogue';
import { fieldBinder } from '@/components/ui/controlled-field';
import { useKycFieldMessage } from '../messages';
import { fingerprint, toFormData, type Part } from '../utils/forms';
import { useKycSubmit, type KycAnswer } from './use-kyc-submit';

/**
 * One KYC form: its values checked by `schema` (the contract's rules), its submits
 * (useKycSubmit), and each field's message in the reader's language (`errorOf`). `sendBody`
 * sends a JSON call, `sendParts` a multipart upload of the document's fields and photos, each
 * under the fingerprint of what it sends. `fieldOf` gives a field component the form's control,
 * the field's name and its message, so each name is written once.
 */
export function useKycForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: {
    defaultValues: DefaultValues<Input>;
    /** The fields the server's refusals may name: by default every field the form has. */
    fields?: readonly Path<Input>[];
    /** The spec's line when nothing specific answered ("Error updating pan details!!"). */
    fallback: MessageCode;
    mode?: 'onTouched';
  },
) {
  const { defaultValues, fallback, mode } = options;
  const fields = options.fields ?? (Object.keys(defaultValues) as Path<Input>[]);
  const fieldMessage = useKycFieldMessage();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    // Left out, not undefined: an undefined mode would replace the default one.
    ...(mode ? { mode } : {}),
  });
  const submits = useKycSubmit({ form, fields, fallback });
  const { submit } = submits;

  const errorOf = (name: Path<Input>) =>
    fieldMessage((get(form.formState.errors, name) as FieldError | undefined)?.message);

  const fieldOf = fieldBinder<Input, Output>(form.control, errorOf);

  const sendBody = <Body extends Record<string, Part>>(
    body: Body,
    call: (body: Body, idempotencyKey: string) => Promise<KycAnswer>,
  ) => submit(fingerprint(body), (key) => call(body, key));

  const sendParts = (
    parts: Record<string, Part>,
    call: (body: FormData, idempotencyKey: string) => Promise<KycAnswer>,
  ) => submit(fingerprint(parts), (key) => call(toFormData(parts), key));

  return { form, errorOf, fieldOf, sendBody, sendParts, ...submits };
}
