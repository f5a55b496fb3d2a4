import { defineMessages } from '@/lib/i18n/i18n';

/** The recents strip's own words (issue 30 §2). */
const en = {
  heading: 'Recent',
  loading: 'Loading your recent payments…',
  fill: 'Fill in {label}',
  fillPinned: 'Fill in {label} (pinned)',
  options: 'Options for {label}',
  lastPaid: 'Last paid {amount}',
  repeat: 'Repeat',
  rename: 'Rename',
  nameLabel: 'Name',
  nameHint: 'For example “Mom’s phone”. Up to 40 characters; leave empty to clear it.',
  save: 'Save',
  pin: 'Pin to top',
  unpin: 'Unpin',
  delete: 'Delete',
  deleteConfirm: 'Delete {label} from your recents? A later payment saves it again.',
  deleteYes: 'Yes, delete',
  cancel: 'Cancel',
  renamed: 'Name saved.',
  pinnedDone: 'Pinned to the top.',
  unpinnedDone: 'Unpinned.',
  deleted: 'Deleted from your recents.',
};

const hi: Record<keyof typeof en, string> = {
  heading: 'हाल के',
  loading: 'आपके हाल के भुगतान लोड हो रहे हैं…',
  fill: '{label} भरें',
  fillPinned: '{label} भरें (पिन किया गया)',
  options: '{label} के विकल्प',
  lastPaid: 'पिछला भुगतान {amount}',
  repeat: 'दोहराएँ',
  rename: 'नाम बदलें',
  nameLabel: 'नाम',
  nameHint: 'जैसे “माँ का फ़ोन”। अधिकतम 40 अक्षर; हटाने के लिए खाली छोड़ें।',
  save: 'सहेजें',
  pin: 'ऊपर पिन करें',
  unpin: 'पिन हटाएँ',
  delete: 'हटाएँ',
  deleteConfirm: '{label} को हाल के भुगतानों से हटाएँ? अगला भुगतान इसे फिर सहेज लेगा।',
  deleteYes: 'हाँ, हटाएँ',
  cancel: 'रद्द करें',
  renamed: 'नाम सहेज लिया गया।',
  pinnedDone: 'ऊपर पिन कर दिया गया।',
  unpinnedDone: 'पिन हटा दिया गया।',
  deleted: 'हाल के भुगतानों से हटा दिया गया।',
};

export const useRecentsT = defineMessages(en, hi);
