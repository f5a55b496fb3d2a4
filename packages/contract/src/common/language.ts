import { z } from 'zod';
import { issue } from '../messages/catalogue';

/**
 * The languages Kosh speaks: English (the source of every text) and Hindi. A customer's choice is
 * kept on the device for the screens and on the server for what reaches them away from the app
 * (SMS); content an admin enters (a banner, a support category) may carry a Hindi form beside the
 * English one.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const languageSchema = z.enum(LANGUAGES, { error: issue('LANGUAGE_INVALID') });

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);
