import { z } from 'zod';
import { uuidParamsSchema } from './common/http';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { MOBILE_PATTERN } from './common/patterns';

export const BANNER_KINDS = ['slider', 'banner'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

/** spec/02 §7: IsMain '1' asks for the slider strip, '0' for the banner carousel. */
export const getSliderRequestSchema = z.object({
  IsMain: z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)], {
    error: "IsMain must be '1' (slider) or '0' (banner).",
  }),
});
export type GetSliderRequest = z.infer<typeof getSliderRequestSchema>;

export const sliderItemSchema = z.object({ img: z.string(), linke: z.string(), alt: z.string() });
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
  .max(300, 'The link must be at most 300 characters.')
  .refine((v) => v === '' || /^\/(?!\/)[\w\-./?=&%#]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    message: 'The link must be a Kosh path like /mobile-recharge or an https:// address.',
  });

export const bannerAltSchema = text({ error: 'Describe the image for people who cannot see it.' })
  .trim()
  .min(3, 'Describe the image in at least 3 characters.')
  .max(150, 'The description must be at most 150 characters.');

export const adminBannerSchema = z.object({
  id: z.string(),
  kind: z.enum(BANNER_KINDS),
  img: z.string(),
  linke: z.string(),
  alt: z.string(),
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
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change.' });
export type UpdateBannerRequest = z.infer<typeof updateBannerRequestSchema>;

export const reorderBannersRequestSchema = z.object({
  kind: z.enum(BANNER_KINDS),
  ids: z.array(z.string().uuid()).min(1).max(100),
});
export type ReorderBannersRequest = z.infer<typeof reorderBannersRequestSchema>;

// POST contact/addContact {name, email, mobileNumber, Message} (spec/02 §5)
export const addContactRequestSchema = z.object({
  name: text({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .max(60, 'Name must be at most 60 characters.'),
  email: text({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .max(100, 'Email must be at most 100 characters.')
    .pipe(z.email('Enter a valid email address')),
  mobileNumber: text({ error: 'Mobile number is required' })
    .trim()
    .min(1, { error: 'Mobile number is required', abort: true })
    .regex(/^\d{10}$/, { error: 'Mobile number must be exactly 10 digits', abort: true })
    .regex(MOBILE_PATTERN, 'Please enter a valid mobile number.'),
  Message: text({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required', abort: true })
    .max(2000, 'Message must be at most 2,000 characters.'),
});
export type AddContactRequest = z.infer<typeof addContactRequestSchema>;

export const addContactResponseSchema = successEnvelope(['result', 'success', 'message']);

/**
 * GET /api/v1/support-line (public): the customer-care line Contact Us shows — a toll-free number
 * from 10:00 am to 5:00 pm by default (spec/02 §9; SUPPORT_PHONE and SUPPORT_HOURS configure it).
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

export const bannerParamsSchema = uuidParamsSchema('Unknown banner.');

/** POST /api/admin/banners' text fields (the image is read beside them). */
export const newBannerFieldsSchema = z.object({
  kind: z.enum(BANNER_KINDS, { error: "kind must be 'banner' or 'slider'." }),
  linke: bannerLinkSchema.default(''),
  alt: bannerAltSchema,
});
export type NewBannerFields = z.infer<typeof newBannerFieldsSchema>;

/** POST /api/admin/banners' form, for the API docs. */
export const newBannerFormSchema = newBannerFieldsSchema.extend({ image: z.file() });
