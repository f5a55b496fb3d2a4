import { z } from 'zod';
import { languageSchema } from './common/language';
import { successEnvelope } from './common/success';
import { text } from './common/text';

/** POST user/updateProfile answers (multipart in: name, user_img, oldPassword, newPassword). */
export const updateProfileResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message', 'code'],
  {
    data: z.object({ user_img: z.string().nullable(), passwordChanged: z.boolean() }),
  },
);
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * POST v1/user/language {language} (Kosh's addition): the language the customer now reads the app
 * in, so that their texts (SMS) come in it too.
 */
export const setLanguageRequestSchema = z.object({ language: languageSchema });
export const setLanguageResponseSchema = successEnvelope(['result', 'success', 'message', 'code'], {
  data: z.object({ language: languageSchema }),
});

/**
 * POST user/updateProfile's form, for the API docs: the service checks each part itself (the name
 * cannot change here; a new password needs the old one).
 */
export const updateProfileFormSchema = z.object({
  name: text().optional(),
  user_img: z.file().optional(),
  oldPassword: text().optional(),
  newPassword: text().optional(),
});
