import { useCallback } from 'react';
import { rechargeMessages } from '@kosh/contract/recharge';
import { defineMessages, useI18n } from '@/lib/i18n/i18n';

/**
 * Balance History and complaints (spec/01 §2, §4, §5, §8). The spec's strings are used verbatim in
 * English; the server's messages reach the screen through useHistoryMessage.
 */
const en = {
  // The list
  filtersLabel: 'Find entries',
  searchText: 'Number, recharge ID or operator',
  sheetName: 'Balance history',
  'col.srNo': 'Sr no.',
  'col.serviceNo': 'Service No.',
  'col.amount': 'Amount',
  'col.status': 'Status',
  'col.details': 'Details',
  'status.Success': 'Success',
  'status.Failure': 'Failure',
  'status.Pending': 'Pending',
  credit: 'Credit',
  debit: 'Debit',
  showDetails: 'Show details of entry {n}',
  hideDetails: 'Hide details of entry {n}',
  details: 'Details',
  walletBalance: 'Wallet balance',
  date: 'Date',
  rechargeId: 'Recharge ID',
  code: 'Code',
  operator: 'Operator',
  service: 'Service',
  description: 'Description',
  none: '—',
  complain: 'Complain',
  complainOf: 'Raise a complaint on entry {n}',
  viewStatus: 'Complain Status',
  viewStatusOf: 'Complaint status of entry {n}',
  complaintRaised: 'Complaint raised',
  resultsLabel: 'Your balance history',
  tableCaption: 'Balance history from {from} to {to}',
  emptyTitle: 'No entries found',
  emptyText: 'Try another date range or search, then press Search.',
  listLoading: 'Loading your balance history…',
  paginationLabel: 'Pages of balance history',
  fetchFailed: 'An error occurred while fetching data.',
  retry: 'Try again',
  checkStatus: 'Check status',
  checkStatusOf: 'Check the status of entry {n}',
  checking: 'Checking…',
  checkWait: 'Checked in the last minute. You can check again in a minute.',
  checkFailed: 'The status could not be checked. Please try again.',

  // Send Complaint
  complaintTitle: 'Send Complaint',
  complaintAbout: 'About the recharge of {amount} to {number} (recharge ID {id}).',
  complaintLabel: 'Complaint message',
  complaintPlaceholder: 'Tell us what went wrong with this recharge',
  complaintCount: '{count} of {max} characters',
  submit: 'Submit',
  submitting: 'Submitting…',
  cancel: 'Cancel',
  close: 'Close',

  // Complain Status
  statusTitle: 'Complain Status',
  orderId: 'Order ID',
  complaintStatus: 'Complaint status',
  responseMessage: 'Response message',
  noResponse: 'No answer yet. We will reply here.',
  rechargeNumber: 'Recharge number',
  amount: 'Amount',
  rechargeStatus: 'Recharge status',
  rechargeDate: 'Recharge date',
  yourComplaint: 'Your complaint',
  complainDate: 'Complained on',
  statusLoading: 'Loading the complaint…',
  'cstatus.Open': 'Open',
  'cstatus.In progress': 'In progress',
  'cstatus.Resolved': 'Resolved',

  // The complaint result (/balancehistorycomplaint)
  resultSent: 'Your complaint has been sent. Press Status to follow it.',
  resultStatus: 'Status',
  resultComplain: 'Complain',
  resultLoading: 'Loading the recharge…',
  noOrder: 'No recharge was chosen.',
  backToHistory: 'Back to Balance History',

  // The complaint links (/complainbalancehistory, /complainstatusbalancehistory)
  pickHeading: 'Choose a recharge',
  pickComplain:
    'Your successful recharges of the last month. Choose the one your complaint is about.',
  pickStatus: 'Your successful recharges of the last month. Choose one to see its complaint.',
  pickEmpty: 'No successful recharges in the last month.',
  pickLoading: 'Loading your recharges…',
  pickRecharge: '{amount} to {number}',
  recharge: 'Recharge',
  notFound: 'This recharge was not found in your history.',
  notComplainable: 'A complaint can be raised only on a successful recharge.',
  alreadyRaised: 'You have already raised a complaint on this recharge. Its status is below.',
  chooseAnother: 'Choose another recharge',
  raiseComplaint: 'Raise a complaint',
};

export type HistoryKey = keyof typeof en;

const hi: Record<HistoryKey, string> = {
  filtersLabel: 'एंट्री खोजें',
  searchText: 'नंबर, रिचार्ज ID या ऑपरेटर',
  sheetName: 'बैलेंस हिस्ट्री',
  'col.srNo': 'क्र. सं.',
  'col.serviceNo': 'सेवा नं.',
  'col.amount': 'राशि',
  'col.status': 'स्थिति',
  'col.details': 'विवरण',
  'status.Success': 'सफल',
  'status.Failure': 'विफल',
  'status.Pending': 'लंबित',
  credit: 'जमा',
  debit: 'नामे',
  showDetails: 'एंट्री {n} का विवरण दिखाएँ',
  hideDetails: 'एंट्री {n} का विवरण छिपाएँ',
  details: 'विवरण',
  walletBalance: 'वॉलेट बैलेंस',
  date: 'तारीख',
  rechargeId: 'रिचार्ज ID',
  code: 'कोड',
  operator: 'ऑपरेटर',
  service: 'सेवा',
  description: 'विवरण',
  none: '—',
  complain: 'शिकायत करें',
  complainOf: 'एंट्री {n} पर शिकायत करें',
  viewStatus: 'शिकायत की स्थिति',
  viewStatusOf: 'एंट्री {n} की शिकायत की स्थिति',
  complaintRaised: 'शिकायत दर्ज है',
  resultsLabel: 'आपकी बैलेंस हिस्ट्री',
  tableCaption: '{from} से {to} तक की बैलेंस हिस्ट्री',
  emptyTitle: 'कोई एंट्री नहीं मिली',
  emptyText: 'कोई दूसरी तारीख या खोज चुनें, फिर खोजें दबाएँ।',
  listLoading: 'आपकी बैलेंस हिस्ट्री लोड हो रही है…',
  paginationLabel: 'बैलेंस हिस्ट्री के पेज',
  fetchFailed: 'डेटा लाने में त्रुटि हुई।',
  retry: 'फिर कोशिश करें',
  checkStatus: 'स्थिति जाँचें',
  checkStatusOf: 'एंट्री {n} की स्थिति जाँचें',
  checking: 'जाँच हो रही है…',
  checkWait: 'पिछले एक मिनट में जाँच हो चुकी है। एक मिनट बाद फिर जाँच सकते हैं।',
  checkFailed: 'स्थिति जाँची नहीं जा सकी। कृपया फिर कोशिश करें।',

  complaintTitle: 'शिकायत भेजें',
  complaintAbout: '{number} पर {amount} के रिचार्ज के बारे में (रिचार्ज ID {id})।',
  complaintLabel: 'शिकायत का संदेश',
  complaintPlaceholder: 'बताएँ कि इस रिचार्ज में क्या गड़बड़ हुई',
  complaintCount: '{max} में से {count} अक्षर',
  submit: 'जमा करें',
  submitting: 'जमा हो रहा है…',
  cancel: 'रद्द करें',
  close: 'बंद करें',

  statusTitle: 'शिकायत की स्थिति',
  orderId: 'ऑर्डर ID',
  complaintStatus: 'शिकायत की स्थिति',
  responseMessage: 'जवाब',
  noResponse: 'अभी जवाब नहीं आया है। हम यहीं जवाब देंगे।',
  rechargeNumber: 'रिचार्ज नंबर',
  amount: 'राशि',
  rechargeStatus: 'रिचार्ज की स्थिति',
  rechargeDate: 'रिचार्ज की तारीख',
  yourComplaint: 'आपकी शिकायत',
  complainDate: 'शिकायत की तारीख',
  statusLoading: 'शिकायत लोड हो रही है…',
  'cstatus.Open': 'खुली',
  'cstatus.In progress': 'कार्रवाई जारी',
  'cstatus.Resolved': 'हल हो गई',

  resultSent: 'आपकी शिकायत भेज दी गई है। उसकी स्थिति जानने के लिए स्थिति दबाएँ।',
  resultStatus: 'स्थिति',
  resultComplain: 'शिकायत',
  resultLoading: 'रिचार्ज लोड हो रहा है…',
  noOrder: 'कोई रिचार्ज नहीं चुना गया।',
  backToHistory: 'बैलेंस हिस्ट्री पर वापस जाएँ',

  pickHeading: 'रिचार्ज चुनें',
  pickComplain: 'पिछले एक महीने के आपके सफल रिचार्ज। वह रिचार्ज चुनें जिसके बारे में शिकायत है।',
  pickStatus: 'पिछले एक महीने के आपके सफल रिचार्ज। उसकी शिकायत देखने के लिए एक चुनें।',
  pickEmpty: 'पिछले एक महीने में कोई सफल रिचार्ज नहीं।',
  pickLoading: 'आपके रिचार्ज लोड हो रहे हैं…',
  pickRecharge: '{number} पर {amount}',
  recharge: 'रिचार्ज',
  notFound: 'यह रिचार्ज आपकी हिस्ट्री में नहीं मिला।',
  notComplainable: 'शिकायत केवल सफल रिचार्ज पर ही की जा सकती है।',
  alreadyRaised: 'आप इस रिचार्ज पर पहले ही शिकायत कर चुके हैं। उसकी स्थिति नीचे है।',
  chooseAnother: 'दूसरा रिचार्ज चुनें',
  raiseComplaint: 'शिकायत दर्ज करें',
};

export const useHistoryT = defineMessages<HistoryKey>(en, hi);

/** What the server and the contract say in this area, in Hindi by their English text. */
const serverHi: Record<string, string> = {
  [rechargeMessages.complaintMessage]: 'कृपया शिकायत का संदेश लिखें।',
  [rechargeMessages.complaintSent]: 'शिकायत सफलतापूर्वक जमा हुई',
  [rechargeMessages.complaintError]: 'शिकायत जमा करने में त्रुटि',
  [rechargeMessages.complaintStatusError]: 'शिकायत की स्थिति लाने में त्रुटि',
  [rechargeMessages.noComplaint]: 'दिए गए ऑर्डर ID के लिए कोई शिकायत नहीं मिली!!।',
  'A complaint for this recharge has already been raised.':
    'इस रिचार्ज पर शिकायत पहले ही दर्ज की जा चुकी है।',
  'A complaint can be raised only on a successful recharge.':
    'शिकायत केवल सफल रिचार्ज पर ही की जा सकती है।',
  'Recharge not found.': 'रिचार्ज नहीं मिला।',
  'The from date must be on or before the to date.':
    '"से" तारीख, "तक" तारीख के बराबर या उससे पहले की हो।',
};

/** A message from the server or the contract, in the reader's language. */
export function useHistoryMessage(): (message: string | undefined) => string {
  const { language, tm } = useI18n();
  return useCallback(
    (message) => {
      if (!message) return '';
      if (language !== 'hi') return message;
      return serverHi[message] ?? tm(message);
    },
    [language, tm],
  );
}
