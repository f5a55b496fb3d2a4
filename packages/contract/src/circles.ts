/**
 * The telecom circles in Hindi, by the aggregator's code. The aggregator names them in English;
 * a circle it adds later shows its English name until it is added here. In the contract so the
 * recharge screen, the receipt page and the receipt PDF name a circle alike.
 */
const HINDI: Record<string, string> = {
  AP: 'आंध्र प्रदेश और तेलंगाना',
  AS: 'असम',
  BR: 'बिहार और झारखंड',
  DL: 'दिल्ली एनसीआर',
  GJ: 'गुजरात',
  HR: 'हरियाणा',
  HP: 'हिमाचल प्रदेश',
  JK: 'जम्मू और कश्मीर',
  KA: 'कर्नाटक',
  KL: 'केरल',
  KO: 'कोलकाता',
  MP: 'मध्य प्रदेश और छत्तीसगढ़',
  MH: 'महाराष्ट्र और गोवा',
  MU: 'मुंबई',
  NE: 'पूर्वोत्तर',
  OR: 'ओडिशा',
  PB: 'पंजाब',
  RJ: 'राजस्थान',
  TN: 'तमिलनाडु',
  UE: 'उत्तर प्रदेश (पूर्व)',
  UW: 'उत्तर प्रदेश (पश्चिम) और उत्तराखंड',
  WB: 'पश्चिम बंगाल',
};

/** A circle's name in the reader's language. */
export const circleName = (circle: { code: string; name: string }, language: string) =>
  (language === 'hi' && HINDI[circle.code]) || circle.name;
