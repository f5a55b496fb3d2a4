import { catalogue } from '@kosh/contract/messages/catalogue';
import { defineMessages } from '@/lib/i18n/i18n';

/** The company picker's own strings; the back office around it is English only. */
const en = {
  'picker.operator': 'Operator',
  'picker.placeholder': 'Search by name',
  'picker.loading': 'Loading companies…',
  'picker.empty': 'No company matches',
  'picker.none': 'No companies are available right now',
  // docs/product-1.md §8, verbatim.
  'picker.error': catalogue.SERVICE_LIST_FAILED as string,
  'picker.retry': 'Retry',
  'picker.clear': 'Clear selection',
  'picker.suggestions': 'Suggestions',
};

const hi: typeof en = {
  'picker.operator': 'ऑपरेटर',
  'picker.placeholder': 'नाम से खोजें',
  'picker.loading': 'कंपनियाँ लोड हो रही हैं…',
  'picker.empty': 'कोई कंपनी मेल नहीं खाती',
  'picker.none': 'अभी कोई कंपनी उपलब्ध नहीं है',
  'picker.error': 'सेवा सूची लाने में त्रुटि',
  'picker.retry': 'फिर से कोशिश करें',
  'picker.clear': 'चयन हटाएँ',
  'picker.suggestions': 'सुझाव',
};

export const useServicesT = defineMessages(en, hi);
