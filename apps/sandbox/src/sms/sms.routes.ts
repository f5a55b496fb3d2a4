import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { safeEqual } from '../shared/signing';

export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  templateId: string;
  text: string;
  createdAt: string;
}

const MOBILE = /^[6-9]\d{9}$/;
const OUTBOX_LIMIT = 5000;

/**
 * Plays a DLT SMS gateway. Kosh sends with POST /sms/messages (x-api-key); people and tests read
 * what was "delivered" with GET /sms/messages?to=<mobile>, newest first.
 */
export function smsRoutes(options: { apiKey: string }) {
  const outbox: OutboxMessage[] = [];

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
      const message: OutboxMessage = {
        id: `sms_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        to,
        from: typeof sender === 'string' ? sender : 'KOSHPY',
        templateId,
        text,
        createdAt: new Date().toISOString(),
      };
      outbox.unshift(message);
      if (outbox.length > OUTBOX_LIMIT) outbox.length = OUTBOX_LIMIT;
      return reply.status(202).send({ id: message.id, status: 'accepted' });
    });

    app.get('/sms/messages', async (request) => {
      const { to } = request.query as { to?: string };
      return to ? outbox.filter((m) => m.to === to) : outbox.slice(0, 100);
    });
  };
}
