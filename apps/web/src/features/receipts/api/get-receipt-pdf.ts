import { apiBlob } from '@/lib/api-client';
import type { Language } from '@/lib/i18n/i18n';

/** Where a receipt's PDF is, in the reader's language. */
export const receiptPdfUrl = (id: string, language: Language) =>
  `/api/v1/receipts/${encodeURIComponent(id)}/pdf?lang=${language}`;

/** GET /api/v1/receipts/{id}/pdf with the reader's token, as a File ready to save or share. */
export async function getReceiptPdf(id: string, language: Language): Promise<File> {
  const blob = await apiBlob(receiptPdfUrl(id, language));
  return new File([blob], receiptFileName(id), { type: 'application/pdf' });
}

export const receiptFileName = (id: string) => `kosh-receipt-${id}.pdf`;
