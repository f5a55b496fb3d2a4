import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import {
  receiptParamsSchema,
  receiptPdfQuerySchema,
  receiptResponseSchema,
} from '@kosh/contract/receipts';
import { bearerAuth } from '../../lib/route-schemas';
import { sendPrivateFile } from '../../lib/private-file';
import { requireAuth } from '../../plugins/auth';
import type { ReceiptsService } from './receipts.service';

const tags = ['Receipts'];
const errors = { ...guardedErrorResponses, 409: errorResponseSchema };
const described =
  '`{id}` is the id the customer sees: a Balance History RId, a wallet request’s, online ' +
  'top-up’s or bank transfer’s id, a money transfer’s KT reference, a hotel booking’s ' +
  'reference (`-refund` after it: its cancellation’s refund). ' +
  '404 RECEIPT_NOT_FOUND for an unknown id, anyone else’s, or a movement that moved no money; ' +
  '409 RECEIPT_NOT_READY while it is still in flight.';

/** A customer's receipts: the page's data and the PDF. */
export function receiptsRoutes(receipts: ReceiptsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/receipts/:id', {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The receipt of a completed money movement (its owner only)',
        description: described,
        security: bearerAuth,
        params: receiptParamsSchema,
        response: { 200: receiptResponseSchema, ...errors },
      },
      handler: (request) => receipts.get(requireAuth(request).userId, request.params.id),
    });

    app.get('/v1/receipts/:id/pdf', {
      onRequest: app.authenticate,
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute' },
        binaryReply: { mediaType: 'application/pdf', description: 'The receipt (A4 PDF)' },
      },
      schema: {
        tags,
        summary: 'The receipt as a PDF, in ?lang=en|hi or the customer’s language',
        description: described,
        security: bearerAuth,
        params: receiptParamsSchema,
        querystring: receiptPdfQuerySchema,
      },
      handler: async (request, reply) => {
        const { pdf, filename } = await receipts.pdf(
          requireAuth(request).userId,
          request.params.id,
          request.query.lang,
        );
        return sendPrivateFile(reply, { contentType: 'application/pdf', filename, data: pdf });
      },
    });
  };
}
