import { defineMessages } from '@/lib/i18n/i18n';

/**
 * The static service screens' own strings (docs/product-1.md §1, docs/product-2.md §2 'Other forms'). The zod schemas
 * of this feature use these keys as their error messages, so every message reaches the screen in
 * the reader's language.
 */
const en = {
  comingSoonBadge: 'Coming soon',
  notLiveIntro: 'This service is not live yet. You can fill in the form, but nothing is charged.',
  noticeCharged: '{service} is coming soon. Nothing has been charged.',

  'heading.event-tickets': 'Book event tickets',
  'heading.flight-tickets': 'Book a flight',
  'heading.metro': 'Recharge your metro card',
  'heading.movie-tickets': 'Book movie tickets',
  'heading.scan-pay': 'Pay a shop by QR code',
  'heading.bus-tickets': 'Book a bus ticket',
  'heading.credit-card-pay': 'Pay your credit card bill',

  operator: 'Operator',
  operatorPlaceholder: 'Choose an operator',
  mobile: 'Mobile number',
  mobilePlaceholder: '10-digit mobile number',
  amount: 'Amount',
  amountPlaceholder: 'Enter amount',
  amountHint: 'Minimum ₹1, up to 2 decimals.',
  proceedToPay: 'Proceed to pay',

  'error.operator': 'Select an operator',
  'error.mobile': 'Enter a valid 10-digit mobile number',
  'error.amountMin': 'Enter an amount of at least ₹1',
  'error.amountFormat': 'Enter a valid amount, with up to 2 decimals',

  'operator.event-tickets.bookmyshow': 'BookMyShow',
  'operator.event-tickets.district': 'District',
  'operator.event-tickets.insider': 'Paytm Insider',
  'operator.flight-tickets.indigo': 'IndiGo',
  'operator.flight-tickets.air-india': 'Air India',
  'operator.flight-tickets.spicejet': 'SpiceJet',
  'operator.flight-tickets.akasa': 'Akasa Air',
  'operator.metro.delhi': 'Delhi Metro',
  'operator.metro.mumbai': 'Mumbai Metro',
  'operator.metro.bengaluru': 'Namma Metro (Bengaluru)',
  'operator.metro.chennai': 'Chennai Metro',
  'operator.metro.hyderabad': 'Hyderabad Metro',
  'operator.movie-tickets.pvr-inox': 'PVR INOX',
  'operator.movie-tickets.cinepolis': 'Cinépolis',
  'operator.movie-tickets.miraj': 'Miraj Cinemas',
  'operator.scan-pay.upi': 'UPI QR code',
  'operator.scan-pay.bharat-qr': 'Bharat QR',
  'operator.bus-tickets.msrtc': 'MSRTC (Maharashtra)',
  'operator.bus-tickets.ksrtc': 'KSRTC (Karnataka)',
  'operator.bus-tickets.upsrtc': 'UPSRTC (Uttar Pradesh)',
  'operator.bus-tickets.rsrtc': 'RSRTC (Rajasthan)',
  'operator.bus-tickets.tnstc': 'TNSTC (Tamil Nadu)',
  'operator.credit-card-pay.hdfc': 'HDFC Bank',
  'operator.credit-card-pay.icici': 'ICICI Bank',
  'operator.credit-card-pay.sbi': 'SBI Card',
  'operator.credit-card-pay.axis': 'Axis Bank',
  'operator.credit-card-pay.kotak': 'Kotak Mahindra Bank',
} as const;

export type StaticServicesKey = keyof typeof en;

const hi: Record<StaticServicesKey, string> = {
  comingSoonBadge: 'जल्द आ रहा है',
  notLiveIntro: 'यह सेवा अभी शुरू नहीं हुई है। आप फ़ॉर्म भर सकते हैं, पर कोई पैसा नहीं लिया जाएगा।',
  noticeCharged: '{service}: यह सेवा जल्द शुरू होगी। आपसे कोई पैसा नहीं लिया गया है।',

  'heading.event-tickets': 'इवेंट टिकट बुक करें',
  'heading.flight-tickets': 'फ़्लाइट बुक करें',
  'heading.metro': 'अपना मेट्रो कार्ड रिचार्ज करें',
  'heading.movie-tickets': 'मूवी टिकट बुक करें',
  'heading.scan-pay': 'QR कोड से दुकान पर भुगतान करें',
  'heading.bus-tickets': 'बस टिकट बुक करें',
  'heading.credit-card-pay': 'अपने क्रेडिट कार्ड का बिल भरें',

  operator: 'ऑपरेटर',
  operatorPlaceholder: 'ऑपरेटर चुनें',
  mobile: 'मोबाइल नंबर',
  mobilePlaceholder: '10 अंकों का मोबाइल नंबर',
  amount: 'राशि',
  amountPlaceholder: 'राशि दर्ज करें',
  amountHint: 'कम से कम ₹1, दशमलव के बाद अधिकतम 2 अंक।',
  proceedToPay: 'भुगतान के लिए आगे बढ़ें',

  'error.operator': 'कृपया ऑपरेटर चुनें',
  'error.mobile': 'मान्य 10 अंकों का मोबाइल नंबर दर्ज करें',
  'error.amountMin': 'कम से कम ₹1 की राशि दर्ज करें',
  'error.amountFormat': 'मान्य राशि दर्ज करें, दशमलव के बाद अधिकतम 2 अंक',

  'operator.event-tickets.bookmyshow': 'BookMyShow',
  'operator.event-tickets.district': 'District',
  'operator.event-tickets.insider': 'Paytm Insider',
  'operator.flight-tickets.indigo': 'इंडिगो',
  'operator.flight-tickets.air-india': 'एयर इंडिया',
  'operator.flight-tickets.spicejet': 'स्पाइसजेट',
  'operator.flight-tickets.akasa': 'अकासा एयर',
  'operator.metro.delhi': 'दिल्ली मेट्रो',
  'operator.metro.mumbai': 'मुंबई मेट्रो',
  'operator.metro.bengaluru': 'नम्मा मेट्रो (बेंगलुरु)',
  'operator.metro.chennai': 'चेन्नई मेट्रो',
  'operator.metro.hyderabad': 'हैदराबाद मेट्रो',
  'operator.movie-tickets.pvr-inox': 'PVR INOX',
  'operator.movie-tickets.cinepolis': 'सिनेपोलिस',
  'operator.movie-tickets.miraj': 'मिराज सिनेमाज़',
  'operator.scan-pay.upi': 'UPI QR कोड',
  'operator.scan-pay.bharat-qr': 'भारत QR',
  'operator.bus-tickets.msrtc': 'MSRTC (महाराष्ट्र)',
  'operator.bus-tickets.ksrtc': 'KSRTC (कर्नाटक)',
  'operator.bus-tickets.upsrtc': 'UPSRTC (उत्तर प्रदेश)',
  'operator.bus-tickets.rsrtc': 'RSRTC (राजस्थान)',
  'operator.bus-tickets.tnstc': 'TNSTC (तमिलनाडु)',
  'operator.credit-card-pay.hdfc': 'HDFC बैंक',
  'operator.credit-card-pay.icici': 'ICICI बैंक',
  'operator.credit-card-pay.sbi': 'SBI कार्ड',
  'operator.credit-card-pay.axis': 'एक्सिस बैंक',
  'operator.credit-card-pay.kotak': 'कोटक महिंद्रा बैंक',
};

export const useStaticServicesT = defineMessages<StaticServicesKey>(en, hi);

/** A field's zod message (one of this feature's keys) in the reader's language. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const t = useStaticServicesT();
  return (message) => {
    if (!message) return undefined;
    return Object.hasOwn(en, message) ? t(message as StaticServicesKey) : message;
  };
}
