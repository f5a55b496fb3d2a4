import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest<Body> {
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it came, for checking a signature. */
  raw: string;
  /** The body as JSON: what the provider documents it sends (the tests check it field by field). */
  body: Body;
}

/**
 * Kosh's side of a provider's signed callbacks, for the sandbox's tests: an HTTP server that
 * records every request and answers 500 to the next `failures` of them (to make the provider retry).
 */
export class WebhookReceiver<Body = unknown> {
  readonly received: ReceivedRequest<Body>[] = [];
  failures = 0;
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      this.received.push({ headers: request.headers, raw, body: JSON.parse(raw) as Body });
      if (this.failures > 0) {
        this.failures -= 1;
        response.statusCode = 500;
      }
      response.end();
    });
  });

  /** Listens on a free port of 127.0.0.1: its origin. */
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close() {
    return new Promise((resolve) => this.server.close(resolve));
  }
}
