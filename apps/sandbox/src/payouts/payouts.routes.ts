import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { providerErrorHandler } from '../common/error-handler';
import { HeldRequests } from '../common/held-requests';
import {
  AUTHENTICATION_FAILED,
  badRequest,
  NOT_FOUND,
  SERVER_ERROR,
} from '../payments/payments.errors';
import { basicAuthMatches } from '../payments/payments.signing';
import {
  FINAL_STATUSES,
  fateOf,
  PayoutsStore,
  type PayoutEntity,
  type PayoutStatus,
} from './payouts.store';
import { PayoutWebhooks } from './payouts.webhooks';
import { parseContact, parseFundAccount, parsePayout } from './payouts.validation';

export interface PayoutsOptions {
  /** The RazorpayX account's API key (HTTP Basic), the same as the payment gateway's. */
  keyId: string;
  keySecret: string;
  /** Signs the payout webhooks (X-Razorpay-Signature), apart from the gateway's. */
  webhookSecret: string;
  /** Where the webhooks go; a function is asked at each delivery. */
  webhookUrl: string | (() => string);
  /** Each step of a payout's life (queued → pending → processing → processed). */
  stepMs: number;
  /** How long a slow bank (account ending 1111) keeps a payout processing. */
  slowMs: number;
  /** How long a create call for an account ending 4444 is held unanswered. */
  hangMs: number;
  webhookRetryDelaysMs?: readonly number[];
}

const IDEMPOTENCY_HEADER = 'x-payout-idempotency';

/**
 * Plays RazorpayX Payouts: contacts, fund accounts, payouts created under an idempotency header,
 * their statuses moved on by timers (and signed webhooks for each), a fetch by id or reference for
 * reconciliation, and test controls to settle a payout now and read or redeliver its webhooks.
 */
export function payoutsRoutes(options: PayoutsOptions) {
  const store = new PayoutsStore();
  const webhooks = new PayoutWebhooks({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [1000, 3000],
  });
  const held = new HeldRequests(options.hangMs);
  const timers = new Map<string, NodeJS.Timeout>();

  const move = (payout: PayoutEntity, status: PayoutStatus) => {
    store.move(payout, status);
    webhooks.emit(payout);
  };

  /** Runs a payout's life by its account's fate: each step after a wait, a webhook at each. */
  function drive(payout: PayoutEntity, accountNumber: string) {
    const fate = fateOf(accountNumber);
    const path: [PayoutStatus, number][] =
      fate === 'rejected'
        ? [
            ['pending', options.stepMs],
            ['rejected', options.stepMs],
          ]
        : [
            ['pending', options.stepMs],
            ['processing', options.stepMs],
            [
              fate === 'failed' ? 'failed' : 'processed',
              fate === 'slow' ? options.slowMs : options.stepMs,
            ],
            ...(fate === 'reversed'
              ? ([['reversed', options.stepMs * 2]] as [PayoutStatus, number][])
              : []),
          ];
    const next = (at: number, from: PayoutStatus) => {
      const step = path[at];
      if (!step) return;
      const timer = setTimeout(() => {
        timers.delete(payout.id);
        // A tester may have settled it meanwhile: it moves on only from where this path left it.
        if (payout.status !== from) return;
        move(payout, step[0]);
        next(at + 1, step[0]);
      }, step[1]);
      timers.set(payout.id, timer);
    };
    next(0, 'queued');
  }

  return async (app: FastifyInstance) => {
    app.addHook('preClose', async () => {
      held.releaseAll();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      webhooks.close();
    });
    app.setErrorHandler(providerErrorHandler({ serverError: () => SERVER_ERROR, badRequest }));

    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!basicAuthMatches(request.headers.authorization, options.keyId, options.keySecret)) {
        return reply.status(401).send(AUTHENTICATION_FAILED);
      }
    };

    app.post('/v1/contacts', { onRequest: authenticate }, async (request, reply) => {
      const input = parseContact(request.body);
      if (!input.ok) return reply.status(400).send(input.error);
      return reply.status(201).send(store.addContact(input.value));
    });

    app.post('/v1/fund_accounts', { onRequest: authenticate }, async (request, reply) => {
      const input = parseFundAccount(request.body);
      if (!input.ok) return reply.status(400).send(input.error);
      if (!store.contacts.has(input.value.contactId)) {
        return reply.status(400).send(badRequest('The contact_id does not exist.', 'contact_id'));
      }
      return reply.status(201).send(store.addFundAccount(input.value.contactId, input.value.bank));
    });

    app.post('/v1/payouts', { onRequest: authenticate }, async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !/^[A-Za-z0-9._:-]{1,100}$/.test(key)) {
        return reply
          .status(400)
          .send(badRequest('The X-Payout-Idempotency header is required.', IDEMPOTENCY_HEADER));
      }
      const body = JSON.stringify(request.body ?? null);
      const earlier = store.idempotency.get(key);
      if (earlier) {
        // The same key is the same payout; another body under it is a mistake, never a second one.
        if (earlier.body !== body) {
          return reply
            .status(400)
            .send(
              badRequest('This idempotency key was used with another request.', IDEMPOTENCY_HEADER),
            );
        }
        return store.payouts.get(earlier.payoutId) ?? reply.status(400).send(NOT_FOUND);
      }
      const input = parsePayout(request.body);
      if (!input.ok) return reply.status(400).send(input.error);
      const account = store.fundAccounts.get(input.value.fund_account_id);
      if (!account) {
        return reply
          .status(400)
          .send(badRequest('The fund_account_id does not exist.', 'fund_account_id'));
      }
      const payout = store.addPayout(input.value, { key, body });
      webhooks.emit(payout);
      drive(payout, account.bank_account.account_number);
      if (fateOf(account.bank_account.account_number) === 'no-answer') {
        return held.hold(request, reply);
      }
      return payout;
    });

    app.get('/v1/payouts/:id', { onRequest: authenticate }, async (request, reply) => {
      const payout = store.payouts.get((request.params as { id: string }).id);
      return payout ?? reply.status(400).send(NOT_FOUND);
    });

    app.get('/v1/payouts', { onRequest: authenticate }, async (request, reply) => {
      const { reference_id: reference } = request.query as { reference_id?: string };
      if (!reference) {
        return reply
          .status(400)
          .send(badRequest('The reference_id query is required.', 'reference_id'));
      }
      const items = store.byReference(reference);
      return { entity: 'collection', count: items.length, items };
    });

    // --- Test controls (no key) -----------------------------------------------------------------

    app.post('/v1/test/payouts/:id/settle', async (request, reply) => {
      const payout = store.payouts.get((request.params as { id: string }).id);
      if (!payout) return reply.status(404).send(NOT_FOUND);
      const { status } = (request.body ?? {}) as { status?: unknown };
      const allowed: PayoutStatus[] =
        payout.status === 'processed' ? ['reversed'] : ['processed', 'failed', 'rejected'];
      if (FINAL_STATUSES.includes(payout.status) && payout.status !== 'processed') {
        return reply.status(409).send(badRequest(`The payout is ${payout.status}.`, 'status'));
      }
      if (!allowed.includes(status as PayoutStatus)) {
        return reply
          .status(400)
          .send(badRequest(`status must be one of ${allowed.join(', ')}.`, 'status'));
      }
      clearTimeout(timers.get(payout.id));
      timers.delete(payout.id);
      move(payout, status as PayoutStatus);
      return payout;
    });

    app.get('/v1/test/payouts/webhooks', async (request) => {
      const { payout_id: payoutId } = request.query as { payout_id?: string };
      return webhooks.list({ payoutId: payoutId || undefined });
    });

    app.post('/v1/test/payouts/webhooks/:eventId/redeliver', async (request, reply) => {
      const delivery = await webhooks.redeliver((request.params as { eventId: string }).eventId);
      return delivery ?? reply.status(404).send(NOT_FOUND);
    });
  };
}
