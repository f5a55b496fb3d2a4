import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBannerListResponseSchema,
  adminBannerResponseSchema,
  bannerParamsSchema,
  getSliderRequestSchema,
  getSliderResponseSchema,
  newBannerFieldsSchema,
  newBannerFormSchema,
  reorderBannersRequestSchema,
  updateBannerRequestSchema,
} from '@kosh/contract/content';
import { messageResponseSchema } from '@kosh/contract/common/envelope';
import { AppError, issueRefusal } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { bearerAuth } from '../../lib/route-schemas';
import { BANNER_MAX_BYTES, type BannersService } from './banners.service';

const idParams = bannerParamsSchema;

export function contentRoutes(services: { banners: BannersService }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/admin/getslider', {
      // Public (the home page shows it to visitors); a stale token still signs its holder out.
      onRequest: app.authenticateIfPresent,
      schema: {
        tags: ['Home'],
        summary: "Home images: IsMain '1' the slider strip, '0' the banner carousel",
        body: getSliderRequestSchema,
        response: { 200: getSliderResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => {
        const kind = String(request.body.IsMain) === '1' ? 'slider' : 'banner';
        return {
          result: true as const,
          success: true as const,
          tokenValid: true,
          message: 'Images loaded.',
          data: await services.banners.publicList(kind),
        };
      },
    });

    const admin = { onRequest: app.requireAdmin };
    const tags = ['Back office: banners'];

    app.get('/admin/banners', {
      ...admin,
      schema: {
        tags,
        summary: 'Every banner and slider image, enabled or not',
        security: bearerAuth,
        response: { 200: adminBannerListResponseSchema, ...guardedErrorResponses },
      },
      handler: async () => ({
        result: true as const,
        success: true as const,
        data: await services.banners.adminList(),
      }),
    });

    app.post('/admin/banners', {
      ...admin,
      config: { form: newBannerFormSchema },
      schema: {
        tags,
        summary:
          'Upload a banner or slider image (multipart: kind, linke, alt, language, image ≤5 MB)',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: { 200: adminBannerResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => {
        const { fields, files } = await readMultipart(request, {
          fileFields: ['image'],
          maxFileBytes: BANNER_MAX_BYTES,
          maxFileLabel: '5 MB',
        });
        const parsed = newBannerFieldsSchema.safeParse(fields);
        const image = files.image;
        const problems = parsed.success
          ? []
          : parsed.error.issues.map((i) => issueRefusal(i.path.join('.'), i.message, { ...i }));
        if (!image) problems.push({ field: 'image', code: 'BANNER_IMAGE_REQUIRED' });
        if (!parsed.success || !image) {
          throw new AppError('VALIDATION_FAILED', problems[0]?.code ?? 'VALIDATION_FAILED', {
            fields: problems,
          });
        }
        const banner = await services.banners.create({
          kind: parsed.data.kind,
          link: parsed.data.linke,
          alt: parsed.data.alt,
          language: parsed.data.language || null,
          image: image.data,
        });
        return {
          result: true as const,
          success: true as const,
          message: 'Image added.',
          data: banner,
        };
      },
    });

    app.patch('/admin/banners/:id', {
      ...admin,
      schema: {
        tags,
        summary: 'Change a banner’s link, description, language or whether it shows',
        security: bearerAuth,
        params: idParams,
        body: updateBannerRequestSchema,
        response: { 200: adminBannerResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: 'Saved.',
        data: await services.banners.update(request.params.id, request.body),
      }),
    });

    app.put('/admin/banners/order', {
      ...admin,
      schema: {
        tags,
        summary: 'Set the order of the banners (or the slider images)',
        security: bearerAuth,
        body: reorderBannersRequestSchema,
        response: {
          200: adminBannerListResponseSchema,
          ...guardedErrorResponses,
          409: guardedErrorResponses[400],
        },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        data: await services.banners.reorder(request.body.kind, request.body.ids),
      }),
    });

    app.delete('/admin/banners/:id', {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a banner or slider image',
        security: bearerAuth,
        params: idParams,
        response: { 200: messageResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => {
        await services.banners.remove(request.params.id);
        return { result: true, success: true, message: 'Image deleted.' };
      },
    });
  };
}
