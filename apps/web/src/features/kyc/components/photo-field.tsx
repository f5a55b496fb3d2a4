import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ImageFileField } from '@/components/ui/image-file-field';
import { formatFileSize } from '@/lib/money';
import { useKycT } from '../messages';

/** A document photo of a KYC form, wired to the form (react-hook-form's controller). */
export function PhotoField<Values extends FieldValues>({
  control,
  name,
  label,
  error,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  /** The field's message in the reader's language. */
  error?: string;
}) {
  const t = useKycT();
  const { field } = useController({ control, name });
  return (
    <ImageFileField
      label={label}
      hint={t('fileHint')}
      error={error}
      value={(field.value as File | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      inputRef={field.ref}
      chosen={(file) => t('fileChosen', { name: file.name, size: formatFileSize(file.size) })}
    />
  );
}
