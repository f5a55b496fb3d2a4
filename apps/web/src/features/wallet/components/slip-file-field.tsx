import type { Ref } from 'react';
import { ImageFileField } from '@/components/ui/image-file-field';
import { formatFileSize } from '@/lib/money';
import { useWalletT } from '../messages';

/** The attachment: a native file input for the slip image, with a preview of what was chosen. */
export function SlipFileField({
  value,
  onChange,
  onBlur,
  error,
  invalid,
  inputRef,
  name,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name: string;
}) {
  const t = useWalletT();
  return (
    <ImageFileField
      label={t('attachment')}
      hint={t('attachmentHint')}
      error={error}
      invalid={invalid}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      inputRef={inputRef}
      chosen={(file) => t('attachmentChosen', { name: file.name, size: formatFileSize(file.size) })}
    />
  );
}
