import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageCode } from '@kosh/contract/messages/catalogue';
import { AppError } from '../lib/app-error';

const MULTIPART = /^multipart\/form-data\b/i;

/** Whether the route reads a multipart form (its schema says `consumes: ['multipart/form-data']`). */
function takesMultipart(request: FastifyRequest): boolean {
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes?.includes('multipart/form-data') ?? false;
}

/** What a 415 tells the caller to send instead: the route's own content type. */
export function unsupportedMediaTypeCode(request: FastifyRequest): MessageCode {
  return takesMultipart(request) ? 'SEND_MULTIPART' : 'UNSUPPORTED_MEDIA_TYPE';
}

/**
 * Every body in the content type its route takes: a multipart form where the route says so, JSON
 * everywhere else. A body in another type is a 415 UNSUPPORTED_MEDIA_TYPE saying what to send —
 * never parsed as something else and then refused field by field. (Types no parser takes get
 * Fastify's own 415, which the error handler words the same way.)
 */
async function mediaTypePlugin(app: FastifyInstance) {
  // Fastify reads text/plain by default; no Kosh call takes it.
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    const sent = request.headers['content-type'];
    const multipart = sent !== undefined && MULTIPART.test(sent);
    // A multipart route must get a form (readMultipart relies on it); a JSON route never one.
    if (takesMultipart(request) ? !multipart : multipart) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', unsupportedMediaTypeCode(request));
    }
  });
}

export default fp(mediaTypePlugin, { name: 'media-type' });
