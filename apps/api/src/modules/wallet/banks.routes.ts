import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import {
  adminCompanyBankListResponseSchema,
  adminCompanyBankResponseSchema,
  adminUserBankListResponseSchema,
  adminUserBankResponseSchema,
  bankMessages,
  companyBankSchema,
  createCompanyBankRequestSchema,
  createUserBankRequestSchema,
  updateCompanyBankRequestSchema,
  updateUserBankRequestSchema,
  userBankSchema,
} from '@kosh/contract/wallet';
import { bearerAuth, guardedErrorResponses } from '../../lib/route-schemas';
import type { BanksService } from './banks.service';

const errors = { ...guardedErrorResponses, 409: errorResponseSchema };
const companyBankParams = z.object({ id: z.uuid(bankMessages.companyBankNotFound) });
const userBankParams = z.object({ id: z.uuid(bankMessages.userBankNotFound) });

/**
 * The offline form's bank lists: what a customer may choose (active banks), and the back office's
 * add / edit / activate / deactivate. There is no delete: old requests name these banks.
 */
export function banksRoutes(services: { banks: BanksService }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { banks } = services;
    const tags = ['Wallet: offline top-up'];

    app.get('/v1/wallet/company-banks', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Kosh’s bank accounts a customer can pay into (active ones)',
        security: bearerAuth,
        response: {
          200: z.object({
            result: z.literal(true),
            success: z.literal(true),
            tokenValid: z.literal(true),
            data: z.array(companyBankSchema),
          }),
          ...errors,
        },
      },
      handler: async () => ({
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        data: (await banks.activeCompanyBanks()).map((b) => ({
          id: b.id,
          CompanyAccNo: b.accountNumber,
          CompanyBank: b.bankName,
          IFSC: b.ifsc,
        })),
      }),
    });

    app.get('/v1/wallet/user-banks', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The banks a customer may pay from (active ones)',
        security: bearerAuth,
        response: {
          200: z.object({
            result: z.literal(true),
            success: z.literal(true),
            tokenValid: z.literal(true),
            data: z.array(userBankSchema),
          }),
          ...errors,
        },
      },
      handler: async () => ({
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        data: (await banks.activeUserBanks()).map((b) => ({ id: b.id, BankName: b.name })),
      }),
    });

    // ---- back office -------------------------------------------------------------------------
    const admin = { onRequest: app.requireAdmin };
    const adminTags = ['Back office: banks'];

    app.get('/admin/company-banks', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Kosh’s accounts customers pay into, active or not, in the order customers see',
        security: bearerAuth,
        response: { 200: adminCompanyBankListResponseSchema, ...errors },
      },
      handler: async () => ({
        result: true as const,
        success: true as const,
        data: await banks.adminCompanyBanks(),
      }),
    });

    app.post('/admin/company-banks', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Add a company account (account number: 9–18 digits, unique; IFSC optional)',
        security: bearerAuth,
        body: createCompanyBankRequestSchema,
        response: { 200: adminCompanyBankResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: 'Company account added.',
        data: await banks.createCompanyBank(request.body),
      }),
    });

    app.patch('/admin/company-banks/:id', {
      ...admin,
      schema: {
        tags: adminTags,
        summary:
          'Change a company account, or (active: false) stop offering it; old requests keep what they named',
        security: bearerAuth,
        params: companyBankParams,
        body: updateCompanyBankRequestSchema,
        response: { 200: adminCompanyBankResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: 'Company account saved.',
        data: await banks.updateCompanyBank(request.params.id, request.body),
      }),
    });

    app.get('/admin/user-banks', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'The banks customers may pay from, active or not, by name',
        security: bearerAuth,
        response: { 200: adminUserBankListResponseSchema, ...errors },
      },
      handler: async () => ({
        result: true as const,
        success: true as const,
        data: await banks.adminUserBanks(),
      }),
    });

    app.post('/admin/user-banks', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Add a bank customers may pay from (its name unique whatever the case)',
        security: bearerAuth,
        body: createUserBankRequestSchema,
        response: { 200: adminUserBankResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: 'Bank added.',
        data: await banks.createUserBank(request.body.name),
      }),
    });

    app.patch('/admin/user-banks/:id', {
      ...admin,
      schema: {
        tags: adminTags,
        summary: 'Rename a customer bank, or (active: false) stop offering it',
        security: bearerAuth,
        params: userBankParams,
        body: updateUserBankRequestSchema,
        response: { 200: adminUserBankResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        message: 'Bank saved.',
        data: await banks.updateUserBank(request.params.id, request.body),
      }),
    });
  };
}
