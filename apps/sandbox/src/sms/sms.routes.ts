import type { FastifyInstance } from 'fastify';
import { safeEqual } from '../common/signing';
import type { SmsOutbox } from './sms.outbox';

const MOBILE = /^[6-9]\d{9}$/;

/**
 * Plays a DLT SMS gateway. Kosh sends with POST /sms/messages (x-api-key); people and tests read
 * what was "delivered" with GET /sms/messages?to=<mobile>, newest first. A send may carry the
 * sender's `clientRef`: the gateway deduplicates by it, so a text sent again (a retry after a lost
 * answer) is answered with the first one's id and reaches the phone once. POST /sms/outage
 * { ms } makes every send answer 503 for that long (0 ends it), to play the gateway down.
 */
export function smsRoutes(options: { apiKey: string; outbox: SmsOutbox }) {
  const { outbox } = options;
  return async (app: FastifyInstance) => {
    app.post('/sms/messages', async (request, reply) => {
      const key = request.headers['x-api-key'];
      if (typeof key !== 'string' || !safeEqual(key, options.apiKey)) {
        return reply.status(401).send({ error: 'invalid api key' });
      }
      if (outbox.isDown()) {
        return reply.status(503).send({ error: 'SMS gateway temporarily unavailable' });
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { to, sender, templateId, text, clientRef } = body;
      if (typeof to !== 'string' || !MOBILE.test(to)) {
        return reply.status(400).send({ error: 'to must be a 10-digit Indian mobile number' });
      }
      if (typeof text !== 'string' || text.length === 0 || text.length > 1000) {
        return reply.status(400).send({ error: 'text must be 1–1000 characters' });
      }
      if (typeof templateId !== 'string' || templateId.length === 0) {
        return reply.status(400).send({ error: 'templateId is required (DLT)' });
      }
      if (clientRef !== undefined && (typeof clientRef !== 'string' || clientRef.length > 100)) {
        return reply.status(400).send({ error: 'clientRef must be a string of ≤ 100 characters' });
      }
      const already = clientRef ? outbox.find(clientRef) : undefined;
      if (already) return reply.status(202).send({ id: already.id, status: 'accepted' });
      const message = outbox.add({
        to,
        from: typeof sender === 'string' ? sender : 'KOSHPY',
        templateId,
        text,
        ...(clientRef ? { reference: clientRef } : {}),
      });
      return reply.status(202).send({ id: message.id, status: 'accepted' });
    });

    app.post('/sms/outage', async (request, reply) => {
      const { ms } = (request.body ?? {}) as { ms?: unknown };
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
        return reply.status(400).send({ error: 'ms must be a number of milliseconds ≥ 0' });
      }
      outbox.goDown(ms);
      return reply.status(204).send();
    });

    app.get('/sms/messages', async (request) => {
      const { to } = request.query as { to?: string };
      return outbox.list(to);
    });
  };
}
