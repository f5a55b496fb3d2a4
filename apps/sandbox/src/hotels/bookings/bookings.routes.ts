import type { FastifyInstance, FastifyReply } from 'fastify';
import { HeldRequests } from '../../common/held-requests';
import { hotelsError, useHotelsErrors } from '../hotels.errors';
import type { HotelBookings, Outcome } from './bookings.service';
import { bookingJson, type Booking } from './bookings.store';
import { parseClientReference } from './bookings.validation';

/** A service outcome as HTTP: the booking, or the error under its status. */
function answer(reply: FastifyReply, outcome: Outcome<Booking>, status = 200) {
  if (!outcome.ok) return reply.status(outcome.status).send(outcome.error);
  return reply.status(status).send({ booking: bookingJson(outcome.value) });
}

type Params = { Params: { id: string } };

/**
 * The booking calls, registered inside the supplier's keyed /hotels/v1 scope. A Timeout booking's
 * first answer is held for `hangMs` and its connection dropped: the booking is made all the same.
 */
export function bookingsApi(bookings: HotelBookings, hangMs: number) {
  const held = new HeldRequests(hangMs);
  return async (app: FastifyInstance) => {
    // preClose, not onClose: the server waits for open requests before onClose, and a held one
    // would keep it waiting for hangMs.
    app.addHook('preClose', async () => {
      held.releaseAll();
      bookings.close();
    });

    app.post('/bookings', async (request, reply) => {
      const outcome = bookings.book(request.body);
      if (!outcome.ok) return reply.status(outcome.status).send(outcome.error);
      const { booking, created } = outcome.value;
      if (created && booking.behaviour === 'no-answer') return held.hold(request, reply);
      return answer(reply, { ok: true, value: booking }, created ? 201 : 200);
    });

    app.get('/bookings', async (request, reply) => {
      const reference = parseClientReference(
        (request.query as { client_reference?: unknown }).client_reference,
      );
      if (!reference.ok) return reply.status(400).send(reference.error);
      return answer(reply, bookings.findByReference(reference.value));
    });

    app.get<Params>('/bookings/:id', async (request, reply) =>
      answer(reply, bookings.find(request.params.id)),
    );

    app.post<Params>('/bookings/:id/cancel', async (request, reply) =>
      answer(reply, bookings.cancel(request.params.id)),
    );
  };
}

/** Test controls under /hotels/v1/test, without a key like the aggregator's. */
export function bookingControls(bookings: HotelBookings) {
  return async (app: FastifyInstance) => {
    useHotelsErrors(app);

    app.post<Params>('/bookings/:id/settle', async (request, reply) => {
      const outcome = bookings.settle(request.params.id);
      if (!outcome.ok) return reply.status(outcome.status).send(outcome.error);
      return { booking: bookingJson(outcome.value.booking), event_id: outcome.value.eventId };
    });

    app.get('/callbacks', async (request) => {
      const { booking_id: bookingId } = request.query as { booking_id?: string };
      return { callbacks: bookings.callbacks?.list({ bookingId: bookingId || undefined }) ?? [] };
    });

    app.post<{ Params: { eventId: string } }>(
      '/callbacks/:eventId/redeliver',
      async (request, reply) => {
        const delivery = await bookings.callbacks?.redeliver(request.params.eventId);
        return (
          delivery ??
          reply.status(404).send(hotelsError('NOT_FOUND', 'No callback has this event id.'))
        );
      },
    );
  };
}
