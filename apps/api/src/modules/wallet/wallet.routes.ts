import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paiseToRupees } from '@kosh/contract/common/money';
import { getBalanceResponseSchema } from '@kosh/contract/wallet';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { bearerAuth } from '../../lib/route-schemas';
import type { WalletService } from './wallet.service';

export function walletRoutes(services: { wallet: WalletService }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/user/getbal', {
      onRequest: app.authenticate,
      schema: {
        tags: ['Wallet'],
        summary: 'The spendable wallet balance (data: rupees; balance.paise: exact)',
        security: bearerAuth,
        response: { 200: getBalanceResponseSchema, ...guardedErrorResponses },
      },
      handler: (request, reply) =>
        app.customerRead(request, reply, async (userId) => {
          const paise = await services.wallet.balancePaise(userId);
          const rupees = paiseToRupees(paise);
          return {
            result: true as const,
            success: true as const,
            tokenValid: true as const,
            data: Number(rupees),
            balance: { paise: paise.toString(), rupees },
          };
        }),
    });
  };
}
