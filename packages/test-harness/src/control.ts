import http from 'node:http';
import type { Db } from '@kosh/api/db/client';
import type { JobRunsRepository } from '@kosh/api/modules/platform/job-runs.repository';
import { seedStuckPayout, type StuckPayoutRecord } from './seed-payout';

/** A background job's record as a journey sets it: instants as ISO 8601, each optional. */
export interface JobRunRecord {
  name: string;
  everySeconds: number;
  startedAt?: string;
  succeededAt?: string;
  failedAt?: string;
  error?: string;
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The stack's own back door, on 127.0.0.1 only and only in tests: the state a journey needs that
 * no API call makes. The e2e API runs no background jobs (the server starts them, not buildApp), so
 * POST /job-runs writes a job's record the way the job runner does: declared, then its start,
 * success and failure as given.
 */
export async function startControl(deps: { jobRuns: JobRunsRepository; db: Db }) {
  const server = http.createServer((request, response) => {
    void (async () => {
      // POST /stuck-payouts: a payout the provider never answered (the back office's Payouts).
      if (request.method === 'POST' && request.url === '/stuck-payouts') {
        const id = await seedStuckPayout(deps.db, (await readJson(request)) as StuckPayoutRecord);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
        return;
      }
      if (request.method !== 'POST' || request.url !== '/job-runs') {
        response.writeHead(404).end();
        return;
      }
      const run = (await readJson(request)) as JobRunRecord;
      await deps.jobRuns.declare([{ name: run.name, everySeconds: run.everySeconds }]);
      if (run.startedAt) await deps.jobRuns.started(run.name, new Date(run.startedAt));
      if (run.succeededAt) await deps.jobRuns.succeeded(run.name, new Date(run.succeededAt));
      if (run.failedAt)
        await deps.jobRuns.failed(run.name, new Date(run.failedAt), new Error(run.error ?? ''));
      response.writeHead(204).end();
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('control did not bind');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
