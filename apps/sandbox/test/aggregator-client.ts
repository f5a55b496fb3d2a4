import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildSandbox } from '../src/app';

/**
 * The tests' client for the sandbox's aggregator: a call with the API key (or another, or none),
 * answering the status, the JSON (undefined when the body is not JSON) and the raw text.
 */
export function aggregatorCaller(sandboxUrl: () => string, apiKey: string) {
  return async function call(
    method: string,
    path: string,
    options: { body?: unknown; key?: string | null; timeoutMs?: number } = {},
  ) {
    const headers: Record<string, string> = {};
    if (options.key !== null) headers['x-api-key'] = options.key ?? apiKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${sandboxUrl()}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    const text = await response.text();
    // The answers are read field by field in the tests, whatever their shape.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text };
  };
}

/**
 * A sandbox listening on a free port for the length of a test file, its aggregator with the given
 * key and timings: `url()` once started; closed after the file.
 */
export function aggregatorSandbox(options: { apiKey: string; pendingMs: number; hangMs: number }) {
  let sandbox: FastifyInstance | undefined;
  let url = '';
  beforeAll(async () => {
    sandbox = await buildSandbox({
      smsApiKey: 'sms-key',
      aggregatorApiKey: options.apiKey,
      aggregatorCallbackSecret: `${options.apiKey}_secret`,
      rechargeCallbackUrl: 'http://127.0.0.1:9/unused',
      aggregatorPendingMs: options.pendingMs,
      aggregatorHangMs: options.hangMs,
    });
    await sandbox.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return { url: () => url };
}
