import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_PATTERN } from '@kosh/contract/common/patterns';
import { PROFILE_IMAGE_MAX_BYTES } from '@kosh/contract/profile';

export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The browser's view of a chosen file; the server checks the bytes again. */
export const isAcceptedImage = (file: File) =>
  (PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type) &&
  file.size <= PROFILE_IMAGE_MAX_BYTES;

const isPassword = (value: string) =>
  PASSWORD_PATTERN.test(value) && value.length <= PASSWORD_MAX_LENGTH;

/**
 * docs/product-2.md §5 on the client: a new password must follow the rule and needs the old one, and a
 * picture must be a JPEG, PNG or WebP of at most 2 MB — else nothing is sent.
 */
export const profileFormSchema = z
  .object({
    user_img: z.custom<File | null>((v) => v === null || v instanceof File),
    oldPassword: z.string(),
    newPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.user_img && !isAcceptedImage(values.user_img)) {
      ctx.addIssue({ code: 'custom', path: ['user_img'], message: 'PROFILE_IMAGE_RULE' });
    }
    if (values.newPassword) {
      if (!isPassword(values.newPassword)) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: 'PROFILE_PASSWORD_RULE',
        });
      }
      if (!values.oldPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['oldPassword'],
          message: 'PROFILE_OLD_PASSWORD_REQUIRED',
        });
      }
    } else if (values.oldPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'PROFILE_NEW_PASSWORD_REQUIRED',
      });
    }
  });

export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** Replacing a temporary password: both fields are needed, and the new one follows the rule. */
export const changePasswordSchema = z.object({
  oldPassword: z.string().min(1, 'PROFILE_OLD_PASSWORD_REQUIRED'),
  newPassword: z
    .string()
    .min(1, 'PROFILE_NEW_PASSWORD_REQUIRED')
    .refine(isPassword, 'PROFILE_PASSWORD_RULE'),
});

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
