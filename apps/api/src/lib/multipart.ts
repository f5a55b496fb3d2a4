import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

/**
 * Reads a multipart form into plain text fields and in-memory files. A file over `maxFileBytes`
 * is a 400 naming its field, not a 413 without one; unknown file fields are refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { fileFields: readonly string[]; maxFileBytes: number; maxFileLabel: string },
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_FAILED', 'Send this form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  for await (const part of request.parts({
    limits: { fileSize: options.maxFileBytes, files: options.fileFields.length, fields: 30 },
  })) {
    if (part.type === 'file') {
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', `Unexpected file field "${part.fieldname}".`, {
          fields: [{ field: part.fieldname, message: 'This field does not take a file.' }],
        });
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          const message = `The file must be at most ${options.maxFileLabel}.`;
          throw new AppError('VALIDATION_FAILED', message, {
            fields: [{ field: part.fieldname, message }],
          });
        }
        throw error;
      }
      if (data.length > 0)
        files[part.fieldname] = { field: part.fieldname, filename: part.filename, data };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
