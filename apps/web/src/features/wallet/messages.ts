import type { Said } from '@/lib/i18n/i18n';
import { useServerMessage } from '@/lib/i18n/server-messages';
import { useCallback } from 'react';
import { OFFLINE_FIELD_LABELS } from '@kosh/contract/wallet-fields';
import { defineMessages } from '@/lib/i18n/i18n';
import { balanceEn, balanceHi } from './balance-messages';

/**
 * The wallet screens' own strings (docs/product-1.md §2, §5, §8). Where the spec gives a string it is used
 * verbatim in English. The zod schemas of this feature use these keys as their messages, so every
 * message reaches the screen in the reader's language.
 */
const en = {
  ...balanceEn,
  // Add Money to Wallet
  balanceRefreshing: 'Updating…',
  actionsLabel: 'Ways to add money',
  offlineTopUp: 'Offline Top Up',
  onlineTopUp: 'Online Top Up',
  allRequest: 'All Request',
  limitsTitle: 'RBI wallet limits',
  limitsMinKyc:
    'A minimum-KYC wallet holds at most ₹10,000 and can be loaded with at most ₹10,000 a month.',
  limitsOffline: 'Offline top-ups (bank transfer, cash, cheque) are limited to ₹50,000 a month.',
  limitsFullKyc: 'Complete your KYC to hold up to ₹2,00,000.',
  limitsFullKycDone: 'Full KYC: your wallet can hold up to ₹2,00,000.',

  // Offline top-up
  offlineHeading: 'Offline top-up',
  offlineIntroLocked:
    'Paid by bank transfer, cash or cheque? Press Offline Top Up to fill in the details and attach your slip.',
  offlineIntro:
    'Tell us about the payment you made and attach the slip. Your wallet is credited once we have checked it.',
  paymentType: 'Payment type',
  'type.NEFT': 'NEFT',
  'type.CashOffice': 'Cash at office',
  'type.CashBank': 'Cash in bank',
  'type.Cheque': 'Cheque',
  'type.Online': 'Online',
  'paidWith.card': 'Card',
  'paidWith.upi': 'UPI',
  'paidWith.netbanking': 'Net banking',
  'paidWith.wallet': 'Wallet',
  'paidWith.other': 'Other',
  amount: 'Amount',
  amountPlaceholder: '100 to 1,00,000',
  amountInfoLabel: 'About the amount',
  amountInfo:
    'Enter the amount you paid, exactly as on the slip: at least ₹100 and at most ₹1,00,000.',
  companyBank: 'Company bank',
  companyBankPlaceholder: 'Choose Kosh’s bank',
  companyAccount: 'Company bank account number',
  companyAccountHint: 'Filled in when you choose the company bank.',
  paymentDate: 'Payment date',
  userBank: 'Your bank',
  userBankPlaceholder: 'Choose your bank',
  userAccount: 'Your account number',
  userAccountPlaceholder: 'The account you paid from',
  transactionNo: 'Transaction/UTR number',
  transactionNoPlaceholder: 'As shown by your bank',
  remark: 'Remark',
  remarkPlaceholder: 'For example: NEFT from my savings account',
  attachment: 'Attachment (payment slip)',
  attachmentHint: 'A photo or scan of the slip: JPEG, PNG or WebP, at most 5 MB.',
  attachmentChosen: 'Chosen: {name} ({size})',
  notNeeded: 'Not needed for {type}',
  submit: 'Submit',
  submitting: 'Sending your request…',
  banksLoading: 'Loading the bank lists…',
  banksError: 'The bank lists could not be loaded.',
  'error.slipType': 'Please attach a JPEG, PNG or WebP image.',
  'error.slipSize': 'The slip must be at most 5 MB.',

  // Offline field names, for "Please fill the {field} field."
  'field.paymentType': 'Payment Type',
  'field.amount': 'Amount',
  'field.company_bank_name': 'Company Bank',
  'field.company_acc_number': 'Company Account Number',
  'field.paymentDate': 'Date',
  'field.userBank': 'User Bank',
  'field.userAccNo': 'User Account Number',
  'field.transactionNo': 'Transaction/UTR Number',
  'field.remark': 'Remark',
  'field.slipImage': 'Attachment',

  // Online top-up
  onlineTitle: 'Add money online',
  onlineIntro:
    'Pay by card, UPI or net banking. Your wallet is credited as soon as the payment is confirmed.',
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  payNow: 'Pay Now',
  cancel: 'Cancel',
  close: 'Close',
  creatingOrder: 'Creating your order…',
  openingCheckout: 'Opening the payment page…',
  verifying: 'Verifying your payment…',
  updating: 'Updating your wallet…',
  'error.amountRequired': 'Enter the amount',
  'error.amountMin': 'Enter an amount of at least ₹1',
  'error.amountFormat': 'Enter a valid amount, with up to 2 decimals',
  'error.amountMax': 'Enter an amount of at most ₹2,00,000',
  'error.name': 'Name is required',
  'error.email': 'Enter a valid email address',
  'error.phone': 'Phone number must be exactly 10 digits',
  orderFailed: 'Error creating order! Please try again.',
  checkoutFailed: 'The payment page could not be opened. Please try again.',
  checkoutClosed: 'Payment cancelled. Nothing was charged and your wallet is unchanged.',
  verifyFailed: 'Payment verification failed.',
  verifyError: 'Error verifying payment. Please try again.',
  userIdMissing: 'User ID not found. Please log in again.',
  paymentSuccessful: 'Payment Successful',
  paymentId: 'Payment ID: {id}',
  paymentVerified: 'Payment verified! Updating wallet balance...',
  walletUpdated: 'Wallet updated successfully!',
  backToBooking: 'Back to your booking',
  backToBookingNote: 'Money added. Your booking is waiting, with everything as you left it.',
  backToPayment: 'Back to your payment',
  backToPaymentNote: 'Money added. Your payment is waiting, filled in as you left it.',
  viewReceipt: 'View receipt',
  paymentFailed: 'Payment failed',
  paymentFailedNote: 'Nothing was added to your wallet. You can try again.',

  // All Wallet Requests
  filtersLabel: 'Find your requests',
  status: 'Status',
  'status.0': 'Pending',
  'status.1': 'Approved',
  'status.2': 'Rejected',
  'status.All': 'All',
  'col.srNo': 'Sr no.',
  'col.doe': 'DOE',
  'col.amount': 'Amount',
  'col.status': 'Status',
  'col.action': 'Action',
  showDetails: 'Show details of request {n}',
  hideDetails: 'Hide details of request {n}',
  details: 'Details',
  companyAccountLabel: 'Company account',
  transactionNoLabel: 'Transaction no.',
  userBankLabel: 'User bank',
  remarksLabel: 'Remarks',
  adminRemarkLabel: 'Admin remark',
  slipLabel: 'Slip',
  viewSlip: 'View slip',
  viewSlipOf: 'View slip of request {n}',
  none: '—',
  resultsLabel: 'Your wallet requests',
  sheetName: 'Wallet requests',
  tableCaption: 'Wallet requests from {from} to {to}',
  emptyTitle: 'No requests found',
  emptyText: 'Try another date range or status, then press Search.',
  listLoading: 'Loading your requests…',
  paginationLabel: 'Pages of wallet requests',

  // The slip viewer
  slipTitle: 'Payment slip',
  slipLoading: 'Loading the slip…',
  slipError: 'The slip could not be loaded.',
  slipAlt: 'The payment slip of this request',
};

export type WalletKey = keyof typeof en;

const hi: Record<WalletKey, string> = {
  ...balanceHi,
  balanceRefreshing: 'अपडेट हो रहा है…',
  actionsLabel: 'पैसे जोड़ने के तरीके',
  offlineTopUp: 'ऑफ़लाइन टॉप अप',
  onlineTopUp: 'ऑनलाइन टॉप अप',
  allRequest: 'सभी अनुरोध',
  limitsTitle: 'RBI वॉलेट सीमाएँ',
  limitsMinKyc: 'न्यूनतम-KYC वॉलेट में अधिकतम ₹10,000 रह सकते हैं और महीने में अधिकतम ₹10,000 जोड़े जा सकते हैं।',
  limitsOffline: 'ऑफ़लाइन टॉप-अप (बैंक ट्रांसफ़र, नकद, चेक) महीने में ₹50,000 तक सीमित हैं।',
  limitsFullKyc: 'अपना KYC पूरा करें और ₹2,00,000 तक रखें।',
  limitsFullKycDone: 'पूर्ण KYC: आपके वॉलेट में ₹2,00,000 तक रह सकते हैं।',

  offlineHeading: 'ऑफ़लाइन टॉप-अप',
  offlineIntroLocked:
    'बैंक ट्रांसफ़र, नकद या चेक से भुगतान किया है? जानकारी भरने और पर्ची लगाने के लिए ऑफ़लाइन टॉप अप दबाएँ।',
  offlineIntro:
    'अपने किए गए भुगतान की जानकारी दें और पर्ची लगाएँ। जाँच के बाद आपके वॉलेट में राशि जोड़ दी जाती है।',
  paymentType: 'भुगतान का प्रकार',
  'type.NEFT': 'NEFT',
  'type.CashOffice': 'ऑफ़िस में नकद',
  'type.CashBank': 'बैंक में नकद',
  'type.Cheque': 'चेक',
  'type.Online': 'ऑनलाइन',
  'paidWith.card': 'कार्ड',
  'paidWith.upi': 'UPI',
  'paidWith.netbanking': 'नेट बैंकिंग',
  'paidWith.wallet': 'वॉलेट',
  'paidWith.other': 'अन्य',
  amount: 'राशि',
  amountPlaceholder: '100 से 1,00,000',
  amountInfoLabel: 'राशि के बारे में',
  amountInfo: 'जितनी राशि आपने दी, ठीक वही दर्ज करें जो पर्ची पर है: कम से कम ₹100 और अधिकतम ₹1,00,000।',
  companyBank: 'कंपनी का बैंक',
  companyBankPlaceholder: 'कोश का बैंक चुनें',
  companyAccount: 'कंपनी का बैंक खाता नंबर',
  companyAccountHint: 'कंपनी का बैंक चुनने पर अपने आप भर जाता है।',
  paymentDate: 'भुगतान की तारीख',
  userBank: 'आपका बैंक',
  userBankPlaceholder: 'अपना बैंक चुनें',
  userAccount: 'आपका खाता नंबर',
  userAccountPlaceholder: 'जिस खाते से भुगतान किया',
  transactionNo: 'ट्रांज़ैक्शन/UTR नंबर',
  transactionNoPlaceholder: 'जैसा आपके बैंक ने दिखाया',
  remark: 'टिप्पणी',
  remarkPlaceholder: 'जैसे: मेरे बचत खाते से NEFT',
  attachment: 'अटैचमेंट (भुगतान पर्ची)',
  attachmentHint: 'पर्ची की फ़ोटो या स्कैन: JPEG, PNG या WebP, अधिकतम 5 MB।',
  attachmentChosen: 'चुनी गई: {name} ({size})',
  notNeeded: '{type} के लिए ज़रूरी नहीं',
  submit: 'जमा करें',
  submitting: 'आपका अनुरोध भेजा जा रहा है…',
  banksLoading: 'बैंकों की सूची लोड हो रही है…',
  banksError: 'बैंकों की सूची लोड नहीं हो सकी।',
  'error.slipType': 'कृपया JPEG, PNG या WebP फ़ोटो लगाएँ।',
  'error.slipSize': 'पर्ची अधिकतम 5 MB की हो।',

  'field.paymentType': 'भुगतान का प्रकार',
  'field.amount': 'राशि',
  'field.company_bank_name': 'कंपनी का बैंक',
  'field.company_acc_number': 'कंपनी का खाता नंबर',
  'field.paymentDate': 'तारीख',
  'field.userBank': 'आपका बैंक',
  'field.userAccNo': 'आपका खाता नंबर',
  'field.transactionNo': 'ट्रांज़ैक्शन/UTR नंबर',
  'field.remark': 'टिप्पणी',
  'field.slipImage': 'अटैचमेंट',

  onlineTitle: 'ऑनलाइन पैसे जोड़ें',
  onlineIntro: 'कार्ड, UPI या नेट बैंकिंग से भुगतान करें। भुगतान की पुष्टि होते ही आपके वॉलेट में राशि जुड़ जाती है।',
  name: 'नाम',
  email: 'ईमेल',
  phone: 'फ़ोन नंबर',
  payNow: 'अभी भुगतान करें',
  cancel: 'रद्द करें',
  close: 'बंद करें',
  creatingOrder: 'आपका ऑर्डर बनाया जा रहा है…',
  openingCheckout: 'भुगतान पेज खुल रहा है…',
  verifying: 'आपके भुगतान की जाँच हो रही है…',
  updating: 'आपका वॉलेट अपडेट हो रहा है…',
  'error.amountRequired': 'राशि दर्ज करें',
  'error.amountMin': 'कम से कम ₹1 की राशि दर्ज करें',
  'error.amountFormat': 'सही राशि दर्ज करें, दशमलव के बाद अधिकतम 2 अंक',
  'error.amountMax': 'अधिकतम ₹2,00,000 की राशि दर्ज करें',
  'error.name': 'नाम ज़रूरी है',
  'error.email': 'मान्य ईमेल पता दर्ज करें',
  'error.phone': 'फ़ोन नंबर ठीक 10 अंकों का हो',
  orderFailed: 'ऑर्डर बनाने में त्रुटि! कृपया फिर कोशिश करें।',
  checkoutFailed: 'भुगतान पेज नहीं खुल सका। कृपया फिर कोशिश करें।',
  checkoutClosed: 'भुगतान रद्द हुआ। कोई पैसा नहीं कटा, आपका वॉलेट पहले जैसा है।',
  verifyFailed: 'भुगतान की पुष्टि विफल रही।',
  verifyError: 'भुगतान की जाँच में त्रुटि। कृपया फिर कोशिश करें।',
  userIdMissing: 'यूज़र ID नहीं मिली। कृपया फिर से लॉग इन करें।',
  paymentSuccessful: 'भुगतान सफल रहा',
  paymentId: 'भुगतान ID: {id}',
  paymentVerified: 'भुगतान की पुष्टि हो गई! वॉलेट बैलेंस अपडेट हो रहा है...',
  walletUpdated: 'वॉलेट सफलतापूर्वक अपडेट हुआ!',
  backToBooking: 'अपनी बुकिंग पर वापस जाएँ',
  backToBookingNote: 'पैसे जुड़ गए। आपकी बुकिंग वैसी ही आपका इंतज़ार कर रही है जैसी आपने छोड़ी थी।',
  backToPayment: 'अपने भुगतान पर वापस जाएँ',
  backToPaymentNote: 'पैसे जुड़ गए। आपका भुगतान वैसा ही भरा हुआ इंतज़ार कर रहा है जैसा आपने छोड़ा था।',
  viewReceipt: 'रसीद देखें',
  paymentFailed: 'भुगतान विफल रहा',
  paymentFailedNote: 'आपके वॉलेट में कुछ नहीं जोड़ा गया। आप फिर कोशिश कर सकते हैं।',

  filtersLabel: 'अपने अनुरोध खोजें',
  status: 'स्थिति',
  'status.0': 'लंबित',
  'status.1': 'स्वीकृत',
  'status.2': 'अस्वीकृत',
  'status.All': 'सभी',
  'col.srNo': 'क्र. सं.',
  'col.doe': 'दिनांक',
  'col.amount': 'राशि',
  'col.status': 'स्थिति',
  'col.action': 'कार्रवाई',
  showDetails: 'अनुरोध {n} का विवरण दिखाएँ',
  hideDetails: 'अनुरोध {n} का विवरण छिपाएँ',
  details: 'विवरण',
  companyAccountLabel: 'कंपनी खाता',
  transactionNoLabel: 'ट्रांज़ैक्शन नं.',
  userBankLabel: 'यूज़र बैंक',
  remarksLabel: 'टिप्पणी',
  adminRemarkLabel: 'एडमिन की टिप्पणी',
  slipLabel: 'पर्ची',
  viewSlip: 'पर्ची देखें',
  viewSlipOf: 'अनुरोध {n} की पर्ची देखें',
  none: '—',
  resultsLabel: 'आपके वॉलेट अनुरोध',
  sheetName: 'वॉलेट अनुरोध',
  tableCaption: '{from} से {to} तक के वॉलेट अनुरोध',
  emptyTitle: 'कोई अनुरोध नहीं मिला',
  emptyText: 'कोई दूसरी तारीख या स्थिति चुनें, फिर खोजें दबाएँ।',
  listLoading: 'आपके अनुरोध लोड हो रहे हैं…',
  paginationLabel: 'वॉलेट अनुरोधों के पेज',

  slipTitle: 'भुगतान पर्ची',
  slipLoading: 'पर्ची लोड हो रही है…',
  slipError: 'पर्ची लोड नहीं हो सकी।',
  slipAlt: 'इस अनुरोध की भुगतान पर्ची',
};

export const useWalletT = defineMessages<WalletKey>(en, hi);

/**
 * What the server or the contract said, in the reader's language, by its code. "Please fill the
 * {field} field." names the field by the contract's label (OFFLINE_FIELD_LABELS); the reader's
 * language names it by the form's own label for that field.
 */
export function useWalletMessage(): (said: Said) => string {
  const serverMessage = useServerMessage();
  const t = useWalletT();
  return useCallback(
    (said) => {
      if (said && typeof said === 'object' && said.code === 'WALLET_FILL_ONE') {
        const label = said.params?.field;
        const field = Object.entries(OFFLINE_FIELD_LABELS).find(([, l]) => l === label)?.[0];
        if (field)
          return serverMessage('WALLET_FILL_ONE', { field: t(`field.${field}` as WalletKey) });
      }
      return serverMessage(said);
    },
    [serverMessage, t],
  );
}

/** A zod message of this feature (one of its keys) in the reader's language. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useWalletT();
  const serverMessage = useWalletMessage();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return Object.hasOwn(en, message) ? t(message as WalletKey) : serverMessage(message);
    },
    [t, serverMessage],
  );
}
