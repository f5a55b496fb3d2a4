import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messageText } from '@kosh/contract/messages/catalogue';

/**
 * Serves the built web app from the API's origin, with client-side routing: any GET outside /api
 * that is not a file gets index.html. /api paths that match no route get the JSON 404 envelope.
 */
async function webAppPlugin(app: FastifyInstance, options: { dist: string | undefined }) {
  const dist = options.dist;
  const hasWeb = dist !== undefined && fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const code = isApi ? 'API_NOT_FOUND' : 'NOT_FOUND';
    return reply
      .status(404)
      .send({ result: false, success: false, code, message: messageText(code) });
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
