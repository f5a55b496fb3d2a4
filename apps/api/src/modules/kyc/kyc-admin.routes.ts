import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import {
  adminKycDecisionResponseSchema,
  adminKycDetailResponseSchema,
  adminKycListResponseSchema,
  adminKycQuerySchema,
  adminKycSectionParamsSchema,
  adminKycUserParamsSchema,
  approveKycRequestSchema,
  rejectKycRequestSchema,
} from '@kosh/contract/kyc';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { KycAdminService } from './kyc-admin.service';

const errors = { ...guardedErrorResponses, 409: errorResponseSchema };

/** The back office's KYC review desk (admin role). The images come from GET v1/kyc/files/…. */
export function kycAdminRoutes(admin: KycAdminService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Back office: KYC'];
    const guard = { onRequest: app.requireAdmin };

    app.get('/admin/kyc', {
      ...guard,
      schema: {
        tags,
        summary:
          'Customers by KYC status, newest submission first (?status=pending|approved|rejected|all&from&to, yyyy-MM-dd)',
        description:
          'pending: a section waits for review; rejected: none waits and one is rejected; approved: none waits ' +
          'or is rejected. from/to are days in India, on when the customer last submitted.',
        security: bearerAuth,
        querystring: adminKycQuerySchema,
        response: { 200: adminKycListResponseSchema, ...errors },
      },
      handler: async (request) => admin.queue(request.query),
    });

    app.get('/admin/kyc/:userId', {
      ...guard,
      schema: {
        tags,
        summary: "A customer's KYC record, every submission, and who opened their Aadhaar images",
        security: bearerAuth,
        params: adminKycUserParamsSchema,
        response: { 200: adminKycDetailResponseSchema, ...errors },
      },
      handler: async (request) => admin.detail(request.params.userId),
    });

    app.post('/admin/kyc/:userId/:section/approve', {
      ...guard,
      schema: {
        tags,
        summary:
          'Approve a section waiting for review (the one that completes personal, PAN and Aadhaar makes the wallet full-KYC)',
        description:
          'A PAN, Aadhaar or bank account approved for another customer too is approved only with ' +
          '{"overrideReason"} (3–200 characters, kept in the history); without it the answer is 409 ' +
          'KYC_OVERRIDE_REQUIRED naming the other customer.',
        security: bearerAuth,
        params: adminKycSectionParamsSchema,
        body: approveKycRequestSchema,
        response: { 200: adminKycDecisionResponseSchema, ...errors },
      },
      handler: async (request) =>
        admin.approve(
          requireAuth(request).userId,
          request.params.userId,
          request.params.section,
          request.body?.overrideReason,
        ),
    });

    app.post('/admin/kyc/:userId/:section/reject', {
      ...guard,
      schema: {
        tags,
        summary: 'Reject a section waiting for review, with a reason the customer sees',
        security: bearerAuth,
        params: adminKycSectionParamsSchema,
        body: rejectKycRequestSchema,
        response: { 200: adminKycDecisionResponseSchema, ...errors },
      },
      handler: async (request) =>
        admin.reject(
          requireAuth(request).userId,
          request.params.userId,
          request.params.section,
          request.body.reason,
        ),
    });
  };
}
