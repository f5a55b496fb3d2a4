import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HeldRequests } from '../../common/held-requests';
import { badRequest, unknownBiller } from '../aggregator.errors';
import type { BillerAnswer, BillerFetches } from './biller.bills';
import type { BillerCatalogue } from './biller.catalogue';
import { parseNewBiller, parseNewCategory } from './biller.control';
import { parseBillerQuery, parseBillerRequest } from './biller.validation';

export interface BillerRouteDeps {
  catalogue: BillerCatalogue;
  fetches: BillerFetches;
  held: HeldRequests;
}

const FLOW_HINT = {
  MANDATORY: 'fetch the bill instead',
  VALIDATION: 'validate the account instead',
  NOT_SUPPORTED: 'it is paid directly, with nothing to fetch or validate',
} as const;

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  held: HeldRequests,
  answer: BillerAnswer,
) {
  if (answer.kind === 'no-answer') return held.hold(request, reply);
  return reply.status(answer.status).send(answer.body);
}

/**
 * POST /v1/bills/fetch for a catalogue biller: the route is shared with the operator bill fetch,
 * which a body with a billerId is not.
 */
export async function fetchCatalogueBill(
  request: FastifyRequest,
  reply: FastifyReply,
  { catalogue, fetches, held }: BillerRouteDeps,
) {
  const input = parseBillerRequest(request.body, catalogue);
  if (!input.ok) return reply.status(input.status).send(input.error);
  const { biller, params } = input.value;
  if (biller.fetchRequirement !== 'MANDATORY') {
    return reply
      .status(400)
      .send(
        badRequest(
          `${biller.id} has no bill to fetch: ${FLOW_HINT[biller.fetchRequirement]}.`,
          'billerId',
        ),
      );
  }
  return send(request, reply, held, fetches.fetch(biller, params));
}

/** The catalogue and account validation (X-Api-Key, registered inside the keyed scope). */
export function billerApiRoutes(api: FastifyInstance, deps: BillerRouteDeps) {
  const { catalogue, fetches, held } = deps;

  api.get('/v1/billers/categories', async () => ({
    categories: catalogue.listCategories(),
    ...catalogue.stamp(),
  }));

  api.get('/v1/billers', async (request, reply) => {
    const query = parseBillerQuery(request.query as Record<string, unknown>, catalogue);
    if (!query.ok) return reply.status(query.status).send(query.error);
    return { ...catalogue.listBillers(query.value), ...catalogue.stamp() };
  });

  api.get('/v1/billers/:billerId', async (request, reply) => {
    const { billerId } = request.params as { billerId: string };
    const biller = catalogue.findBiller(billerId);
    if (!biller) return reply.status(404).send(unknownBiller(billerId));
    return { biller, ...catalogue.stamp() };
  });

  api.post('/v1/bills/validate', async (request, reply) => {
    const input = parseBillerRequest(request.body, catalogue);
    if (!input.ok) return reply.status(input.status).send(input.error);
    const { biller, params } = input.value;
    if (biller.fetchRequirement !== 'VALIDATION') {
      return reply
        .status(400)
        .send(
          badRequest(
            `${biller.id} takes no validation: ${FLOW_HINT[biller.fetchRequirement]}.`,
            'billerId',
          ),
        );
    }
    return send(request, reply, held, fetches.validate(biller, params));
  });
}

/** A tester adds a category or a biller at run time (no key, like the other controls). */
export function billerControlRoutes(app: FastifyInstance, { catalogue }: BillerRouteDeps) {
  app.post('/billers/categories', async (request, reply) => {
    const input = parseNewCategory(request.body, catalogue);
    if (!input.ok) return reply.status(input.status).send(input.error);
    const category = catalogue.addCategory(input.value);
    return reply.status(201).send({ category, ...catalogue.stamp() });
  });

  app.post('/billers', async (request, reply) => {
    const input = parseNewBiller(request.body, catalogue);
    if (!input.ok) return reply.status(input.status).send(input.error);
    const biller = catalogue.addBiller(input.value);
    return reply.status(201).send({ biller, ...catalogue.stamp() });
  });
}
