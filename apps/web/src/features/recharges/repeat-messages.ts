import { defineMessages } from '@/lib/i18n/i18n';

/** What a screen filled by a repeat says (docs/recents.md), apart from the recharge screens' words. */
const en = {
  repeating: 'Filled in from your last payment. Check it, then pay.',
  ported:
    'This number has moved to another operator since your last recharge: we have picked today’s operator.',
  planGone: 'That plan is no longer offered. Choose one of today’s plans.',
};

const hi: Record<keyof typeof en, string> = {
  repeating: 'आपके पिछले भुगतान से भरा गया है। जाँच लें, फिर भुगतान करें।',
  ported: 'आपके पिछले रिचार्ज के बाद यह नंबर दूसरे ऑपरेटर पर चला गया है: हमने आज का ऑपरेटर चुन लिया है।',
  planGone: 'वह प्लान अब उपलब्ध नहीं है। आज के प्लान में से कोई एक चुनें।',
};

export const useRepeatT = defineMessages(en, hi);
