import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp, type SignedUp } from '../helpers/accounts';
import { storedFiles } from '../helpers/files';
import { goodPan, kycCounts } from '../helpers/kyc';

const MB = 1024 * 1024;
const BOUNDARY = 'kosh-upload-limit';

interface Sent {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** How much of the upload the socket had taken when the answer's head came back. */
  writtenAtAnswer: number;
}

/**
 * A PAN photo of `fileBytes` sent over a real socket as a browser sends it, 64 KB at a time with
 * back-pressure, so the server's reading is what paces it: with its length declared or chunked
 * (no length, as a stream's upload is). Resolves with the answer, whenever it comes.
 */
function uploadPan(
  apiUrl: string,
  customer: SignedUp,
  fileBytes: number,
  framing: 'declared' | 'chunked',
): Promise<Sent> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="PanNumber"\r\n\r\n${goodPan()}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="slipImage"; filename="pan.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const url = new URL('/api/kyc/useruplodePan', apiUrl);
  return new Promise<Sent>((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${customer.token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(framing === 'declared'
            ? { 'content-length': String(head.length + fileBytes + tail.length) }
            : { 'transfer-encoding': 'chunked' }),
        },
      },
      (response) => {
        answered = true;
        const writtenAtAnswer = written;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            writtenAtAnswer,
          }),
        );
      },
    );
    // The server closing the connection mid-upload is the point; only an unanswered one fails.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.write(head);
    const chunk = Buffer.alloc(64 * 1024, 0x42);
    let sent = 0;
    const pump = () => {
      while (sent < fileBytes && !answered && !request.destroyed) {
        sent += chunk.length;
        written = sent;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered && !request.destroyed) request.end(tail);
    };
    pump();
  });
}

describe('uploads over their limit: 413 as soon as the limit is passed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
  });
  afterAll(() => ctx.close());

  it.each(['declared', 'chunked'] as const)(
    'a 24 MB PAN photo (%s length) is refused with the limit, the rest never read, nothing kept',
    async (framing) => {
      const customer = await signUp(ctx);
      const before = await kycCounts(ctx);
      const filesBefore = await storedFiles(ctx, 'private', 'kyc');
      const answer = await uploadPan(ctx.apiUrl!, customer, 24 * MB, framing);

      expect(answer.statusCode).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        result: false,
        success: false,
        code: 'FILE_TOO_LARGE',
        message: 'The file must be at most 5 MB.',
        params: { size: '5 MB' },
        errors: [
          {
            field: 'slipImage',
            code: 'FILE_TOO_LARGE',
            message: 'The file must be at most 5 MB.',
            params: { size: '5 MB' },
          },
        ],
      });
      expect(answer.headers.connection).toBe('close');
      // Answered once the 5 MB limit was passed (plus what the sockets' buffers hold), not after
      // the server had taken in all 24 MB.
      expect(answer.writtenAtAnswer).toBeLessThan(16 * MB);
      expect(await kycCounts(ctx)).toEqual(before);
      expect(await storedFiles(ctx, 'private', 'kyc')).toEqual(filesBefore);
    },
  );
});
