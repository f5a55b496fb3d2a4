import type { Said } from '@/lib/i18n/i18n';
import { useServerMessage } from '@/lib/i18n/server-messages';
import { defineMessages } from '@/lib/i18n/i18n';

/** docs/product-2.md §8, verbatim: what the page says when the message could not be sent. */
export const CONTACT_FAILED = 'Failed to send message. Please try again later.';

const en = {
  'care.heading': 'Customer care',
  'care.line': 'Toll-free helpline',
  'care.unavailable': 'The helpline number could not be loaded just now.',
  'care.text': 'Outside these hours, write to us below. We reply within 2 working days.',
  'care.ticket': 'Raise a support ticket',
  'form.heading': 'Send us a message',
  'form.subheading': 'We reply by email. Please don’t share your password, OTP or PIN.',
  'form.name': 'Name',
  'form.namePlaceholder': 'Your full name',
  'form.email': 'Email',
  'form.mobile': 'Mobile number',
  'form.mobilePlaceholder': '10-digit mobile number',
  'form.message': 'Message',
  'form.messagePlaceholder': 'How can we help? Include a transaction reference if you have one.',
  'form.count': '{count} of {max} characters',
  'form.submit': 'Send message',
  'form.sending': 'Sending your message…',
  'form.incomplete': 'Fill in all four fields correctly to send your message.',
  'form.sent': 'Message sent. We will reply to {email}.',
};

const hi: typeof en = {
  'care.heading': 'ग्राहक सेवा',
  'care.line': 'टोल-फ़्री हेल्पलाइन',
  'care.unavailable': 'हेल्पलाइन नंबर अभी लोड नहीं हो सका।',
  'care.text': 'इस समय के बाहर, नीचे हमें लिखें। हम 2 कार्य दिवसों के भीतर जवाब देते हैं।',
  'care.ticket': 'सहायता टिकट बनाएँ',
  'form.heading': 'हमें संदेश भेजें',
  'form.subheading': 'हम ईमेल से जवाब देते हैं। कृपया अपना पासवर्ड, OTP या PIN साझा न करें।',
  'form.name': 'नाम',
  'form.namePlaceholder': 'आपका पूरा नाम',
  'form.email': 'ईमेल',
  'form.mobile': 'मोबाइल नंबर',
  'form.mobilePlaceholder': '10 अंकों का मोबाइल नंबर',
  'form.message': 'संदेश',
  'form.messagePlaceholder': 'हम कैसे मदद करें? अगर लेन-देन का संदर्भ हो तो वह भी लिखें।',
  'form.count': '{max} में से {count} अक्षर',
  'form.submit': 'संदेश भेजें',
  'form.sending': 'आपका संदेश भेजा जा रहा है…',
  'form.incomplete': 'संदेश भेजने के लिए चारों जानकारी सही-सही भरें।',
  'form.sent': 'संदेश भेज दिया गया। हम {email} पर जवाब देंगे।',
};

export const useContactT = defineMessages(en, hi);

/** What the contact call and its schema said, in the reader's language, by its code. */
export function useContactMessage(): (said: Said) => string {
  return useServerMessage();
}
