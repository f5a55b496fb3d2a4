import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBillerCategoriesResponseSchema,
  adminBillerCategoryResponseSchema,
  adminBillerResponseSchema,
  adminBillersQuerySchema,
  adminBillersResponseSchema,
  billerEntryParamsSchema,
  catalogueSyncResponseSchema,
  updateBillerEntryRequestSchema,
} from '@kosh/contract/billers';
import { guardedErrorResponses, moneyErrorResponses } from '@kosh/contract/common/http';
import { AppError } from '../../lib/app-error';
import { bearerAuth } from '../../lib/route-schemas';
import type { CatalogueAdminService } from './catalogue-admin.service';
import type { SyncCatalogueService } from './sync-catalogue.service';

const tags = ['Back office: bill categories and billers'];

/** /api/admin/billers…: the synced catalogue, Kosh's settings on it, and a sync on demand. */
export function billersRoutes(services: {
  catalogueAdmin: CatalogueAdminService;
  catalogueSync: SyncCatalogueService;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const admin = { onRequest: app.requireAdmin };

    app.get('/admin/billers/categories', {
      ...admin,
      schema: {
        tags,
        summary: 'Every bill category, published or dropped, with its billers and the last sync',
        security: bearerAuth,
        response: { 200: adminBillerCategoriesResponseSchema, ...guardedErrorResponses },
      },
      handler: async () => ({
        result: true as const,
        success: true as const,
        ...(await services.catalogueAdmin.categories()),
      }),
    });

    app.patch('/admin/billers/categories/:id', {
      ...admin,
      schema: {
        tags,
        summary: 'Show a category to customers or not, and set its order and icon',
        security: bearerAuth,
        params: billerEntryParamsSchema,
        body: updateBillerEntryRequestSchema,
        response: { 200: adminBillerCategoryResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: 'Saved.',
        data: await services.catalogueAdmin.updateCategory(request.params.id, request.body),
      }),
    });

    app.get('/admin/billers', {
      ...admin,
      schema: {
        tags,
        summary: 'Billers of the catalogue (of one category, or matching ?q=), 25 a page',
        security: bearerAuth,
        querystring: adminBillersQuerySchema,
        response: { 200: adminBillersResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        ...(await services.catalogueAdmin.billers(request.query)),
      }),
    });

    app.patch('/admin/billers/:id', {
      ...admin,
      schema: {
        tags,
        summary: 'Show a biller to customers or not, and set its order and icon',
        security: bearerAuth,
        params: billerEntryParamsSchema,
        body: updateBillerEntryRequestSchema,
        response: { 200: adminBillerResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: 'Saved.',
        data: await services.catalogueAdmin.updateBiller(request.params.id, request.body),
      }),
    });

    app.post('/admin/billers/sync', {
      ...admin,
      schema: {
        tags,
        summary: 'Bring the aggregator’s catalogue in now (the hourly job does it by itself)',
        security: bearerAuth,
        response: { 200: catalogueSyncResponseSchema, ...moneyErrorResponses },
      },
      handler: async () => {
        const run = await services.catalogueSync.run({ force: true }).catch((error: unknown) => {
          throw new AppError('PROVIDER_UNAVAILABLE', 'BILLER_CATALOGUE_UNAVAILABLE', {
            cause: error,
          });
        });
        const { sync } = await services.catalogueAdmin.categories();
        return {
          result: true as const,
          success: true as const,
          message: 'Catalogue brought in.',
          data: { ...sync, changed: run.changed, dropped: run.dropped },
        };
      },
    });
  };
}
