import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import {
  adminCompanyBankListResponseSchema,
  adminCompanyBankResponseSchema,
  adminUserBankListResponseSchema,
  adminUserBankResponseSchema,
  companyBankListResponseSchema,
  companyBankParamsSchema,
  createCompanyBankRequestSchema,
  createUserBankRequestSchema,
  updateCompanyBankRequestSchema,
  updateUserBankRequestSchema,
  userBankListResponseSchema,
  userBankParamsSchema,
} from '@kosh/contract/wallet';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { listed, saved } from '../../lib/back-office-answers';
import { bearerAuth } from '../../lib/route-schemas';
import type { BanksService } from './banks.service';

const errors = { ...guardedErrorResponses, 409: errorResponseSchema };

/**
 * The offline form's bank lists: what a customer may choose (active banks), and the back office's
 * add / edit / activate / deactivate. There is no delete: old requests name these banks.
 */
export function banksRoutes(services: { banks: BanksService }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { banks } = services;
    const tags = ['Wallet: offline top-up'];
    const adminTags = ['Back office: banks'];

    /** A route's OpenAPI schema: bearer auth, its summary, its input and its 200 answer. */
    const schema = <Response extends z.ZodType, Input extends object = Record<never, never>>(
      routeTags: string[],
      summary: string,
      response: Response,
      input?: Input,
    ) => ({
      tags: routeTags,
      summary,
      security: bearerAuth,
      ...(input as Input),
      response: { 200: response, ...errors },
    });

    app.get('/v1/wallet/company-banks', {
      onRequest: app.authenticate,
      schema: schema(
        tags,
        'Kosh’s bank accounts a customer can pay into (active ones)',
        companyBankListResponseSchema,
      ),
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
      schema: schema(
        tags,
        'The banks a customer may pay from (active ones)',
        userBankListResponseSchema,
      ),
      handler: async () => ({
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        data: (await banks.activeUserBanks()).map((b) => ({ id: b.id, BankName: b.name })),
      }),
    });

    // ---- back office -------------------------------------------------------------------------
    const admin = { onRequest: app.requireAdmin };

    app.get('/admin/company-banks', {
      ...admin,
      schema: schema(
        adminTags,
        'Kosh’s accounts customers pay into, active or not, in the order customers see',
        adminCompanyBankListResponseSchema,
      ),
      handler: async () => listed(await banks.adminCompanyBanks()),
    });

    app.post('/admin/company-banks', {
      ...admin,
      schema: schema(
        adminTags,
        'Add a company account (account number: 9–18 digits, unique; IFSC optional)',
        adminCompanyBankResponseSchema,
        { body: createCompanyBankRequestSchema },
      ),
      handler: async (request) =>
        saved('Company account added.', await banks.createCompanyBank(request.body)),
    });

    app.patch('/admin/company-banks/:id', {
      ...admin,
      schema: schema(
        adminTags,
        'Change a company account, or (active: false) stop offering it; old requests keep what they named',
        adminCompanyBankResponseSchema,
        { params: companyBankParamsSchema, body: updateCompanyBankRequestSchema },
      ),
      handler: async (request) =>
        saved(
          'Company account saved.',
          await banks.updateCompanyBank(request.params.id, request.body),
        ),
    });

    app.get('/admin/user-banks', {
      ...admin,
      schema: schema(
        adminTags,
        'The banks customers may pay from, active or not, by name',
        adminUserBankListResponseSchema,
      ),
      handler: async () => listed(await banks.adminUserBanks()),
    });

    app.post('/admin/user-banks', {
      ...admin,
      schema: schema(
        adminTags,
        'Add a bank customers may pay from (its name unique whatever the case)',
        adminUserBankResponseSchema,
        { body: createUserBankRequestSchema },
      ),
      handler: async (request) =>
        saved('Bank added.', await banks.createUserBank(request.body.name)),
    });

    app.patch('/admin/user-banks/:id', {
      ...admin,
      schema: schema(
        adminTags,
        'Rename a customer bank, or (active: false) stop offering it',
        adminUserBankResponseSchema,
        { params: userBankParamsSchema, body: updateUserBankRequestSchema },
      ),
      handler: async (request) =>
        saved('Bank saved.', await banks.updateUserBank(request.params.id, request.body)),
    });
  };
}
