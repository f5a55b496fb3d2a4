import { fileTypeFromBuffer } from 'file-type';
import type { MessageCode } from '@kosh/contract/messages/catalogue';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@kosh/contract/support';
import { AppError } from '../../lib/app-error';
import { ImageRejectedError, processImage } from '../../lib/images';
import { fileTooLarge } from '../../lib/multipart';
import { scanPdf } from '../../lib/pdf-scan';

/** An upload checked by its bytes, ready to store. */
export interface PreparedFile {
  data: Buffer;
  contentType: 'image/webp' | 'application/pdf';
  extension: 'webp' | 'pdf';
  name: string;
}

const invalid = AppError.invalid;

/** An upload's own name, kept only for display: no path, no control or odd characters. */
function cleanName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w .()-]+/g, '_')
    .trim()
    .slice(0, 100);
  return `${base || 'attachment'}.${extension}`;
}

/**
 * Checks an attachment by its bytes: an image (re-encoded) or a PDF with no active content (kept
 * as is), ≤ 5 MB.
 */
export async function prepareAttachment(file: {
  data: Buffer;
  filename: string;
}): Promise<PreparedFile> {
  if (file.data.length > TICKET_ATTACHMENT_MAX_BYTES) {
    throw fileTooLarge('slipImage', '5 MB');
  }
  const detected = await fileTypeFromBuffer(file.data);
  if (detected?.mime === 'application/pdf') {
    if (file.data.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw invalid('slipImage', 'TICKET_ATTACHMENT_TYPE');
    }
    // A PDF is handed as is to the agent who opens it: one that runs scripts or carries files
    // would run on their machine.
    const verdict = scanPdf(file.data);
    if (!verdict.ok) {
      throw verdict.reason === 'active'
        ? new AppError('VALIDATION_FAILED', 'PDF_ACTIVE_CONTENT', {
            params: { what: `/${verdict.name}` },
            fields: [
              {
                field: 'slipImage',
                code: 'PDF_ACTIVE_CONTENT',
                params: { what: `/${verdict.name}` },
              },
            ],
          })
        : new AppError('VALIDATION_FAILED', 'PDF_UNCHECKABLE', {
            fields: [{ field: 'slipImage', code: 'PDF_UNCHECKABLE' }],
            internal: verdict.detail,
          });
    }
    return {
      data: file.data,
      contentType: 'application/pdf',
      extension: 'pdf',
      name: cleanName(file.filename, 'pdf'),
    };
  }
  try {
    const image = await processImage(file.data, {
      maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
      resize: { width: 2000, height: 2000, fit: 'inside' },
    });
    return {
      data: image.data,
      contentType: 'image/webp',
      extension: 'webp',
      name: cleanName(file.filename, 'webp'),
    };
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      const code: MessageCode =
        error.reason === 'corrupt' ? 'TICKET_ATTACHMENT_UNREADABLE' : 'TICKET_ATTACHMENT_TYPE';
      throw invalid('slipImage', code);
    }
    throw error;
  }
}
