import type { FastifyInstance } from 'fastify';
import { providerErrorHandler } from '../common/error-handler';
import { HeldRequests } from '../common/held-requests';
import { billFor, NO_BILL_SUFFIX } from './aggregator.bills';
import { CallbackSender } from './aggregator.callbacks';
import { CIRCLES, findCircle, OPERATORS } from './aggregator.catalogue';
import { aggregatorError, badRequest, unknownOperator } from './aggregator.errors';
import { lookupMobile, MOBILE } from './aggregator.lookup';
import { hasPlans, plansFor } from './aggregator.plans';
import { apiKeyMatches } from './aggregator.signing';
import { BillerFetches } from './billers/biller.bills';
import { BillerCatalogue } from './billers/biller.catalogue';
import { parseCataloguePayment } from './billers/biller.payments';
import { complaintApiRoutes, complaintControlRoutes } from './complaints/complaint.routes';
import { ComplaintStore } from './complaints/complaint.store';
import { billerApiRoutes, billerControlRoutes, fetchCatalogueBill } from './billers/biller.routes';
import { AggregatorStore, paymentAnswer, type AggregatorPayment } from './aggregator.store';
import {
  parseBillFetch,
  parseCategory,
  parseClientRef,
  parsePayment,
} from './aggregator.validation';

export interface AggregatorOptions {
  apiKey: string;
  /** Signs callbacks (X-Aggregator-Signature). */
  callbackSecret: string;
  /** Where callbacks go; a function is asked at each delivery (see SandboxConfig.webhookUrl). */
  callbackUrl: string | (() => string);
  /** How long a payment to a number ending in 1111 stays PENDING before it succeeds. */
  pendingSettleMs: number;
  /** How long a payment to a number ending in 2222 is held before its socket is closed unanswered. */
  hangMs: number;
  /** Waits before each retry of a callback that failed (default 1 s, then 3 s: three tries). */
  callbackRetryDelaysMs?: readonly number[];
}

/**
 * Plays a recharge/BBPS aggregator under /aggregator: the API under /aggregator/v1 (X-Api-Key),
 * callbacks for payments that were pending, and test controls (no key, like /checkout/*) to settle a
 * payment, read what was received and sent, and send a callback again.
 */
export function aggregatorRoutes(options: AggregatorOptions) {
  const store = new AggregatorStore();
  const callbacks = new CallbackSender({
    url: options.callbackUrl,
    secret: options.callbackSecret,
    retryDelaysMs: options.callbackRetryDelaysMs ?? [1000, 3000],
  });
  const settleTimers = new Map<string, NodeJS.Timeout>();
  const complaints = new ComplaintStore();
  // The "no answer" magic value.
  const held = new HeldRequests(options.hangMs);
  // The biller catalogue is per sandbox: what a tester adds lives until the sandbox stops.
  const billers = {
    catalogue: new BillerCatalogue(),
    fetches: new BillerFetches(options.pendingSettleMs),
    held,
  };

  const settle = (payment: AggregatorPayment, status: 'SUCCESS' | 'FAILURE') => {
    clearTimeout(settleTimers.get(payment.clientRef));
    settleTimers.delete(payment.clientRef);
    store.settle(payment, status);
    return callbacks.emit(payment);
  };

  const routes = async (app: FastifyInstance) => {
    // preClose, not onClose: the server waits for open requests before onClose, and a held one would
    // keep it waiting for hangMs.
    app.addHook('preClose', async () => {
      callbacks.close();
      for (const timer of settleTimers.values()) clearTimeout(timer);
      settleTimers.clear();
      held.releaseAll();
    });

    app.setErrorHandler(
      providerErrorHandler({
        serverError: () =>
          aggregatorError('SERVER_ERROR', 'The aggregator could not process the request.'),
        badRequest,
      }),
    );

    app.setNotFoundHandler(async (request, reply) =>
      reply
        .status(404)
        .send(aggregatorError('NOT_FOUND', `No route ${request.method} ${request.url}.`)),
    );

    // --- The API (X-Api-Key) ---------------------------------------------------------------------

    await app.register(async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        if (!apiKeyMatches(request.headers['x-api-key'], options.apiKey)) {
          return reply
            .status(401)
            .send(aggregatorError('UNAUTHORIZED', 'A valid X-Api-Key header is required.'));
        }
      });

      api.get('/v1/operators', async (request, reply) => {
        const category = parseCategory((request.query as { category?: string }).category);
        if (!category.ok) return reply.status(category.status).send(category.error);
        return {
          operators: OPERATORS.filter(
            (o) => category.value === undefined || o.category === category.value,
          ),
        };
      });

      api.get('/v1/circles', async () => ({ circles: CIRCLES }));

      api.get('/v1/lookup', async (request, reply) => {
        const { mobile } = request.query as { mobile?: string };
        if (typeof mobile !== 'string' || !MOBILE.test(mobile)) {
          return reply
            .status(400)
            .send(badRequest('mobile must be a 10-digit mobile number starting 6–9.', 'mobile'));
        }
        return lookupMobile(mobile);
      });

      api.get('/v1/plans', async (request, reply) => {
        const { operator, circle } = request.query as { operator?: string; circle?: string };
        if (!operator)
          return reply.status(400).send(badRequest('operator is required.', 'operator'));
        if (!hasPlans(operator)) return reply.status(404).send(unknownOperator(operator));
        if (!circle) return reply.status(400).send(badRequest('circle is required.', 'circle'));
        if (!findCircle(circle)) {
          return reply.status(400).send(badRequest(`Unknown circle "${circle}".`, 'circle'));
        }
        return { operator, circle, categories: plansFor(operator, circle) };
      });

      billerApiRoutes(api, billers);

      api.post('/v1/bills/fetch', async (request, reply) => {
        if ((request.body as { billerId?: unknown } | null)?.billerId !== undefined) {
          return fetchCatalogueBill(request, reply, billers);
        }
        const input = parseBillFetch(request.body);
        if (!input.ok) return reply.status(input.status).send(input.error);
        const { operator, serviceNumber } = input.value;
        if (serviceNumber.endsWith(NO_BILL_SUFFIX)) {
          return reply
            .status(404)
            .send(aggregatorError('BILL_NOT_FOUND', 'No bill is due for this service number.'));
        }
        return {
          bill: billFor(
            operator,
            serviceNumber,
            new Date(),
            store.paidCount(operator.code, serviceNumber),
          ),
        };
      });

      api.post('/v1/payments', async (request, reply) => {
        const clientRef = parseClientRef(request.body);
        if (!clientRef.ok) return reply.status(clientRef.status).send(clientRef.error);
        // The same reference is the same payment, whatever else the body says: never pay twice.
        const existing = store.get(clientRef.value);
        if (existing) return paymentAnswer(existing);

        // A catalogue biller's payment names its biller; an operator's names its operator.
        const input =
          (request.body as { billerId?: unknown }).billerId !== undefined
            ? parseCataloguePayment(request.body, clientRef.value, { ...billers, store })
            : parsePayment(request.body);
        if (!input.ok) return reply.status(input.status).send(input.error);
        const payment = store.create(input.value);
        if (payment.behaviour === 'pending') {
          const timer = setTimeout(() => {
            settleTimers.delete(payment.clientRef);
            if (payment.status === 'PENDING') settle(payment, 'SUCCESS');
          }, options.pendingSettleMs);
          settleTimers.set(payment.clientRef, timer);
        }
        if (payment.behaviour === 'no-answer') return held.hold(request, reply);
        return paymentAnswer(payment);
      });

      // A complaint is answered by the biller in the time a pending payment takes to settle.
      complaintApiRoutes(api, { store, complaints, resolveMs: options.pendingSettleMs });

      api.get('/v1/payments/:clientRef', async (request, reply) => {
        const payment = store.get((request.params as { clientRef: string }).clientRef);
        if (!payment) {
          return reply
            .status(404)
            .send(aggregatorError('NOT_FOUND', 'No payment has this clientRef.'));
        }
        return paymentAnswer(payment);
      });
    });

    // --- Test and operations controls (no key) ----------------------------------------------------

    app.post('/v1/payments/:clientRef/settle', async (request, reply) => {
      const payment = store.get((request.params as { clientRef: string }).clientRef);
      if (!payment) {
        return reply
          .status(404)
          .send(aggregatorError('NOT_FOUND', 'No payment has this clientRef.'));
      }
      const { status = 'SUCCESS' } = (request.body ?? {}) as { status?: unknown };
      if (status !== 'SUCCESS' && status !== 'FAILURE') {
        return reply
          .status(400)
          .send(badRequest('status must be "SUCCESS" or "FAILURE".', 'status'));
      }
      if (payment.status !== 'PENDING') {
        return reply
          .status(409)
          .send(aggregatorError('CONFLICT', `The payment is ${payment.status}, not PENDING.`));
      }
      const callback = settle(payment, status);
      return { ...paymentAnswer(payment), eventId: callback.eventId };
    });

    billerControlRoutes(app, billers);
    complaintControlRoutes(app, complaints);

    app.get('/payments', async (request) => {
      const { number } = request.query as { number?: string };
      return store.list({ number: number || undefined });
    });

    app.get('/callbacks', async (request) => {
      const { clientRef } = request.query as { clientRef?: string };
      return callbacks.list({ clientRef: clientRef || undefined });
    });

    app.post('/callbacks/:eventId/redeliver', async (request, reply) => {
      const delivery = await callbacks.redeliver((request.params as { eventId: string }).eventId);
      return (
        delivery ??
        reply.status(404).send(aggregatorError('NOT_FOUND', 'No callback has this eventId.'))
      );
    });
  };

  // Everything lives under /aggregator, which also scopes the JSON not-found answer to it.
  return async (app: FastifyInstance) => {
    await app.register(routes, { prefix: '/aggregator' });
  };
}
