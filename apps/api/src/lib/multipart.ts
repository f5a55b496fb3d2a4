import type { FastifyRequest } from 'fastify';
import { unsafeTextReason } from '@kosh/contract/common/text';
import { AppError } from './app-error';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

/**
 * Reads a multipart form into plain text fields and in-memory files. A file over `maxFileBytes`
 * is a 400 naming its field, not a 413 without one; unknown file fields are refused, and so is a
 * second file in one field. A form the parser cannot read (no boundary, cut short, malformed
 * headers) is the client's mistake: 400, never 500. A text field with a NUL or a lone surrogate is
 * refused here, naming it, whether or not a schema reads it later.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { fileFields: readonly string[]; maxFileBytes: number; maxFileLabel: string },
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'SEND_MULTIPART');
  }
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const seenFiles = new Set<string>();
  try {
    for await (const part of request.parts({
      // One more file than the form takes, so a repeated field reaches the check below by name.
      limits: { fileSize: options.maxFileBytes, files: options.fileFields.length + 1, fields: 30 },
    })) {
      if (part.type === 'file') {
        if (!options.fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', 'FILE_FIELD_UNEXPECTED', {
            params: { field: part.fieldname },
            fields: [{ field: part.fieldname, code: 'FIELD_TAKES_NO_FILE' }],
          });
        }
        if (seenFiles.has(part.fieldname)) {
          part.file.resume();
          throw AppError.invalid(part.fieldname, 'ONE_FILE_ONLY');
        }
        seenFiles.add(part.fieldname);
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw AppError.invalid(part.fieldname, 'FILE_TOO_LARGE', {
              size: options.maxFileLabel,
            });
          }
          throw error;
        }
        if (data.length > 0)
          files[part.fieldname] = { field: part.fieldname, filename: part.filename, data };
      } else if (typeof part.value === 'string') {
        // The contract's text rule, for fields no schema may ever read (a form's extra fields).
        const unsafe = unsafeTextReason(part.value);
        if (unsafe) {
          throw AppError.invalid(part.fieldname, unsafe);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asClientError(request, error);
  }
  return { fields, files };
}

/** The parser's complaints about the request, as 400s; anything else as it was. */
function asClientError(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  // The plugin's own server-side faults stay 500s.
  if (typeof statusCode === 'number' && statusCode >= 500) return error;
  request.log.info({ err: error }, 'unreadable multipart form');
  const message =
    code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT'
      ? 'FORM_TOO_MANY_FIELDS'
      : 'FORM_UNREADABLE';
  return new AppError('VALIDATION_FAILED', message, { cause: error });
}
