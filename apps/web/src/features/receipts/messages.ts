import { defineMessages } from '@/lib/i18n/i18n';

/** The receipt page's own strings; the receipt's labels are the contract's RECEIPT_WORDS. */
const en = {
  loading: 'Loading your receipt…',
  notReadyTitle: 'Not complete yet',
  notFoundTitle: 'No such receipt',
  failed: 'Your receipt could not be loaded.',
  retry: 'Try again',
  download: 'Download PDF',
  share: 'Share',
  print: 'Print',
  repeat: 'Repeat',
  preparing: 'Preparing the PDF…',
  pdfFailed: 'The PDF could not be made. Please try again.',
  copy: 'Copy {what}',
  copied: 'Copied',
  balanceHistory: 'Balance History',
  goHome: 'Go to home',
};

const hi: typeof en = {
  loading: 'आपकी रसीद लोड हो रही है…',
  notReadyTitle: 'अभी पूरा नहीं हुआ',
  notFoundTitle: 'ऐसी कोई रसीद नहीं',
  failed: 'आपकी रसीद लोड नहीं हो सकी।',
  retry: 'फिर से कोशिश करें',
  download: 'PDF डाउनलोड करें',
  share: 'शेयर करें',
  print: 'प्रिंट करें',
  repeat: 'दोहराएँ',
  preparing: 'PDF तैयार हो रही है…',
  pdfFailed: 'PDF नहीं बन सकी। कृपया फिर से कोशिश करें।',
  copy: '{what} कॉपी करें',
  copied: 'कॉपी हो गया',
  balanceHistory: 'बैलेंस हिस्ट्री',
  goHome: 'होम पर जाएँ',
};

export const useReceiptT = defineMessages(en, hi);
