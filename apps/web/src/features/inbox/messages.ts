import { defineMessages } from '@/lib/i18n/i18n';

/** The inbox's own strings: the bell, the list, and each kind of entry's title and link. */
const en = {
  bell: 'Inbox',
  bellUnread: 'Inbox, {n} unread',
  loading: 'Loading your messages…',
  error: 'Your messages could not be loaded.',
  retry: 'Try again',
  empty: 'No messages yet. Texts about your payments, KYC and support tickets will appear here.',
  markAll: 'Mark all as read',
  markRead: 'Mark as read',
  markFailed: 'Could not mark it read. Please try again.',
  older: 'Show older messages',
  loadingOlder: 'Loading older messages…',
  unread: 'Unread',
  unreadCount: '{n} unread',
  allRead: 'All read',
  'title.walletDebit': 'Paid from your wallet',
  'title.paymentConfirmed': 'Payment successful',
  'title.walletRefund': 'Refunded to your wallet',
  'title.walletCredit': 'Money added to your wallet',
  'title.walletRequestRejected': 'Wallet request rejected',
  'title.topupRefund': 'Top-up refunded',
  'title.complaintAnswered': 'Your complaint has an answer',
  'title.supportReply': 'Support replied',
  'title.kycApproved': 'KYC approved',
  'title.kycRejected': 'KYC not approved',
  'title.kycComplete': 'KYC complete',
  'title.hotelConfirmed': 'Booking confirmed',
  'title.hotelFailed': 'Booking not confirmed',
  'title.hotelCancelled': 'Booking cancelled',
  'title.other': 'Message from Kosh',
  'link.receipt': 'View receipt',
  'link.booking': 'View booking',
  'link.ticket': 'Open ticket',
  'link.kyc': 'Open KYC',
  'link.history': 'Open Balance History',
  'link.walletRequests': 'Open wallet requests',
};

const hi: typeof en = {
  bell: 'इनबॉक्स',
  bellUnread: 'इनबॉक्स, {n} अपठित',
  loading: 'आपके संदेश लोड हो रहे हैं…',
  error: 'आपके संदेश लोड नहीं हो सके।',
  retry: 'फिर से कोशिश करें',
  empty: 'अभी कोई संदेश नहीं। आपके भुगतान, KYC और सहायता टिकट के SMS यहाँ दिखेंगे।',
  markAll: 'सभी को पढ़ा हुआ करें',
  markRead: 'पढ़ा हुआ करें',
  markFailed: 'पढ़ा हुआ नहीं किया जा सका। कृपया फिर से कोशिश करें।',
  older: 'पुराने संदेश दिखाएँ',
  loadingOlder: 'पुराने संदेश लोड हो रहे हैं…',
  unread: 'अपठित',
  unreadCount: '{n} अपठित',
  allRead: 'सभी पढ़े गए',
  'title.walletDebit': 'आपके वॉलेट से भुगतान',
  'title.paymentConfirmed': 'भुगतान सफल',
  'title.walletRefund': 'आपके वॉलेट में पैसे वापस',
  'title.walletCredit': 'आपके वॉलेट में पैसे जोड़े गए',
  'title.walletRequestRejected': 'वॉलेट अनुरोध अस्वीकार',
  'title.topupRefund': 'टॉप-अप के पैसे वापस',
  'title.complaintAnswered': 'आपकी शिकायत का जवाब आया',
  'title.supportReply': 'सहायता ने जवाब दिया',
  'title.kycApproved': 'KYC स्वीकृत',
  'title.kycRejected': 'KYC स्वीकृत नहीं',
  'title.kycComplete': 'KYC पूरा',
  'title.hotelConfirmed': 'बुकिंग पक्की',
  'title.hotelFailed': 'बुकिंग पक्की नहीं हुई',
  'title.hotelCancelled': 'बुकिंग रद्द',
  'title.other': 'Kosh का संदेश',
  'link.receipt': 'रसीद देखें',
  'link.booking': 'बुकिंग देखें',
  'link.ticket': 'टिकट खोलें',
  'link.kyc': 'KYC खोलें',
  'link.history': 'बैलेंस हिस्ट्री खोलें',
  'link.walletRequests': 'वॉलेट अनुरोध खोलें',
};

export type InboxMessageKey = keyof typeof en;
export const useInboxT = defineMessages(en, hi);

const TITLED = new Set<string>(Object.keys(en).filter((k) => k.startsWith('title.')));

/** The title key of a text's kind (its template), or the general one. */
export const titleKey = (kind: string): InboxMessageKey =>
  (TITLED.has(`title.${kind}`) ? `title.${kind}` : 'title.other') as InboxMessageKey;
