import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { providerErrorHandler } from '../common/error-handler';
import { renderPicture } from './hotel-image';
import { renderTile } from './map-tile';
import { parsePicturePath, parseTilePath } from './media.paths';
import { RenderCache, type Rendered } from './render-cache';

export interface MediaOptions {
  /** How many bytes of rendered pictures and tiles to keep in memory. */
  cacheBytes: number;
}

export const MEDIA_DEFAULTS: MediaOptions = { cacheBytes: 64 * 1024 * 1024 };

type MediaErrorCode = 'NOT_FOUND' | 'BAD_REQUEST' | 'SERVER_ERROR';

/** The supplier's error body: `{"error": {"code", "description"}}`. */
const mediaError = (code: MediaErrorCode, description: string) => ({
  error: { code, description },
});

const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

/** The bytes at a URL never change (the drawing is seeded by the URL), so browsers keep them. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The hotel supplier's pictures (`/hotels/v1/images`) and a map tile server (`/tiles`), both
 * drawn by code. No API key: browsers load them straight from `<img>` and Leaflet.
 */
export function mediaRoutes(options: MediaOptions = MEDIA_DEFAULTS) {
  const cache = new RenderCache(options.cacheBytes);

  /** Each prefix answers errors, and paths it does not know, in the supplier's JSON. */
  const withErrors = (app: FastifyInstance) => {
    app.setErrorHandler(
      providerErrorHandler({
        serverError: () => mediaError('SERVER_ERROR', 'The picture could not be drawn.'),
        badRequest: (message) => mediaError('BAD_REQUEST', message),
      }),
    );
    app.setNotFoundHandler(async (request, reply) => notFound(reply, request.url));
  };

  const images = async (app: FastifyInstance) => {
    withErrors(app);
    app.get('/:hotelId/:file', async (request, reply) => {
      const { hotelId, file } = request.params as { hotelId: string; file: string };
      const asked = parsePicturePath(hotelId, file);
      if (!asked) return notFound(reply, request.url);
      const rendered = await cache.get(`image/${hotelId}/${file}`, () =>
        renderPicture(asked.picture, asked.size, asked.format),
      );
      return send(request, reply, rendered, CONTENT_TYPES[asked.format]);
    });
  };

  const tiles = async (app: FastifyInstance) => {
    withErrors(app);
    app.get('/:z/:x/:file', async (request, reply) => {
      const { z, x, file } = request.params as { z: string; x: string; file: string };
      const tile = parseTilePath(z, x, file);
      if (!tile) return notFound(reply, request.url);
      const rendered = await cache.get(`tile/${tile.zoom}/${tile.x}/${tile.y}`, () =>
        renderTile(tile.zoom, tile.x, tile.y),
      );
      return send(request, reply, rendered, CONTENT_TYPES.png);
    });
  };

  return async (app: FastifyInstance) => {
    await app.register(images, { prefix: '/hotels/v1/images' });
    await app.register(tiles, { prefix: '/tiles' });
  };
}

function notFound(reply: FastifyReply, url: string) {
  return reply.status(404).send(mediaError('NOT_FOUND', `Nothing at ${url.split('?')[0]}.`));
}

function send(request: FastifyRequest, reply: FastifyReply, rendered: Rendered, type: string) {
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', rendered.etag)
    // Pages on Kosh's origin embed these from the sandbox's (another port is another origin).
    .header('cross-origin-resource-policy', 'cross-origin');
  if (matchesEtag(request.headers['if-none-match'], rendered.etag)) {
    return reply.status(304).send();
  }
  return reply.type(type).send(rendered.body);
}

/** If-None-Match holds `*` or a list of ETags, weak ones (`W/"…"`) compared by their value. */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
