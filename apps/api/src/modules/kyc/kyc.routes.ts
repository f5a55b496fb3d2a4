import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyHeaderSchema } from '@kosh/contract/common/http';
import {
  aadhaarOtpStartedResponseSchema,
  aadhaarOtpVerifyRequestSchema,
  approvalListRequestSchema,
  approvalListResponseSchema,
  getDistrictsRequestSchema,
  getDistrictsResponseSchema,
  getStatesResponseSchema,
  ifscParamsSchema,
  ifscResponseSchema,
  kycFileParamsSchema,
  kycStatusRequestSchema,
  kycStatusResponseSchema,
  kycSubmitResponseSchema,
  onlineAadhaarRequestSchema,
  onlineBankRequestSchema,
  onlinePanRequestSchema,
  personalDetailsRequestSchema,
  pincodeParamsSchema,
  pincodeResponseSchema,
} from '@kosh/contract/kyc';
import { bearerAuth } from '../../lib/route-schemas';
import { sendPrivateFile } from '../../lib/private-file';
import { requireAuth, viewerOf } from '../../plugins/auth';
import type { KycServices } from './kyc.module';
import { KYC_ERRORS, KYC_SUBMIT_LIMIT } from './kyc-route-parts';

const errors = KYC_ERRORS;

/**
 * A limit per customer (not per address): the online checks cost money at the provider, and a
 * customer behind a shared address must not be throttled by another. The limit's hook runs after
 * `authenticate`, so the customer is known.
 */
const perCustomer = (max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
  },
});

/**
 * The customer's KYC: the spec's kyc/* and onlineKyc/* calls, and the lookups and files beside
 * them (the offline uploads are kyc-uploads.routes.ts).
 */
export function kycRoutes(services: KycServices) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['KYC'];
    const { places, records, personal, online, aadhaarOtp } = services;
    const customer = { onRequest: app.authenticate };
    const onlineLimit = perCustomer(10, '10 minutes');

    // ---- lists and lookups ---------------------------------------------------------------------

    app.get('/kyc/getState', {
      ...customer,
      schema: {
        tags,
        summary: 'The 36 states and union territories of India, by name',
        security: bearerAuth,
        response: { 200: getStatesResponseSchema, ...errors },
      },
      handler: async () => places.states(),
    });

    app.post('/kyc/getDistrict', {
      ...customer,
      schema: {
        tags,
        summary: "A state's districts, by name (state: the state's SId)",
        security: bearerAuth,
        body: getDistrictsRequestSchema,
        response: { 200: getDistrictsResponseSchema, ...errors },
      },
      handler: async (request) => places.districts(request.body.state),
    });

    app.get('/v1/kyc/pincode/:pincode', {
      ...customer,
      schema: {
        tags,
        summary: 'The state and district of a PIN code',
        security: bearerAuth,
        params: pincodeParamsSchema,
        response: { 200: pincodeResponseSchema, ...errors },
      },
      handler: async (request) => places.pincode(request.params.pincode),
    });

    app.get('/v1/kyc/ifsc/:ifsc', {
      ...customer,
      schema: {
        tags,
        summary: 'The bank and branch an IFSC names',
        security: bearerAuth,
        params: ifscParamsSchema,
        response: { 200: ifscResponseSchema, ...errors },
      },
      handler: async (request) => places.ifsc(request.params.ifsc),
    });

    // ---- the customer's record -----------------------------------------------------------------

    app.post('/kyc/getUserKycStatus', {
      ...customer,
      schema: {
        tags,
        summary: "The wallet's KYC level, each section's status and what the wallet may hold",
        description: 'Userid is accepted and ignored: the customer is always the token’s.',
        security: bearerAuth,
        body: kycStatusRequestSchema,
        response: { 200: kycStatusResponseSchema, ...errors },
      },
      handler: async (request) => records.status(requireAuth(request).userId),
    });

    app.post('/kyc/getApprovalList', {
      ...customer,
      schema: {
        tags,
        summary: "The customer's KYC record (always one row: their own)",
        description:
          'Action, Fromdate, Todate, Userid and status are accepted and ignored. Statuses: "0" nothing ' +
          'submitted, "2" waiting for review, "1" approved, "3" rejected (with its reason). Aadharno is masked.',
        security: bearerAuth,
        body: approvalListRequestSchema,
        response: { 200: approvalListResponseSchema, ...errors },
      },
      handler: async (request) => records.approvalList(requireAuth(request).userId),
    });

    app.get('/v1/kyc/files/:submissionId/:side', {
      ...customer,
      config: {
        binaryReply: { mediaType: 'image/webp', description: 'The document image, as WebP' },
      },
      schema: {
        tags,
        summary:
          'A KYC document image (its owner and admins only; an admin opening Aadhaar is recorded)',
        security: bearerAuth,
        params: kycFileParamsSchema,
      },
      handler: async (request, reply) => {
        const image = await records.file(
          viewerOf(request),
          request.params.submissionId,
          request.params.side,
        );
        return sendPrivateFile(reply, {
          contentType: 'image/webp',
          filename: `${request.params.side}.webp`,
          data: image,
        });
      },
    });

    // ---- submissions ---------------------------------------------------------------------------

    app.post('/kyc/userinsertUser', {
      ...customer,
      config: KYC_SUBMIT_LIMIT,
      schema: {
        tags,
        summary: 'Submit the personal details',
        description:
          'State1 and distt1 are ids from kyc/getState and kyc/getDistrict. Mobile1 is checked when sent but the ' +
          'account’s number is kept; modifiedBy, appmstRegNo, title1, EPassword and pswrd are ignored.',
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        body: personalDetailsRequestSchema,
        response: { 200: kycSubmitResponseSchema, ...errors },
      },
      handler: async (request, reply) =>
        app.idempotent(request, reply, request.body, () =>
          personal.submit(requireAuth(request).userId, request.body),
        ),
    });

    app.post('/onlineKyc/pan', {
      ...customer,
      config: onlineLimit,
      schema: {
        tags,
        summary: 'Verify the PAN online (approved when the name on it matches the customer’s)',
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        body: onlinePanRequestSchema,
        response: { 200: kycSubmitResponseSchema, ...errors },
      },
      handler: async (request, reply) =>
        app.idempotent(request, reply, request.body, () =>
          online.pan(requireAuth(request).userId, request.body.PanNumber),
        ),
    });

    app.post('/onlineKyc/bank', {
      ...customer,
      config: onlineLimit,
      schema: {
        tags,
        summary:
          'Verify the bank account online (a ₹1 penny drop from Kosh’s account, not the wallet)',
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        body: onlineBankRequestSchema,
        response: { 200: kycSubmitResponseSchema, ...errors },
      },
      handler: async (request, reply) =>
        app.idempotent(request, reply, request.body, () =>
          online.bank(requireAuth(request).userId, {
            accountNumber: request.body.beneficiaryAccount,
            ifsc: request.body.beneficiaryIFSC,
          }),
        ),
    });

    app.post('/onlineKyc/aadhaar', {
      ...customer,
      config: onlineLimit,
      schema: {
        tags,
        summary:
          'Start Aadhaar OTP e-KYC: an OTP goes to the mobile number linked with the Aadhaar',
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        body: onlineAadhaarRequestSchema,
        response: { 200: aadhaarOtpStartedResponseSchema, ...errors },
      },
      handler: async (request, reply) =>
        // The retry's key is matched on a keyed fingerprint: the number itself is not kept.
        app.idempotent(
          request,
          reply,
          { AadhaarNumber: services.fingerprint(request.body.AadhaarNumber) },
          () => aadhaarOtp.start(requireAuth(request).userId, request.body.AadhaarNumber),
        ),
    });

    app.post('/v1/kyc/aadhaar/verify', {
      ...customer,
      config: perCustomer(20, '10 minutes'),
      schema: {
        tags,
        summary: 'Complete Aadhaar OTP e-KYC with the OTP (5 tries per reference)',
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        body: aadhaarOtpVerifyRequestSchema,
        response: { 200: kycSubmitResponseSchema, ...errors },
      },
      handler: async (request, reply) =>
        app.idempotent(request, reply, request.body, () =>
          aadhaarOtp.verify(
            requireAuth(request).userId,
            request.body.referenceId,
            request.body.otp,
          ),
        ),
    });
  };
}
