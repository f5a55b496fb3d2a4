import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A server-sent event stream: written straight to the socket (hijacked), so neither compression
 * nor any onSend hook holds it back; the security headers already set are kept. `join` hands the
 * socket to whatever writes the events and settles, with how to leave, once every event committed
 * from then on will reach it.
 */
export async function openEventStream(
  join: (raw: ServerResponse) => Promise<() => void>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  reply.hijack();
  const raw = reply.raw;
  // The response closes when the client goes away (or the stream is ended on app close).
  let gone = false;
  let remove: (() => void) | null = null;
  const leave = () => {
    gone = true;
    remove?.();
  };
  raw.on('close', leave);
  raw.on('error', leave);
  // Headers are set first (they leave with the first bytes), so an event written as soon as the
  // hub has this stream carries them.
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  try {
    remove = await join(raw);
  } catch (error) {
    // The client sees the stream end and reconnects with back-off (polling meanwhile).
    request.log.error({ err: error }, 'event stream: the hub could not start');
    raw.end();
    return;
  }
  if (gone) {
    remove();
    return;
  }
  // The first bytes go out once every later event is sure to reach this stream.
  raw.write(': connected\n\n');
}
