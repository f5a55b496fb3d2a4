import { z } from 'zod';
import { issue } from './messages/catalogue';
import { uuidParamsSchema } from './common/http';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { MOBILE_PATTERN } from './common/patterns';
import { LANGUAGES } from './common/language';

export const BANNER_KINDS = ['slider', 'banner'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

/** docs/product-2.md §7: IsMain '1' asks for the slider strip, '0' for the banner carousel. */
export const getSliderRequestSchema = z.object({
  IsMain: z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)], {
    error: "IsMain must be '1' (slider) or '0' (banner).",
  }),
});
export type GetSliderRequest = z.infer<typeof getSliderRequestSchema>;

/**
 * Whom an image is for: readers of one language (its words are drawn in it) or, null, everyone.
 * Every image is listed whatever the caller's language (answers are cached by their request); the
 * app shows a reader only theirs.
 */
const imageLanguageSchema = z.enum(LANGUAGES).nullable();

export const sliderItemSchema = z.object({
  img: z.string(),
  linke: z.string(),
  alt: z.string(),
  language: imageLanguageSchema,
});
export type SliderItem = z.infer<typeof sliderItemSchema>;

export const getSliderResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    data: z.array(sliderItemSchema),
  },
  { loose: ['tokenValid'] },
);
export type GetSliderResponse = z.infer<typeof getSliderResponseSchema>;

/** Where a banner may point: a Kosh route (/mobile-recharge) or an https address. */
export const bannerLinkSchema = text()
  .trim()
  .max(300, issue('BANNER_LINK_TOO_LONG'))
  .refine((v) => v === '' || /^\/(?!\/)[\w\-./?=&%#]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    message: issue('BANNER_LINK_FORMAT'),
  });

export const bannerAltSchema = text({ error: issue('BANNER_ALT_REQUIRED') })
  .trim()
  .min(3, issue('BANNER_ALT_TOO_SHORT'))
  .max(150, issue('BANNER_ALT_TOO_LONG'));

/** What an admin sends for a banner's language: 'en', 'hi', or '' for every reader. */
export const bannerLanguageSchema = z.enum(['', ...LANGUAGES], {
  error: issue('BANNER_LANGUAGE_INVALID'),
});

export const adminBannerSchema = z.object({
  id: z.string(),
  kind: z.enum(BANNER_KINDS),
  img: z.string(),
  linke: z.string(),
  alt: z.string(),
  language: imageLanguageSchema,
  position: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminBannerListResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminBannerSchema),
});

export const adminBannerResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: adminBannerSchema,
});

export const updateBannerRequestSchema = z
  .object({
    linke: bannerLinkSchema.optional(),
    alt: bannerAltSchema.optional(),
    enabled: z.boolean().optional(),
    /** '' or null: for every reader. */
    language: bannerLanguageSchema.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: issue('NOTHING_TO_CHANGE') });
export type UpdateBannerRequest = z.infer<typeof updateBannerRequestSchema>;

export const reorderBannersRequestSchema = z.object({
  kind: z.enum(BANNER_KINDS),
  ids: z.array(z.string().uuid()).min(1).max(100),
});
export type ReorderBannersRequest = z.infer<typeof reorderBannersRequestSchema>;

// POST contact/addContact {name, email, mobileNumber, Message} (docs/product-2.md §5)
export const addContactRequestSchema = z.object({
  name: text({ error: issue('NAME_REQUIRED') })
    .trim()
    .min(1, { error: issue('NAME_REQUIRED'), abort: true })
    .max(60, issue('NAME_TOO_LONG')),
  email: text({ error: issue('EMAIL_REQUIRED') })
    .trim()
    .min(1, { error: issue('EMAIL_REQUIRED'), abort: true })
    .max(100, issue('EMAIL_TOO_LONG_100'))
    .pipe(z.email(issue('EMAIL_INVALID'))),
  mobileNumber: text({ error: issue('MOBILE_REQUIRED') })
    .trim()
    .min(1, { error: issue('MOBILE_REQUIRED'), abort: true })
    .regex(/^\d{10}$/, { error: issue('MOBILE_TEN_DIGITS'), abort: true })
    .regex(MOBILE_PATTERN, issue('MOBILE_INVALID')),
  Message: text({ error: issue('MESSAGE_REQUIRED') })
    .trim()
    .min(1, { error: issue('MESSAGE_REQUIRED'), abort: true })
    .max(2000, issue('MESSAGE_TOO_LONG')),
});
export type AddContactRequest = z.infer<typeof addContactRequestSchema>;

export const addContactResponseSchema = successEnvelope(['result', 'success', 'message']);

/**
 * GET /api/v1/support-line (public): the customer-care line Contact Us shows — a toll-free number
 * from 10:00 am to 5:00 pm by default (docs/product-2.md §9; SUPPORT_PHONE and SUPPORT_HOURS configure it).
 */
export const supportLineSchema = z.object({
  /** As customers read it: "1800 266 5674". */
  phone: z.string(),
  /** The same number for a tel: link: "18002665674". */
  tel: z.string().regex(/^\+?\d{10,13}$/),
  /** Opening hours in India, 24-hour HH:MM. */
  hours: z.object({ opens: z.string(), closes: z.string() }),
});
export type SupportLine = z.infer<typeof supportLineSchema>;

export const supportLineResponseSchema = successEnvelope(['result', 'success'], {
  data: supportLineSchema,
});
export type SupportLineResponse = z.infer<typeof supportLineResponseSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  Message: z.string(),
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactListResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(contactMessageSchema),
  total: z.number().int(),
});

// ---- the routes' own shapes ------------------------------------------------------------------

export const bannerParamsSchema = uuidParamsSchema('UNKNOWN_BANNER');

/** POST /api/admin/banners' text fields (the image is read beside them). */
export const newBannerFieldsSchema = z.object({
  kind: z.enum(BANNER_KINDS, { error: "kind must be 'banner' or 'slider'." }),
  linke: bannerLinkSchema.default(''),
  alt: bannerAltSchema,
  language: bannerLanguageSchema.default(''),
});
export type NewBannerFields = z.infer<typeof newBannerFieldsSchema>;

/** POST /api/admin/banners' form, for the API docs. */
export const newBannerFormSchema = newBannerFieldsSchema.extend({ image: z.file() });
