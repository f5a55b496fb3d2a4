import { defineMessages } from '@/lib/i18n/i18n';

/** The BBPS complaint panel's strings (on a bill payment's receipt). */
const en = {
  title: 'A problem with this bill payment?',
  intro: 'Raise a complaint with Bharat BillPay. The biller answers it; we show its answer here.',
  open: 'Raise a BBPS complaint',
  typeLegend: 'What went wrong',
  'type.NOT_CREDITED': 'The biller has not credited it',
  'type.PAID_TWICE': 'I paid this twice',
  'type.WRONG_AMOUNT': 'The wrong amount was paid',
  description: 'Tell us more (optional)',
  count: '{count} of {max} characters',
  submit: 'Raise complaint',
  submitting: 'Raising…',
  cancel: 'Cancel',
  raised: 'Complaint raised with Bharat BillPay.',
  complaintId: 'BBPS complaint ID',
  'status.ASSIGNED': 'With the biller',
  'status.RESOLVED': 'Resolved',
  'status.REJECTED': 'Rejected by the biller',
  answerBy: 'Answer due by {date}',
  yours: 'Your complaints on this payment',
};

const hi: typeof en = {
  title: 'इस बिल भुगतान में कोई समस्या?',
  intro: 'भारत बिलपे में शिकायत करें। बिलर इसका जवाब देगा; हम वह जवाब यहाँ दिखाएँगे।',
  open: 'BBPS शिकायत करें',
  typeLegend: 'क्या गड़बड़ हुई',
  'type.NOT_CREDITED': 'बिलर ने भुगतान जमा नहीं किया',
  'type.PAID_TWICE': 'मैंने इसका दो बार भुगतान किया',
  'type.WRONG_AMOUNT': 'गलत राशि का भुगतान हुआ',
  description: 'और बताएँ (वैकल्पिक)',
  count: '{max} में से {count} अक्षर',
  submit: 'शिकायत करें',
  submitting: 'शिकायत भेजी जा रही है…',
  cancel: 'रद्द करें',
  raised: 'भारत बिलपे में शिकायत दर्ज हो गई।',
  complaintId: 'BBPS शिकायत आईडी',
  'status.ASSIGNED': 'बिलर के पास',
  'status.RESOLVED': 'हल हो गई',
  'status.REJECTED': 'बिलर ने अस्वीकार की',
  answerBy: '{date} तक जवाब',
  yours: 'इस भुगतान पर आपकी शिकायतें',
};

export const useBbpsComplaintT = defineMessages(en, hi);
