import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { idempotencyHeaderSchema, moneyErrorResponses } from '@kosh/contract/common/http';
import { paymentAuthorisationHeaderSchema } from '@kosh/contract/payment-auth';
import {
  circlesResponseSchema,
  dthRechargeSchema,
  fastagRechargeSchema,
  fetchBillResponseSchema,
  fetchBillSchema,
  lookupQuerySchema,
  lookupResponseSchema,
  mobilePlanRequestSchema,
  mobilePlanResponseSchema,
  mobileRechargeSchema,
  payBillSchema,
  rechargeOrderParamsSchema,
  rechargeResultResponseSchema,
  rechargeStatusResponseSchema,
} from '@kosh/contract/recharge';
import { bearerAuth } from '../../lib/route-schemas';
import { registerSignedWebhook } from '../../lib/signed-webhook';
import { requireAuth } from '../../plugins/auth';
import type { CallbackSignature } from '../../providers/provider-callbacks';
import type { RequirePaymentAuthorisation } from '../payment-auth/authorise-payment.service';
import { historyRoutes } from './history.routes';
import type { BillsService } from './bills.service';
import type { ComplaintsService } from './complaints.service';
import type { HistoryService } from './history.service';
import type { PlansService } from './plans.service';
import type { RechargePaymentsService } from './recharge-payments.service';

const errors = moneyErrorResponses;
const payResponses = {
  200: rechargeResultResponseSchema,
  202: rechargeResultResponseSchema,
  ...errors,
};

/** A payment's answer: 202 while the operator has not confirmed it yet. */
function send(reply: FastifyReply, result: { httpStatus: number; body: unknown }) {
  void reply.code(result.httpStatus);
  return result.body as z.infer<typeof rechargeResultResponseSchema>;
}

export function rechargesRoutes(
  services: {
    rechargePayments: RechargePaymentsService;
    bills: BillsService;
    plans: PlansService;
    history: HistoryService;
    complaints: ComplaintsService;
  },
  /** How the aggregator's callbacks prove they are its own (its adapter's check). */
  callbackSignature: CallbackSignature,
  /** Once the customer has a PIN, a payment needs its authorisation (payment-auth). */
  authorisePayment: RequirePaymentAuthorisation,
) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Recharges and bills'];
    const payLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
    const { rechargePayments, bills, plans, history, complaints } = services;

    app.post('/plan/Mobplan', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Plans for a mobile number’s operator and circle (FULLTT first)',
        security: bearerAuth,
        body: mobilePlanRequestSchema,
        response: { 200: mobilePlanResponseSchema, ...errors },
      },
      handler: (request) => plans.mobilePlans(request.body),
    });

    app.get('/v1/recharge/lookup', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Guess the operator and circle of a mobile number',
        security: bearerAuth,
        querystring: lookupQuerySchema,
        response: { 200: lookupResponseSchema, ...errors },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        message: 'Lookup done.',
        data: await plans.lookup(request.query.mobile),
      }),
    });

    app.get('/v1/recharge/circles', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The 22 telecom circles',
        security: bearerAuth,
        response: { 200: circlesResponseSchema, ...errors },
      },
      handler: async () => ({
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        message: 'Circles fetched.',
        data: await plans.circles(),
      }),
    });

    /**
     * A payment from the wallet: rate limited, idempotent (Idempotency-Key), answered 200 when the
     * operator confirmed it and 202 while it is pending.
     */
    const payRoute = <Body extends z.ZodType>(
      path: string,
      summary: string,
      body: Body,
      pay: (
        userId: string,
        body: z.output<Body>,
        idempotencyKey: string | undefined,
      ) => Promise<{ httpStatus: number; body: unknown }>,
    ) =>
      app.post(path, {
        onRequest: app.authenticate,
        config: {
          ...payLimit,
          // A retry after a crash answers with the payment its key made.
          idempotencyRecover: (userId, key) => rechargePayments.resultByKey(userId, key),
        },
        schema: {
          tags,
          summary,
          security: bearerAuth,
          headers: idempotencyHeaderSchema.extend(paymentAuthorisationHeaderSchema.shape),
          body,
          response: payResponses,
        },
        // `body` has validated request.body; the type provider cannot see that through a generic.
        handler: (request, reply) =>
          app.idempotent(request, reply, request.body, async (key) => {
            const { userId } = requireAuth(request);
            // Every pay body names its amount (paise by now) and its operator or biller.
            const debit = request.body as { amount: bigint; opcode?: string; operator?: string };
            await authorisePayment(
              userId,
              {
                amountPaise: debit.amount,
                payee: debit.opcode ?? debit.operator ?? '',
                idempotencyKey: key,
              },
              request.headers['payment-authorisation'],
            );
            return send(reply, await pay(userId, request.body as z.output<Body>, key));
          }),
      });

    payRoute(
      '/recharge/mobile',
      'Mobile prepaid recharge from the wallet (202 while pending)',
      mobileRechargeSchema,
      (userId, body, idempotencyKey) =>
        rechargePayments.pay(userId, {
          idempotencyKey,
          kind: 'mobile',
          operatorCode: body.opcode,
          number: body.number,
          amountPaise: body.amount,
          circle: body.circle,
          planId: body.planId,
          operatorField: 'opcode',
        }),
    );

    payRoute(
      '/recharge/dth',
      'DTH recharge from the wallet (202 while pending)',
      dthRechargeSchema,
      (userId, body, idempotencyKey) =>
        rechargePayments.pay(userId, {
          idempotencyKey,
          kind: 'dth',
          operatorCode: body.operator,
          number: body.number,
          amountPaise: body.amount,
          operatorField: 'operator',
        }),
    );

    payRoute(
      '/recharge/fastag',
      'FASTag recharge from the wallet (minimum ₹500; 202 while pending)',
      fastagRechargeSchema,
      (userId, body, idempotencyKey) =>
        rechargePayments.pay(userId, {
          idempotencyKey,
          kind: 'fastag',
          operatorCode: body.opcode,
          number: body.number,
          amountPaise: body.amount,
          option1: body.option1,
          option2: body.option2,
          operatorField: 'opcode',
        }),
    );

    app.get('/v1/recharges/:orderId', {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One payment as it stands now (a pending one is followed until it settles)',
        security: bearerAuth,
        params: rechargeOrderParamsSchema,
        response: { 200: rechargeStatusResponseSchema, ...errors },
      },
      handler: (request) =>
        rechargePayments.status(requireAuth(request).userId, request.params.orderId),
    });

    app.post('/v1/recharges/:orderId/check', {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Check status: ask the aggregator about a pending payment now (at most once a minute)',
        security: bearerAuth,
        params: rechargeOrderParamsSchema,
        response: { 200: rechargeStatusResponseSchema, 429: errorResponseSchema, ...errors },
      },
      handler: (request) =>
        rechargePayments.checkNow(requireAuth(request).userId, request.params.orderId),
    });

    app.post('/elBill/fetchBill', {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Fetch the amount due on an electricity, gas or postpaid bill',
        security: bearerAuth,
        body: fetchBillSchema,
        response: { 200: fetchBillResponseSchema, ...errors },
      },
      handler: (request) => bills.fetch(requireAuth(request).userId, request.body),
    });

    payRoute(
      '/elBill/payBill',
      'Pay the bill last fetched for this biller and number (202 while pending)',
      payBillSchema,
      (userId, body, idempotencyKey) =>
        bills.pay(
          userId,
          { opcode: body.opcode, number: body.number, amountPaise: body.amount },
          idempotencyKey,
        ),
    );

    // The aggregator's callback: the exact bytes it signed, checked (by its adapter) before
    // anything reads them.
    await registerSignedWebhook(fastify, {
      url: '/v1/webhooks/recharge',
      signature: callbackSignature,
      what: 'callback',
      bodyLimit: 64 * 1024,
      tags,
      handle: (raw, header) => rechargePayments.callback(raw, header),
    });

    // The balance history, complaints and the back office's answers: their own file.
    await fastify.register(historyRoutes({ history, complaints }));
  };
}
