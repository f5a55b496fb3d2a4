import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { BannerLanguageField } from './banner-language-field';

type Detail = 'alt' | 'linke' | 'language';

/**
 * An image's alt text, link and language, as the upload form and the edit dialog ask for them;
 * a new image's fields say a little more (`forUpload`).
 */
export function BannerDetailsFields({
  register,
  errors,
  forUpload = false,
}: {
  /** The form's own register and errors. */
  register: (name: Detail) => UseFormRegisterReturn<Detail>;
  errors: Partial<Record<Detail, { message?: string }>>;
  forUpload?: boolean;
}) {
  return (
    <>
      <Field
        label="Alt text"
        hint={forUpload ? 'Describe the image for people who cannot see it.' : undefined}
        error={errors.alt?.message}
        maxLength={150}
        {...register('alt')}
      />
      <Field
        label="Link"
        hint="Optional. A Kosh path like /mobile-recharge or an https:// address."
        placeholder={forUpload ? '/mobile-recharge' : undefined}
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.linke?.message}
        {...register('linke')}
      />
      <BannerLanguageField error={errors.language?.message} {...register('language')} />
    </>
  );
}
