import type { FastifyRequest } from 'fastify';

export interface ClientContext {
  ip: string;
  userAgent: string | undefined;
}

export function clientContext(request: FastifyRequest): ClientContext {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) };
}
