import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idempotencyHeaderSchema } from '@kosh/contract/common/http';
import {
  KYC_IMAGE_MAX_BYTES,
  kycSubmitResponseSchema,
  offlineAadhaarFieldsSchema,
  offlineAadhaarFormSchema,
  offlineBankFieldsSchema,
  offlineBankFormSchema,
  offlinePanFieldsSchema,
  offlinePanFormSchema,
} from '@kosh/contract/kyc';
import type { MessageCode } from '@kosh/contract/messages/catalogue';
import { AppError, issueRefusal, type FieldRefusal } from '../../lib/app-error';
import { readMultipart, type UploadedFile } from '../../lib/multipart';
import { bearerAuth } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import type { KycServices } from './kyc.module';
import { KYC_ERRORS, KYC_SUBMIT_LIMIT } from './kyc-route-parts';

const errors = KYC_ERRORS;

/**
 * A multipart form's fields checked with the contract's schema and its required files present:
 * every problem is named (400); the answer's message is the first one's.
 */
function checkForm<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
  files: Record<string, UploadedFile>,
  required: Record<string, MessageCode>,
): { data: z.output<S>; files: Record<string, Buffer> } {
  const parsed = schema.safeParse(fields);
  const problems: FieldRefusal[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => issueRefusal(i.path.join('.') || 'form', i.message, { ...i }));
  const present: Record<string, Buffer> = {};
  for (const [field, code] of Object.entries(required)) {
    const file = files[field];
    if (file) present[field] = file.data;
    else problems.push({ field, code });
  }
  const first = problems[0];
  if (!parsed.success || first) {
    throw new AppError('VALIDATION_FAILED', first?.code ?? 'VALIDATION_FAILED', {
      params: first?.params,
      fields: problems,
    });
  }
  return { data: parsed.data, files: present };
}

/** One offline document: its form, the files it must carry, and what submitting it does. */
interface Upload<S extends z.ZodType> {
  url: string;
  summary: string;
  /** The whole multipart form, as the API docs show it. */
  form: z.ZodObject;
  /** Its text fields, checked as the contract says. */
  fields: S;
  /** Its files, each with the message when it is missing. */
  files: Record<string, MessageCode>;
  /** What the Idempotency-Key's body is matched on (no Aadhaar number in clear). */
  fingerprint?: (data: z.output<S>) => Record<string, unknown>;
  submit: (
    userId: string,
    data: z.output<S>,
    files: Record<string, Buffer>,
  ) => Promise<z.input<typeof kycSubmitResponseSchema>>;
}

/**
 * The spec's three offline KYC uploads (reviewed in the back office): one definition each, one
 * way of reading, checking and submitting them.
 */
export function kycUploadRoutes(services: KycServices) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { offline } = services;
    const readForm = (request: FastifyRequest, fileFields: string[]) =>
      readMultipart(request, {
        fileFields,
        maxFileBytes: KYC_IMAGE_MAX_BYTES,
        maxFileLabel: '5 MB',
      });

    const upload = <S extends z.ZodType>(definition: Upload<S>) =>
      app.post(definition.url, {
        onRequest: app.authenticate,
        config: { ...KYC_SUBMIT_LIMIT, form: definition.form },
        schema: {
          tags: ['KYC'],
          summary: definition.summary,
          consumes: ['multipart/form-data'],
          security: bearerAuth,
          headers: idempotencyHeaderSchema,
          response: { 200: kycSubmitResponseSchema, ...errors },
        },
        handler: async (request, reply) => {
          const userId = requireAuth(request).userId;
          const form = await readForm(request, Object.keys(definition.files));
          const { data, files } = checkForm(
            definition.fields,
            form.fields,
            form.files,
            definition.files,
          );
          const matched = (definition.fingerprint?.(data) ?? data) as Record<string, unknown>;
          return app.idempotent(request, reply, { ...matched, files }, () =>
            definition.submit(userId, data, files),
          );
        },
      });

    upload({
      url: '/kyc/useruplodePan',
      summary: 'Upload the PAN card for review (multipart: PanNumber and slipImage ≤5 MB)',
      form: offlinePanFormSchema,
      fields: offlinePanFieldsSchema,
      files: { slipImage: 'KYC_PAN_IMAGE_REQUIRED' },
      submit: (userId, data, files) => offline.pan(userId, data, files.slipImage!),
    });

    upload({
      url: '/kyc/useruplodeBank',
      summary:
        'Upload a passbook page or cancelled cheque for review (multipart: BankName, BankACNo, IFSCCode, Branch, type, slipImage ≤5 MB)',
      form: offlineBankFormSchema,
      fields: offlineBankFieldsSchema,
      files: { slipImage: 'KYC_BANK_IMAGE_REQUIRED' },
      submit: (userId, data, files) => offline.bank(userId, data, files.slipImage!),
    });

    upload({
      url: '/kyc/useruploadAadhaar',
      summary:
        'Upload the Aadhaar card for review (multipart: AadhaarNumber, aadharfront and aadharback ≤5 MB each; kept encrypted)',
      form: offlineAadhaarFormSchema,
      fields: offlineAadhaarFieldsSchema,
      files: { aadharfront: 'KYC_AADHAAR_FRONT_REQUIRED', aadharback: 'KYC_AADHAAR_BACK_REQUIRED' },
      // The retry's key is matched on a keyed fingerprint: the number itself is not kept.
      fingerprint: (data) => ({ AadhaarNumber: services.fingerprint(data.AadhaarNumber) }),
      submit: (userId, data, files) =>
        offline.aadhaar(userId, data.AadhaarNumber, {
          front: files.aadharfront!,
          back: files.aadharback!,
        }),
    });
  };
}
