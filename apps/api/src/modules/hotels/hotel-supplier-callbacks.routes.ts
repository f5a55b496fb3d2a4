import type { FastifyInstance } from 'fastify';
import { webhookAckSchema, webhookErrorResponses } from '@kosh/contract/common/http';
import { registerSignedWebhook } from '../../lib/signed-webhook';
import type { createHotelSupplierCallbacks } from './hotel-supplier-callbacks';

/** The supplier's signed callbacks: the exact bytes it signed, checked before anything reads them. */
export function hotelSupplierCallbackRoutes(
  callbacks: ReturnType<typeof createHotelSupplierCallbacks>,
  secrets: { callbackSecret: string },
) {
  return async (fastify: FastifyInstance) => {
    await registerSignedWebhook(fastify, {
      url: '/v1/webhooks/hotels',
      signatureHeader: 'x-hotels-signature',
      secret: secrets.callbackSecret,
      what: 'callback',
      bodyLimit: 64 * 1024,
      unsignedPerMinute: 600,
      schema: {
        tags: ['Hotels'],
        summary:
          'Hotel supplier callbacks (X-Hotels-Signature over the raw body; deduplicated by event_id)',
        response: { 200: webhookAckSchema, ...webhookErrorResponses },
      },
      handle: (raw) => callbacks.callback(raw),
    });
  };
}
