import type { FastifyReply } from 'fastify';

/**
 * A file only its owner and the back office may open (a KYC image, a slip, an attachment, a
 * voucher): answered with its own type and name, and never kept by a browser or proxy cache.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { contentType: string; filename: string; data: Buffer; download?: boolean },
) {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${file.download ? 'attachment' : 'inline'}; filename="${file.filename}"`,
    )
    .send(file.data);
}
