import fastifySwagger, {
  type SwaggerTransform,
  type SwaggerTransformObject,
} from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { guardedErrorResponses } from '@kosh/contract/common/http';
import { contractSchemaNames } from '@kosh/contract/schema-names';
import { withMultipartForms } from '../lib/route-schemas';

type OpenApiDocument = {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: { schemas?: Record<string, unknown> };
};

const REF_PREFIX = '#/components/schemas/';

/** What each documented status means, for the docs' response descriptions. */
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'Done: the spec’s success envelope',
  202: 'Accepted: the provider has not confirmed it yet (follow the order)',
  400: 'Bad input: `errors` names each field and why',
  401: 'Missing, invalid or expired token (`tokenValid: false`), or a bad signature',
  403: 'Not allowed (the back office needs the admin role)',
  404: 'Not found, or not yours',
  409: 'Conflict: a duplicate, or an Idempotency-Key reused with another body',
  415: 'The body is not of a media type this call reads',
  422: 'A business rule refused it (balance, KYC limits, …)',
  429: 'Too many requests: try again later',
  500: 'A bug: a generic message and the request id',
  503: 'A provider is unavailable: try again later',
};

/**
 * The API's one OpenAPI document (/api/docs/json, browsed at /api/docs), generated from the
 * routes' contract schemas:
 * - every contract object schema a route answers or takes as its body is one named component
 *   (`LoginResponse`, `ErrorResponse`, …) referenced wherever it is used, so a generated client
 *   gets named types; queries, params and headers stay inline (OpenAPI lists them one by one);
 * - a multipart call documents its form (see withMultipartForms);
 * - a rate-limited call documents its 429 and every call its 500, with the error envelope.
 */
async function openapi(app: FastifyInstance) {
  // A schema used as a query, params or headers stays inline: OpenAPI splits those into
  // parameters, which a reference cannot be.
  const inline = new Set<unknown>();
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    for (const part of [schema.querystring, schema.params, schema.headers]) {
      if (part) inline.add(part);
    }
  });
  app.addHook('onReady', async () => {
    for (const [schema, id] of contractSchemaNames()) {
      if (inline.has(schema) || z.globalRegistry.get(schema)?.id) continue;
      // The global registry, where .describe() keeps descriptions: the docs read both from it.
      z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Kosh API',
        version: '0.1.0',
        description:
          'Wallet, recharges and bill payments. Every call answers JSON with the envelope of the spec ' +
          '(`result`/`success`, `message`, `data`, `tokenValid`) and a truthful HTTP status; every ' +
          'answer that is not a success carries a stable `code` (and `errors` naming the fields, for ' +
          'a 400). Money calls take an `Idempotency-Key` header: the same key and body answer the ' +
          'first answer again.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: withOperationIds(
      withStandardErrors(withMultipartForms(createJsonSchemaTransform({}))),
    ),
    transformObject: (input) =>
      onlyUsedComponents(
        createJsonSchemaTransformObject({})(input) as OpenApiDocument,
      ) as ReturnType<SwaggerTransformObject>,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

/**
 * The error answers the app gives whatever a route declares — a 429 from a rate-limited call, a
 * 500 from any — documented with the error envelope, and each error status described. Docs only:
 * the routes' own schemas (and so their serialization) are untouched.
 */
function withStandardErrors(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const limited = Boolean(input.route.config?.rateLimit);
    const binary = input.route.config?.binaryReply;
    const declared = (input.schema.response ?? {}) as Record<string, unknown>;
    const response = {
      ...(binary ? guardedErrorResponses : {}),
      ...declared,
      ...(limited && !declared[429] ? { 429: errorResponseSchema } : {}),
      ...(!declared[500] ? { 500: errorResponseSchema } : {}),
    };
    const result = transform({ ...input, schema: { ...input.schema, response } });
    const schema = result.schema as { response?: Record<string, object> } | undefined;
    for (const [status, json] of Object.entries(schema?.response ?? {})) {
      const description = RESPONSE_DESCRIPTIONS[status];
      if (description) schema!.response![status] = { ...json, description };
    }
    if (binary && schema?.response) {
      schema.response[200] = {
        description: binary.description,
        content: { [binary.mediaType]: { schema: { type: 'string', format: 'binary' } } },
      };
    }
    return result;
  };
}

/**
 * Each call's operationId, from its method and path (`POST /api/user/login` → `postUserLogin`,
 * `:id` → `ById`): what generators name a client's methods after.
 */
function withOperationIds(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const result = transform(input);
    const words = input.url
      .replace(/^\/api\//, '')
      .split(/[/_-]/)
      .filter(Boolean)
      .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
      .flatMap((part) => part.split('-'));
    const method = String(input.route.method).toLowerCase();
    const operationId =
      method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
    return { ...result, schema: { ...result.schema, operationId } };
  };
}

/**
 * The transform writes every named schema twice (as read, `…Input`, and as written); the document
 * keeps the ones its calls reach, and a component only ever read drops the suffix
 * (`LoginRequestInput` → `LoginRequest`).
 */
function onlyUsedComponents(document: OpenApiDocument): OpenApiDocument {
  const all = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(REF_PREFIX)) {
        const name = value.slice(REF_PREFIX.length);
        if (!used.has(name)) {
          used.add(name);
          visit(all[name]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);

  const rename = new Map<string, string>();
  for (const name of used) {
    const plain = name.replace(/Input$/, '');
    if (plain !== name && !used.has(plain)) rename.set(name, plain);
  }
  const schemas = Object.fromEntries(
    [...used].sort().map((name) => [rename.get(name) ?? name, all[name]]),
  );
  const renamed = JSON.stringify({
    ...document,
    components: { ...document.components, schemas },
  }).replaceAll(/"#\/components\/schemas\/([^"]+)"/g, (whole, name: string) =>
    rename.has(name) ? `"${REF_PREFIX}${rename.get(name)}"` : whole,
  );
  return JSON.parse(renamed) as OpenApiDocument;
}

export default fp(openapi, { name: 'openapi' });
