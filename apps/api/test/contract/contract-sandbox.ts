import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSandbox } from '@kosh/sandbox/app';
import type { HeaderReader } from '../../src/providers/provider-callbacks';

/** The key the contract sandbox's SMS gateway takes. */
export const CONTRACT_SMS_KEY = 'contract-sms-key';

/** What a provider sent on its own, as the API's route would receive it. */
export interface Delivery {
  path: string;
  raw: Buffer;
  header: HeaderReader;
}

/**
 * The provider sandbox on a free port, alone (no app, no database): the port contract tests run
 * an adapter against it. Its callbacks and webhooks go to a receiver here that keeps every
 * delivery, so a test can hand one to the adapter's incoming half exactly as it arrived.
 */
export async function startContractSandbox() {
  const deliveries: Delivery[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = req.headers;
      deliveries.push({
        path: req.url ?? '',
        raw: Buffer.concat(chunks),
        header: (name) => {
          const value = headers[name];
          return Array.isArray(value) ? value[0] : value;
        },
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"processed"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  let url = '';
  const sandbox = await buildSandbox({
    smsApiKey: CONTRACT_SMS_KEY,
    publicUrl: () => url,
    webhookUrl: `${receiverUrl}/payments`,
    rechargeCallbackUrl: `${receiverUrl}/recharge`,
    hotelsCallbackUrl: `${receiverUrl}/hotels`,
    payoutsWebhookUrl: `${receiverUrl}/payouts`,
    payoutsStepMs: 50,
    payoutsHangMs: 1500,
    aggregatorPendingMs: 60_000,
    hotelsPendingMs: 60_000,
    callbackRetryDelaysMs: [50, 150],
    webhookRetryDelaysMs: [50, 150],
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;

  return {
    url,
    /** The deliveries received on `path` so far, oldest first. */
    received: (path: string) => deliveries.filter((d) => d.path === path),
    /** The first delivery on `path` that `match` accepts, once it has come. */
    async waitForDelivery(path: string, match: (d: Delivery) => boolean): Promise<Delivery> {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const found = deliveries.find((d) => d.path === path && match(d));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no delivery on ${path}`);
    },
    /** A call to the sandbox's own test controls (no key). */
    async control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    async close() {
      await sandbox.close();
      receiver.closeAllConnections();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    },
  };
}

export type ContractSandbox = Awaited<ReturnType<typeof startContractSandbox>>;

/** A delivery with one byte of its body changed: no longer what the provider signed. */
export const tampered = (d: Delivery): Delivery => ({
  ...d,
  raw: Buffer.from(d.raw.toString('utf8').replace(/.$/, ' }')),
});
