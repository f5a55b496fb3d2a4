import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminServiceListQuerySchema,
  adminServiceListResponseSchema,
  adminServiceResponseSchema,
  createServiceCompanyRequestSchema,
  getServiceListParamsSchema,
  getServiceListResponseSchema,
  serviceCompanyParamsSchema,
  serviceLogoFormSchema,
  updateServiceCompanyRequestSchema,
} from '@kosh/contract/catalogue';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { guardedErrorResponses, notModifiedSchema } from '@kosh/contract/common/http';
import { bearerAuth } from '../../lib/route-schemas';
import { LOGO_MAX_BYTES, type CatalogueService } from './catalogue.service';

const idParams = serviceCompanyParamsSchema;

/** A weak validator of a JSON answer: equal lists, equal tags. */
const etagOf = (body: unknown) =>
  `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;

export function catalogueRoutes(services: { catalogue: CatalogueService }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/service/getList/:type', {
      onRequest: app.authenticate,
      schema: {
        tags: ['Services'],
        summary:
          'The companies of a category: 1 mobile, 2 DTH, 3 postpaid, 5 electricity, 6 gas, 10 FASTag',
        description:
          'Every recharge and bill screen reads this when it opens. The answer carries an ETag: ' +
          'send it back as If-None-Match and an unchanged list answers 304 with no body.',
        security: bearerAuth,
        params: getServiceListParamsSchema,
        response: {
          200: getServiceListResponseSchema,
          304: notModifiedSchema,
          ...guardedErrorResponses,
        },
      },
      handler: async (request, reply) => {
        const body = {
          result: true as const,
          success: true as const,
          tokenValid: true as const,
          message: 'Service list loaded.',
          data: await services.catalogue.serviceList(request.params.type),
        };
        const etag = etagOf(body);
        // Private: it is behind a token. no-cache: the browser keeps it but asks each time, so a
        // back-office change shows at once while an unchanged list costs a 304.
        void reply.header('cache-control', 'private, no-cache');
        void reply.header('etag', etag);
        void reply.header('vary', 'authorization');
        const sent = request.headers['if-none-match'];
        if (sent && sent.split(',').some((tag) => tag.trim() === etag)) {
          return reply.code(304).send(null);
        }
        return body;
      },
    });

    const admin = { onRequest: app.requireAdmin };
    const tags = ['Back office: services'];

    app.get('/admin/services', {
      ...admin,
      schema: {
        tags,
        summary: 'Every company of the catalogue (or of one category), active or not',
        security: bearerAuth,
        querystring: adminServiceListQuerySchema,
        response: { 200: adminServiceListResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        data: await services.catalogue.adminList(request.query.category),
      }),
    });

    app.post('/admin/services', {
      ...admin,
      schema: {
        tags,
        summary: 'Add a company to a category (its code is the aggregator’s operator code)',
        security: bearerAuth,
        body: createServiceCompanyRequestSchema,
        response: {
          200: adminServiceResponseSchema,
          ...guardedErrorResponses,
          409: guardedErrorResponses[400],
        },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: 'Company added.',
        data: await services.catalogue.create(request.body),
      }),
    });

    app.patch('/admin/services/:id', {
      ...admin,
      schema: {
        tags,
        summary: 'Change a company’s name, hints, options, order or whether customers see it',
        security: bearerAuth,
        params: idParams,
        body: updateServiceCompanyRequestSchema,
        response: { 200: adminServiceResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: 'Saved.',
        data: await services.catalogue.update(request.params.id, request.body),
      }),
    });

    app.put('/admin/services/:id/logo', {
      ...admin,
      config: { form: serviceLogoFormSchema },
      schema: {
        tags,
        summary: 'Replace a company’s logo (multipart: logo, a JPEG, PNG or WebP ≤2 MB)',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        params: idParams,
        response: { 200: adminServiceResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => {
        const { files } = await readMultipart(request, {
          fileFields: ['logo'],
          maxFileBytes: LOGO_MAX_BYTES,
          maxFileLabel: '2 MB',
        });
        if (!files.logo) {
          throw AppError.invalid('logo', 'LOGO_REQUIRED');
        }
        return {
          result: true as const,
          success: true as const,
          message: 'Logo updated.',
          data: await services.catalogue.setLogo(request.params.id, files.logo.data),
        };
      },
    });
  };
}
