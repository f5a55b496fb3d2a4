import { z } from 'zod';
import {
  KYC_IMAGE_MAX_BYTES,
  offlineAadhaarFieldsSchema,
  offlineBankFieldsSchema,
  offlinePanFieldsSchema,
} from '@kosh/contract/kyc';
import type { MessageCode } from '@kosh/contract/messages/catalogue';

/** What the server takes (checked again there by content, docs/architecture.md §4). */
const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A document photo: present (`required` says which), an image type, at most 5 MB. The size's
 * message is this screen's ('error.fileSize'); the others are catalogue codes.
 */
const imageFile = (required: MessageCode) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, ctx) => {
      if (!(file instanceof File)) {
        ctx.addIssue({ code: 'custom', message: required });
      } else if (!(KYC_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        ctx.addIssue({ code: 'custom', message: 'IMAGE_TYPE' });
      } else if (file.size > KYC_IMAGE_MAX_BYTES) {
        ctx.addIssue({ code: 'custom', message: 'error.fileSize' });
      }
    });

// The offline forms: the contract's fields (the rules the API applies) plus their photos.
export const offlinePanFormSchema = offlinePanFieldsSchema.extend({
  slipImage: imageFile('KYC_PAN_IMAGE_REQUIRED'),
});
export const offlineBankFormSchema = offlineBankFieldsSchema.extend({
  slipImage: imageFile('KYC_BANK_IMAGE_REQUIRED'),
});
export const offlineAadhaarFormSchema = offlineAadhaarFieldsSchema.extend({
  aadharfront: imageFile('KYC_AADHAAR_FRONT_REQUIRED'),
  aadharback: imageFile('KYC_AADHAAR_BACK_REQUIRED'),
});

export type Part = string | number | File | null | undefined;

/** A multipart body with the spec's field names; empty parts are left out. */
export function toFormData(values: Record<string, Part>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (value instanceof File) form.set(name, value, value.name);
    else form.set(name, String(value));
  }
  return form;
}

/**
 * What makes two submits "the same" for their Idempotency-Key: the fields, and each photo by
 * name, size and time — a retry of the same submit reuses its key, an edited one gets a new one.
 */
export function fingerprint(values: Record<string, Part>): string {
  return JSON.stringify(
    Object.entries(values).map(([name, value]) => [
      name,
      value instanceof File ? `${value.name}:${value.size}:${value.lastModified}` : (value ?? null),
    ]),
  );
}
