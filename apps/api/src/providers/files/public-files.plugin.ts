import type { FastifyInstance } from 'fastify';
import { contentTypeOf, type FileStore } from './file-store';

/**
 * GET /files/<key>: public files (banners, avatars, logos) from the store, whichever it is, so
 * every API copy serves every file. Names are random and never reused, so browsers may cache them
 * for a day. Private files have no route here: only the authorised routes that own them read them.
 */
export async function publicFilesRoutes(app: FastifyInstance, options: { files: FileStore }) {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = await options.files.openPublic(key);
    if (!file) return reply.callNotFound();
    reply
      .header('cache-control', 'public, max-age=86400')
      .header('etag', file.etag)
      // An SVG opened on its own runs no script and loads nothing.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
    return reply
      .header('content-type', contentTypeOf(key))
      .header('content-length', file.size)
      .send(file.body);
  });
}
