import { messageText } from '@kosh/contract/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import {
  OFFLINE_FIELD_LABELS,
  SLIP_MAX_BYTES,
  adminWalletRequestListResponseSchema,
  adminWalletRequestResponseSchema,
  adminWalletRequestsQuerySchema,
  getWalletRequestsSchema,
  rejectWalletRequestSchema,
  requestMoneyFieldsSchema,
  requestMoneyFormSchema,
  requestMoneyResponseSchema,
  walletRequestListResponseSchema,
  walletRequestParamsSchema,
} from '@kosh/contract/wallet';
import { AppError, issueRefusal } from '../../lib/app-error';
import { istDay } from '@kosh/contract/common/ist-day';
import { readMultipart } from '../../lib/multipart';
import { guardedErrorResponses, idempotencyHeaderSchema } from '@kosh/contract/common/http';
import { listed, saved } from '../../lib/back-office-answers';
import { bearerAuth } from '../../lib/route-schemas';
import { sendPrivateFile } from '../../lib/private-file';
import { requireAuth, viewerOf } from '../../plugins/auth';
import { banksRoutes } from './banks.routes';
import type { WalletRequestsService } from './wallet-requests.service';

const errors = { ...guardedErrorResponses, 409: errorResponseSchema, 422: errorResponseSchema };
const idParams = walletRequestParamsSchema;

export function walletRequestsRoutes(services: { walletRequests: WalletRequestsService }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Wallet: offline top-up'];
    const service = services.walletRequests;
    // Who is asking is settled on request, before the body is read: a caller without a valid
    // token gets 401 (tokenValid: false, the client signs out), never field errors first.

    app.post('/user/requstMoney', {
      onRequest: app.authenticate,
      config: {
        rateLimit: { max: 20, timeWindow: '10 minutes' },
        idempotencyRecover: (userId, key) => service.requestByKey(userId, key),
        form: requestMoneyFormSchema,
      },
      schema: {
        tags,
        summary:
          'Request an offline top-up (multipart: the fields of docs/product-1.md §3 and the slip image slipImage ≤5 MB)',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        response: {
          200: requestMoneyResponseSchema,
          ...errors,
        },
      },
      handler: async (request, reply) => {
        const auth = requireAuth(request);
        const { fields, files } = await readMultipart(request, {
          fileFields: ['slipImage'],
          maxFileBytes: SLIP_MAX_BYTES,
          maxFileLabel: '5 MB',
        });
        const parsed = requestMoneyFieldsSchema.safeParse(fields);
        const problems = parsed.success
          ? []
          : parsed.error.issues.map((i) =>
              issueRefusal(i.path.join('.') || 'form', i.message, { ...i }),
            );
        if (!files.slipImage)
          problems.push({
            field: 'slipImage',
            code: 'WALLET_FILL_ONE',
            params: { field: OFFLINE_FIELD_LABELS.slipImage ?? 'Attachment' },
          });
        if (!parsed.success || problems.length > 0) {
          const missing = problems.filter((p) => p.code === 'WALLET_FILL_ONE');
          const first = problems[0];
          throw missing.length > 1 || !first
            ? new AppError('VALIDATION_FAILED', 'WALLET_FILL_ALL', { fields: problems })
            : new AppError('VALIDATION_FAILED', first.code, {
                params: first.params,
                fields: problems,
              });
        }
        return app.idempotent(request, reply, { ...fields, slip: files.slipImage?.data }, (key) =>
          service.submit(auth.userId, parsed.data, files.slipImage?.data, key),
        );
      },
    });

    app.post('/user/getWaletReq', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The customer's wallet requests in a date range (dd-MM-yyyy), by status",
        security: bearerAuth,
        body: getWalletRequestsSchema,
        response: { 200: walletRequestListResponseSchema, ...errors },
      },
      handler: (request, reply) =>
        app.customerRead(request, reply, async (userId) => {
          const data = await service.list(userId, {
            status: request.body.status,
            from: istDay(request.body.fromdate).start,
            to: istDay(request.body.todate).nextStart,
          });
          return {
            result: data.length > 0,
            success: data.length > 0,
            tokenValid: true as const,
            message: messageText(data.length > 0 ? 'DATA_FETCHED' : 'NO_DATA'),
            data,
          };
        }),
    });

    app.get('/v1/wallet/requests/:id/slip', {
      onRequest: app.authenticate,
      config: {
        binaryReply: { mediaType: 'image/webp', description: 'The slip image, re-encoded as WebP' },
      },
      schema: {
        tags,
        summary: 'The slip image of a request (its owner and admins only)',
        security: bearerAuth,
        params: idParams,
      },
      handler: async (request, reply) => {
        const image = await service.slip(viewerOf(request), request.params.id);
        return sendPrivateFile(reply, {
          contentType: 'image/webp',
          filename: 'slip.webp',
          data: image,
        });
      },
    });

    // The bank lists the form offers, and the back office's pages for them.
    await fastify.register(banksRoutes({ banks: service.banks }));

    // ---- back office -------------------------------------------------------------------------
    const admin = { onRequest: app.requireAdmin };
    const adminTags = ['Back office: wallet requests'];

    app.get('/admin/wallet-requests', {
      ...admin,
      schema: {
        tags: adminTags,
        summary:
          'Wallet requests, newest first; ?status=0|1|2 (or Pending, Approved, Rejected, All)',
        security: bearerAuth,
        querystring: adminWalletRequestsQuerySchema,
        response: { 200: adminWalletRequestListResponseSchema, ...errors },
      },
      handler: async (request) => listed(await service.adminList(request.query.status)),
    });

    app.post('/admin/wallet-requests/:id/approve', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Approve: credits the wallet once, through the ledger',
        security: bearerAuth,
        params: idParams,
        response: { 200: adminWalletRequestResponseSchema, ...errors },
      },
      handler: async (request) =>
        saved(
          'Request approved; the wallet was credited.',
          await service.approve(requireAuth(request).userId, request.params.id),
        ),
    });

    app.post('/admin/wallet-requests/:id/reject', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Reject with a remark the customer will see',
        security: bearerAuth,
        params: idParams,
        body: rejectWalletRequestSchema,
        response: { 200: adminWalletRequestResponseSchema, ...errors },
      },
      handler: async (request) =>
        saved(
          'Request rejected.',
          await service.reject(requireAuth(request).userId, request.params.id, request.body.remark),
        ),
    });
  };
}
