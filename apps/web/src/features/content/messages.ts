import { defineMessages } from '@/lib/i18n/i18n';

const en = {
  'doc.updated': 'Last updated {date}',
  'doc.contents': 'On this page',
  'doc.backToContents': 'Back to contents',
  'doc.questions': 'Questions about this page?',
  'doc.contactLink': 'Contact us',
  'faq.intro': 'Quick answers about your wallet, KYC, recharges and refunds.',
  'faq.help.heading': 'Didn’t find your answer?',
  'faq.help.text':
    'Customer care answers on our toll-free line from 10:00 am to 5:00 pm. You can also write to us at any time.',
  'faq.help.link': 'Write to us',
  'legal.intro':
    'The documents that govern your use of Kosh. Download a copy to read offline or keep for your records.',
  'legal.meta': 'PDF · {pages} pages · {size}',
  'legal.download': 'Download {file}',
  'legal.englishOnly': 'These documents are in English.',
  'legal.readOnline': 'Read in the app',
  'legal.rules.title': 'Rules of Conduct',
  'legal.rules.text':
    'What we expect from everyone who uses Kosh: your own account, honest details, lawful payments and fair use of offers.',
  'legal.conditions.title': 'Kosh Wallet Terms and Conditions',
  'legal.conditions.text':
    'The terms of the Kosh Wallet: KYC levels and limits, loading money, unauthorised transactions and closing your wallet.',
  'legal.terms.title': 'Terms of Service',
  'legal.terms.text':
    'What applies to each recharge, bill payment and booking: checks before you pay, failed payments, refunds and our responsibility.',
  'refund.glance': 'At a glance',
  'refund.cta.heading': 'Need a refund?',
  'refund.cta.text': 'Tell us the transaction reference, date and amount, within 7 days.',
  'refund.cta.ticket': 'Raise a support ticket',
  'refund.cta.contact': 'Contact us',
};

const hi: typeof en = {
  'doc.updated': 'अंतिम अपडेट {date}',
  'doc.contents': 'इस पेज पर',
  'doc.backToContents': 'विषय-सूची पर वापस जाएँ',
  'doc.questions': 'इस पेज के बारे में कोई प्रश्न?',
  'doc.contactLink': 'हमसे संपर्क करें',
  'faq.intro': 'आपके वॉलेट, KYC, रिचार्ज और रिफ़ंड के बारे में झटपट जवाब।',
  'faq.help.heading': 'आपका जवाब नहीं मिला?',
  'faq.help.text':
    'ग्राहक सेवा सुबह 10:00 बजे से शाम 5:00 बजे तक हमारी टोल-फ़्री लाइन पर जवाब देती है। आप हमें कभी भी लिख भी सकते हैं।',
  'faq.help.link': 'हमें लिखें',
  'legal.intro':
    'वे दस्तावेज़ जो कोश के आपके उपयोग पर लागू होते हैं। ऑफ़लाइन पढ़ने या अपने रिकॉर्ड के लिए एक प्रति डाउनलोड करें।',
  'legal.meta': 'PDF · {pages} पेज · {size}',
  'legal.download': '{file} डाउनलोड करें',
  'legal.englishOnly': 'ये दस्तावेज़ अंग्रेज़ी में हैं।',
  'legal.readOnline': 'ऐप में पढ़ें',
  'legal.rules.title': 'आचरण के नियम',
  'legal.rules.text':
    'कोश का उपयोग करने वाले हर व्यक्ति से हमारी अपेक्षाएँ: अपना ही खाता, सच्ची जानकारी, वैध भुगतान और ऑफ़र का उचित उपयोग।',
  'legal.conditions.title': 'कोश वॉलेट के नियम और शर्तें',
  'legal.conditions.text':
    'कोश वॉलेट की शर्तें: KYC स्तर और सीमाएँ, पैसे डालना, अनधिकृत लेन-देन और वॉलेट बंद करना।',
  'legal.terms.title': 'सेवा की शर्तें',
  'legal.terms.text':
    'हर रिचार्ज, बिल भुगतान और बुकिंग पर क्या लागू होता है: भुगतान से पहले की जाँच, विफल भुगतान, रिफ़ंड और हमारी ज़िम्मेदारी।',
  'refund.glance': 'एक नज़र में',
  'refund.cta.heading': 'रिफ़ंड चाहिए?',
  'refund.cta.text': '7 दिनों के भीतर हमें लेन-देन का संदर्भ, तारीख और रकम बताएँ।',
  'refund.cta.ticket': 'सहायता टिकट बनाएँ',
  'refund.cta.contact': 'हमसे संपर्क करें',
};

export type ContentKey = keyof typeof en;

/** The content pages' own strings (the long texts live in data/, one file per language). */
export const useContentT = defineMessages(en, hi);
