import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileErrors, validate } from '@readme/openapi-parser';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { latestOtp, uniqueMobile } from '../helpers/accounts';

/**
 * "A client generated from /api/docs/json must be usable": the document is valid OpenAPI 3, a
 * well-kept generator (openapi-typescript) turns it into types, a small client written against
 * them (openapi-fetch) type-checks under `strict` — and a wrong call does not — and that same
 * client then signs a customer up, logs in and reads the balance over HTTP.
 */

// The generated files live nowhere on disk: the compiler reads them from here, as if they sat in
// this folder (so `openapi-fetch` resolves from the repository's node_modules).
const virtualDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi-client');
const TYPES_FILE = path.join(virtualDir, 'kosh-api.ts');
const CLIENT_FILE = path.join(virtualDir, 'client.ts');

/** The client, as a customer of the API would write it against the generated types. */
const clientSource = (call: string) => `
import type createClient from 'openapi-fetch';
import type { components, paths } from './kosh-api';

type Schemas = components['schemas'];

export interface Outcome {
  name: Schemas['UserGetResponse']['data']['name'];
  balance: Schemas['GetBalanceResponse'];
  orderIds: string[];
  refusal: Schemas['ErrorResponse'] | undefined;
}

export async function journey(
  create: typeof createClient,
  baseUrl: string,
  mobile: string,
  readOtp: (mobile: string) => Promise<string>,
): Promise<Outcome> {
  const api = create<paths>({ baseUrl });
  const password = 'Kosh@2026pay';
  const sent = await api.POST('/api/user/sendOtp', {
    body: { name: 'Client Customer', mobile, emailId: 'client@example.com', password },
  });
  if (!sent.data) throw new Error('sendOtp ' + sent.response.status);
  const verified = await api.POST('/api/user/verifyOtp', {
    body: { otp: await readOtp(mobile), mobile },
  });
  if (!verified.data) throw new Error('verifyOtp ' + verified.response.status);
  ${call}
  if (!login.data) throw new Error('login ' + login.response.status);
  const headers = { Authorization: 'Bearer ' + login.data.data.token };

  const profile = await api.GET('/api/user/get', { headers });
  const balance = await api.GET('/api/user/getbal', { headers });
  if (!profile.data || !balance.data) throw new Error('profile or balance refused');

  // A money call, twice with one Idempotency-Key: the second answer is the first one again.
  const orderIds: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const order = await api.POST('/api/payment/CreateOrder', {
      params: { header: { 'idempotency-key': 'client-test-' + mobile } },
      headers,
      body: { amount: 250, currency: 'INR', receipt: 'client-' + mobile },
    });
    if (!order.data) throw new Error('CreateOrder ' + order.response.status);
    orderIds.push(order.data.data.id);
  }

  const wrong = await api.POST('/api/user/login', {
    body: { mobileno: mobile, password: 'Not-the-password1' },
  });
  return { name: profile.data.data.name, balance: balance.data, orderIds, refusal: wrong.error };
}
`;

const GOOD_LOGIN = `const login = await api.POST('/api/user/login', { body: { mobileno: mobile, password } });`;
// The spec names the field mobileno: a client sending "mobile" must not compile.
const BAD_LOGIN = `const login = await api.POST('/api/user/login', { body: { mobile, password } });`;

/** Type-checks the client against the generated types, under strict; the diagnostics, as text. */
function typeCheck(types: string, client: string): string[] {
  const virtual = new Map([
    [TYPES_FILE, types],
    [CLIENT_FILE, client],
  ]);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists(file);
  host.directoryExists = (dir) =>
    dir === virtualDir || (directoryExists?.(dir) ?? fs.existsSync(dir));
  host.readFile = (file) => virtual.get(file) ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = virtual.get(file);
    return text === undefined
      ? getSourceFile(file, language, ...rest)
      : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([CLIENT_FILE], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a client generated from /api/docs/json', () => {
  let ctx: TestContext;
  let doc: Record<string, unknown>;
  let types: string;
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-openapi-client-'));

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    const res = await fetch(`${ctx.apiUrl}/api/docs/json`);
    expect(res.status).toBe(200);
    doc = (await res.json()) as Record<string, unknown>;
    types = astToString(await openapiTS(structuredClone(doc) as never));
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(runDir, { recursive: true, force: true });
  });

  it('is a valid OpenAPI 3 document', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(String(doc.openapi)).toMatch(/^3\./);
  });

  it('names its schemas once and refers to them', () => {
    const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'ErrorResponse',
        'LoginRequest',
        'LoginResponse',
        'WalletRequestRow',
      ]),
    );
    const text = JSON.stringify(doc.paths);
    expect(text).toContain('"#/components/schemas/ErrorResponse"');
    // The error envelope is written once, not once per call and status.
    expect(text).not.toContain('"requestId"');
  });

  it('documents the multipart uploads, the Idempotency-Key header and every 429', () => {
    type Op = {
      requestBody?: { content: Record<string, unknown> };
      parameters?: { in: string; name: string }[];
      responses: Record<string, unknown>;
    };
    const paths = doc.paths as Record<string, Record<string, Op>>;
    for (const [url, method] of [
      ['/api/user/requstMoney', 'post'],
      ['/api/user/updateProfile', 'post'],
      ['/api/admin/banners', 'post'],
      ['/api/admin/services/{id}/logo', 'put'],
    ] as const) {
      const form = JSON.stringify(
        paths[url]?.[method]?.requestBody?.content['multipart/form-data'],
      );
      expect(form, url).toBeDefined();
    }
    for (const url of [
      '/api/payment/CreateOrder',
      '/api/recharge/mobile',
      '/api/elBill/payBill',
      '/api/user/requstMoney',
    ]) {
      const headers = (paths[url]?.post?.parameters ?? []).filter((p) => p.in === 'header');
      expect(
        headers.map((h) => h.name),
        url,
      ).toContain('idempotency-key');
    }
    // Every rate-limited call (the app's config says which) documents its 429.
    for (const url of [
      '/api/user/sendOtp',
      '/api/user/updateProfile',
      '/api/contact/addContact',
      '/api/recharge/Complain',
      '/api/v1/webhooks/payments',
    ]) {
      expect(Object.keys(paths[url]?.post?.responses ?? {}), url).toContain('429');
    }
    // A file answer is documented as one, and every call has an operationId to name it by.
    const slip = paths['/api/v1/wallet/requests/{id}/slip']?.get?.responses['200'];
    expect(slip).toMatchObject({ content: { 'image/webp': { schema: { format: 'binary' } } } });
    const ids = Object.values(paths).flatMap((methods) =>
      Object.values(methods).map((op) => (op as { operationId?: string }).operationId),
    );
    expect(ids).not.toContain(undefined);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('generates types a strict client compiles against, and a wrong call does not', () => {
    expect(types).toContain('"/api/user/requstMoney"');
    expect(typeCheck(types, clientSource(GOOD_LOGIN))).toEqual([]);
    const refused = typeCheck(types, clientSource(BAD_LOGIN)).join('\n');
    expect(refused).toMatch(/mobileno/);
  }, 60_000);

  it('signs up, logs in, reads the balance and makes an idempotent money call through it', async () => {
    const js = ts.transpileModule(clientSource(GOOD_LOGIN), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const file = path.join(runDir, 'client.mjs');
    fs.writeFileSync(file, js);
    const { journey } = (await import(pathToFileURL(file).href)) as {
      journey: (
        create: typeof createClient,
        baseUrl: string,
        mobile: string,
        readOtp: (mobile: string) => Promise<string>,
      ) => Promise<{
        name: string;
        balance: { result: boolean; data: number };
        orderIds: string[];
        refusal: { code: string; message: string } | undefined;
      }>;
    };
    const mobile = uniqueMobile();
    const outcome = await journey(createClient, ctx.apiUrl!, mobile, (m) => latestOtp(ctx, m));
    expect(outcome.name).toBe('Client Customer');
    expect(outcome.balance).toMatchObject({ result: true, success: true, data: 0 });
    expect(outcome.orderIds).toHaveLength(2);
    expect(outcome.orderIds[1]).toBe(outcome.orderIds[0]);
    expect(outcome.refusal).toMatchObject({ result: false, code: expect.any(String) });
  });
});
