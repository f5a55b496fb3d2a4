import type { FastifyInstance } from 'fastify';
import { aggregatorError, badRequest } from '../aggregator.errors';
import type { AggregatorStore } from '../aggregator.store';
import { parseClientRef } from '../aggregator.validation';
import { COMPLAINT_TYPES, type ComplaintStore, type ComplaintType } from './complaint.store';

const DESCRIPTION_MAX = 500;

const notFound = () => aggregatorError('NOT_FOUND', 'No complaint has this complaintId.');

/**
 * BBPS complaints on bill payments (X-Api-Key): raised against a payment by its clientRef, then
 * assigned to the biller, which answers after `resolveMs` — resolved, or rejected when the
 * description says "reject" (the magic value) — or when a tester settles it.
 */
export function complaintApiRoutes(
  api: FastifyInstance,
  deps: { store: AggregatorStore; complaints: ComplaintStore; resolveMs: number },
) {
  const { store, complaints } = deps;
  const timers = new Set<NodeJS.Timeout>();
  api.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });

  api.post('/v1/complaints', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const clientRef = parseClientRef(body);
    if (!clientRef.ok) return reply.status(clientRef.status).send(clientRef.error);
    const payment = store.get(clientRef.value);
    if (!payment) {
      return reply.status(404).send(aggregatorError('NOT_FOUND', 'No payment has this clientRef.'));
    }
    if (!payment.bbpsRef) {
      return reply
        .status(400)
        .send(
          badRequest('Only a bill payment (with a BBPS reference) takes a complaint.', 'clientRef'),
        );
    }
    const type = body.type;
    if (typeof type !== 'string' || !COMPLAINT_TYPES.includes(type as ComplaintType)) {
      return reply
        .status(400)
        .send(badRequest(`type must be one of ${COMPLAINT_TYPES.join(', ')}.`, 'type'));
    }
    const description = body.description ?? '';
    if (typeof description !== 'string' || description.length > DESCRIPTION_MAX) {
      return reply
        .status(400)
        .send(
          badRequest(
            `description must be text of at most ${DESCRIPTION_MAX} characters.`,
            'description',
          ),
        );
    }
    // The same complaint raised again (a retry) is the one already open.
    const open = complaints.openFor(payment.clientRef, type as ComplaintType);
    if (open) return open;
    const complaint = complaints.create(payment, type as ComplaintType, description);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (complaint.status === 'ASSIGNED') {
        complaints.settle(complaint, /reject/i.test(description) ? 'REJECTED' : 'RESOLVED');
      }
    }, deps.resolveMs);
    timers.add(timer);
    return reply.status(201).send(complaint);
  });

  api.get('/v1/complaints/:complaintId', async (request, reply) => {
    const complaint = complaints.get((request.params as { complaintId: string }).complaintId);
    return complaint ?? reply.status(404).send(notFound());
  });
}

/** A tester answers a complaint now (no key): `{status: RESOLVED | REJECTED, resolution?}`. */
export function complaintControlRoutes(app: FastifyInstance, complaints: ComplaintStore) {
  app.post('/v1/complaints/:complaintId/settle', async (request, reply) => {
    const complaint = complaints.get((request.params as { complaintId: string }).complaintId);
    if (!complaint) return reply.status(404).send(notFound());
    const { status = 'RESOLVED', resolution } = (request.body ?? {}) as {
      status?: unknown;
      resolution?: unknown;
    };
    if (status !== 'RESOLVED' && status !== 'REJECTED') {
      return reply
        .status(400)
        .send(badRequest('status must be "RESOLVED" or "REJECTED".', 'status'));
    }
    if (resolution !== undefined && (typeof resolution !== 'string' || resolution.length > 500)) {
      return reply
        .status(400)
        .send(badRequest('resolution must be text of at most 500 characters.', 'resolution'));
    }
    if (complaint.status !== 'ASSIGNED') {
      return reply
        .status(409)
        .send(aggregatorError('CONFLICT', `The complaint is ${complaint.status}, not ASSIGNED.`));
    }
    return complaints.settle(complaint, status, resolution);
  });
}
