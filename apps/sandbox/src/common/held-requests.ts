import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A provider that never answers (a magic value): the request is held open, then its connection is
 * dropped after `holdMs` with no response at all, as a provider that hung would do.
 */
export class HeldRequests {
  private readonly sockets = new Map<Socket, NodeJS.Timeout>();

  constructor(private readonly holdMs: number) {}

  hold(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    const socket = request.raw.socket;
    const timer = setTimeout(() => socket.destroy(), this.holdMs);
    this.sockets.set(socket, timer);
    socket.once('close', () => {
      clearTimeout(timer);
      this.sockets.delete(socket);
    });
  }

  /**
   * Drops every held connection now. Call it from a preClose hook, not onClose: the server waits for
   * open requests before onClose, and a held one would keep it waiting for holdMs.
   */
  releaseAll() {
    for (const [socket, timer] of this.sockets) {
      clearTimeout(timer);
      socket.destroy();
    }
    this.sockets.clear();
  }
}
