import { SelectField, type SelectFieldProps } from '@/components/ui/select-field';
import { BANNER_LANGUAGE_OPTIONS } from '../utils/banner-languages';

/** Whom an image is for: every reader, or only those of the language drawn in it. */
export function BannerLanguageField(props: Omit<SelectFieldProps, 'label' | 'options' | 'hint'>) {
  return (
    <SelectField
      label="Language"
      hint="Shown only to readers of this language, when its words are drawn in the image."
      options={BANNER_LANGUAGE_OPTIONS}
      {...props}
    />
  );
}
