import type { FastifyInstance } from 'fastify';
import { registerSignedWebhook } from '../../lib/signed-webhook';
import type { CallbackSignature } from '../../providers/provider-callbacks';
import type { createHotelSupplierCallbacks } from './hotel-supplier-callbacks';

/**
 * The supplier's signed callbacks: the exact bytes it signed, checked (by its adapter) before
 * anything reads them.
 */
export function hotelSupplierCallbackRoutes(
  callbacks: ReturnType<typeof createHotelSupplierCallbacks>,
  signature: CallbackSignature,
) {
  return async (fastify: FastifyInstance) => {
    await registerSignedWebhook(fastify, {
      url: '/v1/webhooks/hotels',
      signature,
      what: 'callback',
      bodyLimit: 64 * 1024,
      tags: ['Hotels'],
      handle: (raw, header) => callbacks.callback(raw, header),
    });
  };
}
