import type { Language } from '@kosh/contract/common/language';
import { formatInr } from '@kosh/contract/common/money';
import type { ComplaintStatus } from '@kosh/contract/recharge';
import type { ServiceKind } from '@kosh/contract/service-kinds';
import type { PaymentType } from '@kosh/contract/wallet';

/**
 * Every text Kosh sends, in English and Hindi: a customer reads their texts in the language they
 * read the app in (users.language). Each is a DLT template registered under its id (English) and
 * its id with `_HI` (Hindi); what varies is passed as parameters, never as English words, so that
 * each language says them its own way. Amounts always read in Indian grouping (₹1,00,000.00).
 */

type KycSection = 'personal' | 'pan' | 'bank' | 'aadhaar';
type Words<K extends string> = Record<Language, Record<K, string>>;

/** What a payment was for, as a sentence says it. */
export const SERVICE_WORDS: Words<ServiceKind> = {
  en: {
    mobile: 'mobile recharge',
    dth: 'DTH recharge',
    fastag: 'FASTag recharge',
    electricity: 'electricity bill',
    gas: 'gas bill',
    postpaid: 'postpaid bill',
    bbps: 'bill payment',
  },
  hi: {
    mobile: 'मोबाइल रिचार्ज',
    dth: 'DTH रिचार्ज',
    fastag: 'FASTag रिचार्ज',
    electricity: 'बिजली बिल',
    gas: 'गैस बिल',
    postpaid: 'पोस्टपेड बिल',
    bbps: 'बिल भुगतान',
  },
};

const KYC_SECTION: Words<KycSection> = {
  en: {
    personal: 'personal details',
    pan: 'PAN details',
    bank: 'bank details',
    aadhaar: 'Aadhaar details',
  },
  hi: { personal: 'व्यक्तिगत विवरण', pan: 'PAN विवरण', bank: 'बैंक विवरण', aadhaar: 'आधार विवरण' },
};

const PAID_BY: Words<PaymentType> = {
  en: { NEFT: 'NEFT', CashOffice: 'cash at office', CashBank: 'cash at bank', Cheque: 'cheque' },
  hi: { NEFT: 'NEFT', CashOffice: 'ऑफ़िस में नकद', CashBank: 'बैंक में नकद', Cheque: 'चेक' },
};

type CheckoutPaidBy = 'online' | 'card' | 'upi';

const CHECKOUT_PAID_BY: Words<CheckoutPaidBy> = {
  en: { online: 'by online payment', card: 'by card', upi: 'by UPI' },
  hi: { online: 'ऑनलाइन भुगतान से', card: 'कार्ड से', upi: 'UPI से' },
};

/** How a credit came, in a sentence: by UPI (from ra******@okhdfc), by card, or a request. */
function paidByWords(
  language: Language,
  p: { paidBy: CheckoutPaidBy | PaymentType; upiId?: string },
) {
  if (p.paidBy === 'online' || p.paidBy === 'card' || p.paidBy === 'upi') {
    const words = CHECKOUT_PAID_BY[language][p.paidBy];
    if (p.paidBy !== 'upi' || !p.upiId) return words;
    return language === 'en' ? `${words} from ${p.upiId}` : `${p.upiId} से UPI द्वारा`;
  }
  return language === 'en'
    ? `from your ${PAID_BY.en[p.paidBy]} request`
    : `आपके ${PAID_BY.hi[p.paidBy]} अनुरोध से`;
}

const COMPLAINT: Words<ComplaintStatus> = {
  en: { Open: 'Open', 'In progress': 'In progress', Resolved: 'Resolved' },
  hi: { Open: 'खुली', 'In progress': 'प्रगति पर', Resolved: 'सुलझ गई' },
};

/**
 * Words someone typed (a reviewer's reason), set into a text that ends them with its own full
 * stop: without their own final stops and spaces, so "blurred." does not read "blurred..", and
 * at most 80 characters of them (a text is short).
 */
export const theirWords = (words: string) => words.slice(0, 80).replace(/[\s.।]+$/u, '');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HINDI_DAY = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** yyyy-MM-dd as a text reads it: "18 Dec 2026", "18 दिस॰ 2026". */
function day(date: string, language: Language): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  if (language === 'hi')
    return HINDI_DAY.format(Date.UTC(year ?? 1970, (month ?? 1) - 1, dayOfMonth));
  return `${dayOfMonth} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

interface Payment {
  kind: ServiceKind;
  amountPaise: bigint;
  number: string;
  operator: string;
  ref: string;
}
interface Stay {
  hotel: string;
  checkIn: string;
  checkOut: string;
  reference: string;
}
interface StayRefund extends Stay {
  refundPaise: bigint;
  toWallet: boolean;
  /** The wallet's balance after a refund to it (null when it is not known, or not the wallet). */
  balancePaise: bigint | null;
}

const stay = (p: Stay, language: Language) =>
  language === 'hi'
    ? `${p.hotel} में आपका ठहराव, ${day(p.checkIn, 'hi')}–${day(p.checkOut, 'hi')}`
    : `your stay at ${p.hotel}, ${day(p.checkIn, 'en')}–${day(p.checkOut, 'en')}`;
const refundedTo = (p: StayRefund, language: Language) =>
  language === 'hi'
    ? `${formatInr(p.refundPaise)} ${p.toWallet ? 'आपके वॉलेट' : 'आपके कार्ड/UPI'} में लौटाए गए हैं। बुकिंग ${p.reference}।${p.balancePaise === null ? '' : ` बैलेंस ${formatInr(p.balancePaise)}।`}`
    : `${formatInr(p.refundPaise)} is refunded to ${p.toWallet ? 'your wallet' : 'your card/UPI'}. Booking ${p.reference}.${p.balancePaise === null ? '' : ` Balance ${formatInr(p.balancePaise)}.`}`;

/** The other customer of a transfer or a request, as a text names them. */
interface Counterparty {
  /** Their name as this customer may see it (masked for a receiver), or null when there is none. */
  name: string | null;
  mobile: string;
}
const party = (p: Counterparty) => (p.name ? `${p.name} (${p.mobile})` : p.mobile);

/** A text in both languages: its DLT template id, and its words for the parameters `P`. */
interface SmsText<P> {
  templateId: string;
  en: (p: P) => string;
  hi: (p: P) => string;
}
const text = <P>(t: SmsText<P>) => t;

/** A service number as a reminder names it: its first four characters, the rest left out. */
const shortNumber = (number: string) => (number.length > 4 ? `${number.slice(0, 4)}…` : number);

/** A yyyy-MM-dd day as dd-MM-yyyy, the way Kosh writes dates to customers. */
const dmy = (yyyyMMdd: string) => yyyyMMdd.split('-').reverse().join('-');

/** A payout to a bank account, as its texts name it: the bank and the account's last four digits. */
interface BankPayout {
  amountPaise: bigint;
  bank: string;
  last4: string;
  /** Kosh's reference of the payout. */
  ref: string;
}

export const SMS_TEXTS = {
  signupOtp: text<{ code: string }>({
    templateId: 'KOSH_SIGNUP_OTP',
    en: (p) =>
      `${p.code} is your Kosh sign-up OTP. It is valid for 10 minutes. Never share it with anyone, not even Kosh staff. -KOSH`,
    hi: (p) =>
      `${p.code} आपका Kosh साइन-अप OTP है। यह 10 मिनट तक मान्य है। इसे किसी को न बताएँ, Kosh के कर्मचारियों को भी नहीं। -KOSH`,
  }),
  loginOtp: text<{ code: string }>({
    templateId: 'KOSH_LOGIN_OTP',
    en: (p) =>
      `${p.code} is your Kosh login OTP. Many wrong passwords were tried for your number; enter it with your password. Never share it. -KOSH`,
    hi: (p) =>
      `${p.code} आपका Kosh लॉग इन OTP है। आपके नंबर पर कई गलत पासवर्ड आज़माए गए; इसे अपने पासवर्ड के साथ डालें। इसे किसी को न बताएँ। -KOSH`,
  }),
  temporaryPassword: text<{ password: string }>({
    templateId: 'KOSH_TEMP_PASSWORD',
    en: (p) =>
      `Your Kosh temporary password is ${p.password} . It works once, within 30 minutes, and then you choose a new password. ` +
      'Your current password keeps working until you use it. If you did not ask for this, ignore this SMS. -KOSH',
    hi: (p) =>
      `आपका Kosh अस्थायी पासवर्ड ${p.password} है। यह 30 मिनट के भीतर एक बार काम करेगा, फिर आप नया पासवर्ड चुनेंगे। ` +
      'इसे इस्तेमाल करने तक आपका मौजूदा पासवर्ड काम करता रहेगा। अगर आपने यह नहीं माँगा, तो इस SMS को अनदेखा करें। -KOSH',
  }),
  /** Sent whenever the login password changes, so that a hijack does not go unnoticed. */
  passwordChanged: text<{ at: string; support: string }>({
    templateId: 'KOSH_PASSWORD_CHANGED',
    en: (p) =>
      `Kosh: your login password was changed on ${p.at} IST. ` +
      `If this was not you, call ${p.support} or reset it in the app.`,
    hi: (p) =>
      `Kosh: आपका लॉग इन पासवर्ड ${p.at} (भारतीय समय) पर बदला गया। ` +
      `अगर यह आपने नहीं किया, तो ${p.support} पर कॉल करें या ऐप में इसे रीसेट करें।`,
  }),
  walletRequestRejected: text<{ amountPaise: bigint; ref: string; reason: string }>({
    templateId: 'KOSH_WALLET_REQUEST',
    en: (p) =>
      `Your Kosh wallet request of ${formatInr(p.amountPaise)} (ref ${p.ref}) was rejected: ${theirWords(p.reason)}. -KOSH`,
    hi: (p) =>
      `आपका ${formatInr(p.amountPaise)} का Kosh वॉलेट अनुरोध (रेफ़ ${p.ref}) अस्वीकार कर दिया गया: ${theirWords(p.reason)}। -KOSH`,
  }),
  walletCredit: text<{
    amountPaise: bigint;
    /**
     * A payment at checkout (by card, by UPI, or `online` where the gateway did not say how), or
     * the kind of request the back office approved.
     */
    paidBy: CheckoutPaidBy | PaymentType;
    /** The masked UPI id (ra******@okhdfc) a UPI payment came from. */
    upiId?: string;
    ref: string;
    balancePaise: bigint;
  }>({
    templateId: 'KOSH_WALLET_CREDIT',
    en: (p) =>
      `Kosh: ${formatInr(p.amountPaise)} added to your wallet ${paidByWords('en', p)}. ` +
      `Ref ${p.ref}. Balance ${formatInr(p.balancePaise)}.`,
    hi: (p) =>
      `Kosh: आपके वॉलेट में ${formatInr(p.amountPaise)} जोड़े गए (${paidByWords('hi', p)})। ` +
      `रेफ़ ${p.ref}। बैलेंस ${formatInr(p.balancePaise)}।`,
  }),
  walletDebit: text<Payment & { balancePaise: bigint }>({
    templateId: 'KOSH_WALLET_DEBIT',
    en: (p) =>
      `Kosh: ${formatInr(p.amountPaise)} debited from your wallet for ${SERVICE_WORDS.en[p.kind]} of ` +
      `${p.number} (${p.operator}). Ref ${p.ref}. Balance ${formatInr(p.balancePaise)}.`,
    hi: (p) =>
      `Kosh: ${p.number} (${p.operator}) के ${SERVICE_WORDS.hi[p.kind]} के लिए आपके वॉलेट से ${formatInr(p.amountPaise)} कटे। ` +
      `रेफ़ ${p.ref}। बैलेंस ${formatInr(p.balancePaise)}।`,
  }),
  paymentConfirmed: text<Payment>({
    templateId: 'KOSH_PAYMENT_CONFIRMED',
    en: (p) =>
      `Kosh: your ${SERVICE_WORDS.en[p.kind]} of ${formatInr(p.amountPaise)} for ${p.number} ` +
      `(${p.operator}) is successful. Ref ${p.ref}.`,
    hi: (p) =>
      `Kosh: ${p.number} (${p.operator}) के लिए आपका ${formatInr(p.amountPaise)} का ${SERVICE_WORDS.hi[p.kind]} सफल रहा। रेफ़ ${p.ref}।`,
  }),
  walletRefund: text<Payment & { balancePaise: bigint }>({
    templateId: 'KOSH_WALLET_REFUND',
    en: (p) =>
      `Kosh: ${formatInr(p.amountPaise)} for your ${SERVICE_WORDS.en[p.kind]} of ${p.number} ` +
      `(${p.operator}) has been refunded to your wallet. Ref ${p.ref}. ` +
      `Balance ${formatInr(p.balancePaise)}.`,
    hi: (p) =>
      `Kosh: ${p.number} (${p.operator}) के ${SERVICE_WORDS.hi[p.kind]} के ${formatInr(p.amountPaise)} आपके वॉलेट में लौटा दिए गए हैं। ` +
      `रेफ़ ${p.ref}। बैलेंस ${formatInr(p.balancePaise)}।`,
  }),
  complaintAnswered: text<{ status: ComplaintStatus }>({
    templateId: 'KOSH_COMPLAINT_ANSWERED',
    en: (p) =>
      `Kosh: your complaint has an answer (${COMPLAINT.en[p.status]}). Open Balance History to read it.`,
    hi: (p) =>
      `Kosh: आपकी शिकायत का जवाब आ गया है (${COMPLAINT.hi[p.status]})। पढ़ने के लिए बैलेंस हिस्ट्री खोलें।`,
  }),
  bbpsComplaintAnswered: text<{ ref: string; biller: string; resolved: boolean }>({
    templateId: 'KOSH_BBPS_COMPLAINT_ANSWERED',
    en: (p) =>
      `Kosh: ${p.biller} has ${p.resolved ? 'resolved' : 'rejected'} your Bharat BillPay complaint ` +
      `on payment ${p.ref}. Open its receipt to read the answer.`,
    hi: (p) =>
      `Kosh: ${p.biller} ने भुगतान ${p.ref} पर आपकी भारत बिलपे शिकायत ` +
      `${p.resolved ? 'हल कर दी है' : 'अस्वीकार कर दी है'}। जवाब पढ़ने के लिए उसकी रसीद खोलें।`,
  }),
  supportReply: text<{ ticket: string }>({
    templateId: 'KOSH_SUPPORT_REPLY',
    en: (p) =>
      `Kosh support replied on ticket #${p.ticket}: open Support in the Kosh app to read it.`,
    hi: (p) => `Kosh सहायता ने टिकट #${p.ticket} पर जवाब दिया है: पढ़ने के लिए Kosh ऐप में सहायता खोलें।`,
  }),
  topupRefund: text<{ amountPaise: bigint; ref: string }>({
    templateId: 'KOSH_TOPUP_REFUND',
    en: (p) =>
      `${formatInr(p.amountPaise)} paid for your Kosh wallet top-up could not be added to ` +
      `your wallet and has been refunded to your card/account, ref ${p.ref}. ` +
      `It can take 5-7 working days to show. -KOSH`,
    hi: (p) =>
      `आपके Kosh वॉलेट टॉप-अप के लिए दिए गए ${formatInr(p.amountPaise)} वॉलेट में नहीं जुड़ सके और आपके ` +
      `कार्ड/खाते में लौटा दिए गए हैं, रेफ़ ${p.ref}। दिखने में 5-7 कार्यदिवस लग सकते हैं। -KOSH`,
  }),
  kycApproved: text<{ section: KycSection }>({
    templateId: 'KOSH_KYC_DECISION',
    en: (p) => `Kosh: your KYC ${KYC_SECTION.en[p.section]} have been approved.`,
    hi: (p) => `Kosh: आपके KYC के ${KYC_SECTION.hi[p.section]} स्वीकृत हो गए हैं।`,
  }),
  kycRejected: text<{ section: KycSection; reason: string }>({
    templateId: 'KOSH_KYC_DECISION',
    en: (p) =>
      `Kosh: your KYC ${KYC_SECTION.en[p.section]} could not be approved: ${theirWords(p.reason)}. Please submit them again in the app.`,
    hi: (p) =>
      `Kosh: आपके KYC के ${KYC_SECTION.hi[p.section]} स्वीकृत नहीं हो सके: ${theirWords(p.reason)}। कृपया ऐप में इन्हें फिर से भेजें।`,
  }),
  kycComplete: text<{ maxPaise: bigint }>({
    templateId: 'KOSH_KYC_COMPLETE',
    en: (p) =>
      `Kosh: your KYC is complete. Your wallet can now hold up to ${formatInr(p.maxPaise)}.`,
    hi: (p) =>
      `Kosh: आपका KYC पूरा हो गया है। अब आपके वॉलेट में ${formatInr(p.maxPaise)} तक रखे जा सकते हैं।`,
  }),
  hotelConfirmed: text<Stay & { confirmation: string | null }>({
    templateId: 'KOSH_HOTEL_CONFIRMED',
    en: (p) =>
      `Kosh: ${stay(p, 'en')}, is confirmed. Booking ${p.reference}, hotel confirmation ${p.confirmation ?? '-'}.`,
    hi: (p) =>
      `Kosh: ${stay(p, 'hi')}, पक्का हो गया है। बुकिंग ${p.reference}, होटल कन्फ़र्मेशन ${p.confirmation ?? '-'}।`,
  }),
  hotelFailed: text<StayRefund>({
    templateId: 'KOSH_HOTEL_FAILED',
    en: (p) => `Kosh: ${stay(p, 'en')}, could not be confirmed. ${refundedTo(p, 'en')}`,
    hi: (p) => `Kosh: ${stay(p, 'hi')}, पक्का नहीं हो सका। ${refundedTo(p, 'hi')}`,
  }),
  hotelCancelled: text<StayRefund>({
    templateId: 'KOSH_HOTEL_CANCELLED',
    en: (p) => `Kosh: ${stay(p, 'en')}, is cancelled. ${refundedTo(p, 'en')}`,
    hi: (p) => `Kosh: ${stay(p, 'hi')}, रद्द कर दिया गया है। ${refundedTo(p, 'hi')}`,
  }),
  billDue: text<{ kind: ServiceKind; amountPaise: bigint; number: string; dueDate: string }>({
    templateId: 'KOSH_BILL_DUE',
    en: (p) =>
      `Kosh: your ${formatInr(p.amountPaise)} ${SERVICE_WORDS.en[p.kind]} for ${shortNumber(p.number)} is due ${dmy(p.dueDate)}. Pay it now in the Kosh app.`,
    hi: (p) =>
      `Kosh: ${shortNumber(p.number)} का ${formatInr(p.amountPaise)} का ${SERVICE_WORDS.hi[p.kind]} ${dmy(p.dueDate)} तक भरना है। अभी Kosh ऐप में भरें।`,
  }),
  /** The back office's notice marked urgent: its own words, in each language. */
  notice: text<{ title: Record<Language, string>; body: Record<Language, string> }>({
    templateId: 'KOSH_NOTICE',
    en: (p) => `Kosh: ${p.title.en}. ${p.body.en} -KOSH`,
    hi: (p) => `Kosh: ${p.title.hi}। ${p.body.hi} -KOSH`,
  }),
  pinResetOtp: text<{ code: string }>({
    templateId: 'KOSH_PIN_RESET_OTP',
    en: (p) =>
      `${p.code} is your Kosh OTP to set a new payment PIN. It is valid for 10 minutes. Never share it. -KOSH`,
    hi: (p) =>
      `${p.code} नया भुगतान पिन सेट करने के लिए आपका Kosh OTP है। यह 10 मिनट तक मान्य है। इसे किसी को न बताएँ। -KOSH`,
  }),
  paymentPinLocked: text<{ until: string }>({
    templateId: 'KOSH_PAYMENT_PIN_LOCKED',
    en: (p) =>
      `Kosh: 5 wrong PINs were entered, so payments from your wallet are locked until ${p.until} IST. ` +
      `If this was not you, reset your PIN in the app.`,
    hi: (p) =>
      `Kosh: 5 बार गलत पिन डाला गया, इसलिए आपके वॉलेट से भुगतान ${p.until} (भारतीय समय) तक बंद हैं। ` +
      `अगर यह आपने नहीं किया, तो ऐप में अपना पिन बदलें।`,
  }),
  passkeyAdded: text<{ name: string }>({
    templateId: 'KOSH_PASSKEY_ADDED',
    en: (p) =>
      `Kosh: a passkey "${p.name}" was added to your account; it can confirm payments. ` +
      `If this was not you, remove it in the app and reset your PIN.`,
    hi: (p) =>
      `Kosh: आपके खाते में पासकी "${p.name}" जोड़ी गई; इससे भुगतान की पुष्टि हो सकती है। ` +
      `अगर यह आपने नहीं किया, तो ऐप में इसे हटाएँ और अपना पिन बदलें।`,
  }),
  /** To the sender of a wallet transfer: whom it went to (their name as shown to the sender). */
  walletTransferSent: text<
    Counterparty & { amountPaise: bigint; ref: string; balancePaise: bigint }
  >({
    templateId: 'KOSH_TRANSFER_SENT',
    en: (p) =>
      `Kosh: ${formatInr(p.amountPaise)} sent from your wallet to ${party(p)}. ` +
      `Ref ${p.ref}. Balance ${formatInr(p.balancePaise)}.`,
    hi: (p) =>
      `Kosh: आपके वॉलेट से ${party(p)} को ${formatInr(p.amountPaise)} भेजे गए। ` +
      `रेफ़ ${p.ref}। बैलेंस ${formatInr(p.balancePaise)}।`,
  }),
  /** To the receiver of a wallet transfer (or the customer whose request it paid). */
  walletTransferReceived: text<
    Counterparty & { amountPaise: bigint; ref: string; balancePaise: bigint }
  >({
    templateId: 'KOSH_TRANSFER_RECEIVED',
    en: (p) =>
      `Kosh: ${formatInr(p.amountPaise)} received in your wallet from ${party(p)}. ` +
      `Ref ${p.ref}. Balance ${formatInr(p.balancePaise)}.`,
    hi: (p) =>
      `Kosh: ${party(p)} से आपके वॉलेट में ${formatInr(p.amountPaise)} आए। ` +
      `रेफ़ ${p.ref}। बैलेंस ${formatInr(p.balancePaise)}।`,
  }),
  /** To the customer asked for money; the note is the requester's own words. */
  moneyRequested: text<Counterparty & { amountPaise: bigint; note: string }>({
    templateId: 'KOSH_MONEY_REQUESTED',
    en: (p) =>
      `Kosh: ${party(p)} asks you for ${formatInr(p.amountPaise)}` +
      `${p.note ? `: ${theirWords(p.note)}` : ''}. Pay or decline it in the Kosh app.`,
    hi: (p) =>
      `Kosh: ${party(p)} आपसे ${formatInr(p.amountPaise)} माँग रहे हैं` +
      `${p.note ? `: ${theirWords(p.note)}` : ''}। Kosh ऐप में भुगतान करें या मना करें।`,
  }),
  /** To the requester when the customer asked declines. */
  moneyRequestDeclined: text<Counterparty & { amountPaise: bigint }>({
    templateId: 'KOSH_MONEY_REQUEST_DECLINED',
    en: (p) => `Kosh: ${party(p)} declined your request for ${formatInr(p.amountPaise)}.`,
    hi: (p) => `Kosh: ${party(p)} ने ${formatInr(p.amountPaise)} का आपका अनुरोध अस्वीकार कर दिया।`,
  }),
  /**
   * To a number not on Kosh yet, at a customer's asking. It has no customer to belong to, so it is
   * sent straight to the gateway (as an OTP is), never through the customer outbox.
   */
  transferInvite: text<{ inviter: string }>({
    templateId: 'KOSH_TRANSFER_INVITE',
    en: (p) =>
      `${p.inviter} invites you to Kosh: receive and send money by mobile number. ` +
      'Sign up in the Kosh app with this number. -KOSH',
    hi: (p) =>
      `${p.inviter} आपको Kosh पर बुला रहे हैं: मोबाइल नंबर से पैसे पाएँ और भेजें। ` +
      'इसी नंबर से Kosh ऐप में साइन अप करें। -KOSH',
  }),
  payoutDebit: text<BankPayout & { balancePaise: bigint }>({
    templateId: 'KOSH_PAYOUT_DEBIT',
    en: (p) =>
      `Kosh: ${formatInr(p.amountPaise)} debited from your wallet to send to ${p.bank} ••${p.last4}. ` +
      `Ref ${p.ref}. Balance ${formatInr(p.balancePaise)}.`,
    hi: (p) =>
      `Kosh: ${p.bank} ••${p.last4} में भेजने के लिए आपके वॉलेट से ${formatInr(p.amountPaise)} कटे। ` +
      `रेफ़ ${p.ref}। बैलेंस ${formatInr(p.balancePaise)}।`,
  }),
  payoutSent: text<BankPayout & { utr: string }>({
    templateId: 'KOSH_PAYOUT_SENT',
    en: (p) => `Kosh: ${formatInr(p.amountPaise)} sent to ${p.bank} ••${p.last4}, UTR ${p.utr}.`,
    hi: (p) => `Kosh: ${formatInr(p.amountPaise)} ${p.bank} ••${p.last4} में भेजे गए, यूटीआर ${p.utr}।`,
  }),
  payoutFailed: text<BankPayout & { balancePaise: bigint }>({
    templateId: 'KOSH_PAYOUT_FAILED',
    en: (p) =>
      `Kosh: ${formatInr(p.amountPaise)} to ${p.bank} ••${p.last4} could not be sent; ` +
      `${formatInr(p.amountPaise)} is back in your wallet. Ref ${p.ref}. Balance ${formatInr(p.balancePaise)}.`,
    hi: (p) =>
      `Kosh: ${p.bank} ••${p.last4} में ${formatInr(p.amountPaise)} नहीं भेजे जा सके; ` +
      `${formatInr(p.amountPaise)} आपके वॉलेट में वापस आ गए हैं। रेफ़ ${p.ref}। बैलेंस ${formatInr(p.balancePaise)}।`,
  }),
  payoutReversed: text<BankPayout & { balancePaise: bigint }>({
    templateId: 'KOSH_PAYOUT_REVERSED',
    en: (p) =>
      `Kosh: ${p.bank} returned the ${formatInr(p.amountPaise)} sent to ••${p.last4}; ` +
      `it is back in your wallet. Ref ${p.ref}. Balance ${formatInr(p.balancePaise)}.`,
    hi: (p) =>
      `Kosh: ${p.bank} ने ••${p.last4} में भेजे गए ${formatInr(p.amountPaise)} लौटा दिए; ` +
      `ये आपके वॉलेट में वापस आ गए हैं। रेफ़ ${p.ref}। बैलेंस ${formatInr(p.balancePaise)}।`,
  }),
};

export type SmsTemplate = keyof typeof SMS_TEXTS;
export type SmsParams<T extends SmsTemplate> = Parameters<(typeof SMS_TEXTS)[T]['en']>[0];

/** A text ready for the gateway but for its number: its template (per language) and words. */
export interface ComposedSms {
  templateId: string;
  text: string;
}

export function composeSms<T extends SmsTemplate>(
  template: T,
  language: Language,
  params: SmsParams<T>,
): ComposedSms {
  const sms = SMS_TEXTS[template] as SmsText<SmsParams<T>>;
  return {
    templateId: language === 'hi' ? `${sms.templateId}_HI` : sms.templateId,
    text: sms[language](params),
  };
}
