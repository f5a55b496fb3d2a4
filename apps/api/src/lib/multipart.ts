import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { unsafeTextReason } from '@kosh/contract/common/text';
import { AppError } from './app-error';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

/** What a form may carry beside its files (its text fields and part headers), at most. */
const FORM_TEXT_BYTES = 1024 * 1024;

/**
 * A file over its limit: 413 with the limit in the message (`{size}`) and the field named, so
 * the form shows it by the field in any language.
 */
export function fileTooLarge(field: string, size: string): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 'FILE_TOO_LARGE', {
    params: { size },
    fields: [{ field, code: 'FILE_TOO_LARGE', params: { size } }],
  });
}

/**
 * Reads a multipart form into plain text fields and in-memory files. A file over `maxFileBytes`
 * is refused with a 413 naming its field and the limit the moment the limit is passed — before
 * reading a byte when the declared length is already more than the form can hold, else when the
 * file's bytes pass it — and the rest of the body is never read (the answer closes the
 * connection). Unknown file fields are refused, and so is a second file in one field. A form the
 * parser cannot read (no boundary, cut short, malformed headers) is the client's mistake: 400,
 * never 500. A text field with a NUL or a lone surrogate is refused here, naming it, whether or
 * not a schema reads it later.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { fileFields: readonly string[]; maxFileBytes: number; maxFileLabel: string },
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'SEND_MULTIPART');
  }
  const declared = Number(request.headers['content-length']);
  if (declared > options.fileFields.length * options.maxFileBytes + FORM_TEXT_BYTES) {
    throw fileTooLarge(options.fileFields[0] ?? 'file', options.maxFileLabel);
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
        const data = await readFile(part, options.maxFileLabel);
        if (data.length > 0)
          // A part can be a file without a filename (a hand-made request): it is still the file.
          files[part.fieldname] = { field: part.fieldname, filename: part.filename ?? '', data };
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
    throw asClientError(request, error, options.maxFileLabel);
  }
  return { fields, files };
}

/**
 * A file part's bytes. The parser only marks a file over its limit as truncated and then reads
 * the rest of the body to find the part's end (`toBuffer` throws after that, 20 MB later); here
 * the parser's 'limit' refuses it at once and drops what was read. (A part parsed in one go has
 * passed its limit before it reaches us: it is truncated already.)
 */
async function readFile(part: MultipartFile, maxFileLabel: string): Promise<Buffer> {
  const { file } = part;
  const tooLarge = () => fileTooLarge(part.fieldname, maxFileLabel);
  if (file.truncated) {
    file.destroy();
    throw tooLarge();
  }
  let passed = false;
  // Ending the stream stops the parser taking the request's bytes, and the loop below.
  file.once('limit', () => {
    passed = true;
    file.destroy();
  });
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file) chunks.push(chunk as Buffer);
  } catch (error) {
    if (passed) throw tooLarge();
    throw error;
  }
  if (passed || file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** The parser's complaints about the request, as 400s (413s); anything else as it was. */
function asClientError(request: FastifyRequest, error: unknown, maxFileLabel: string): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode, part } = error as {
    code?: string;
    statusCode?: number;
    part?: { fieldname?: string };
  };
  // The parser's own word that a file passed its limit, should it come before the file's.
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return fileTooLarge(part?.fieldname ?? 'file', maxFileLabel);
  }
  // The plugin's own server-side faults stay 500s.
  if (typeof statusCode === 'number' && statusCode >= 500) return error;
  request.log.info({ err: error }, 'unreadable multipart form');
  const message =
    code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT'
      ? 'FORM_TOO_MANY_FIELDS'
      : 'FORM_UNREADABLE';
  return new AppError('VALIDATION_FAILED', message, { cause: error });
}
