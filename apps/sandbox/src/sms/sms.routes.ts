import type { FastifyInstance } from 'fastify';
import { safeEqual } from '../common/signing';
import type { SmsOutbox } from './sms.outbox';

const MOBILE = /^[6-9]\d{9}$/;

/**
 * Plays a DLT SMS gateway. Kosh sends with POST /sms/messages (x-api-key); people and tests read
 * what was "delivered" with GET /sms/messages?to=<mobile>, newest first.
 */
export function smsRoutes(options: { apiKey: string; outbox: SmsOutbox }) {
  const { outbox } = options;
  return async (app: FastifyInstance) => {
    app.post('/sms/messages', async (request, reply) => {
      const key = request.headers['x-api-key'];
      if (typeof key !== 'string' || !safeEqual(key, options.apiKey)) {
        return reply.status(401).send({ error: 'invalid api key' });
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { to, sender, templateId, text } = body;
      if (typeof to !== 'string' || !MOBILE.test(to)) {
        return reply.status(400).send({ error: 'to must be a 10-digit Indian mobile number' });
      }
      if (typeof text !== 'string' || text.length === 0 || text.length > 1000) {
        return reply.status(400).send({ error: 'text must be 1–1000 characters' });
      }
      if (typeof templateId !== 'string' || templateId.length === 0) {
        return reply.status(400).send({ error: 'templateId is required (DLT)' });
      }
      const message = outbox.add({
        to,
        from: typeof sender === 'string' ? sender : 'KOSHPY',
        templateId,
        text,
      });
      return reply.status(202).send({ id: message.id, status: 'accepted' });
    });

    app.get('/sms/messages', async (request) => {
      const { to } = request.query as { to?: string };
      return outbox.list(to);
    });
  };
}
