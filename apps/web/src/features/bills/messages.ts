import { defineMessages } from '@/lib/i18n/i18n';

/**
 * The All bills screens' own words, English and Hindi: the categories, a category's billers and
 * the search across them. Category names come from the catalogue in both languages; billers'
 * names are the billers' own.
 */
const en = {
  searchLabel: 'Search bills',
  searchHint: 'A category, or a biller by name, ID or place',
  categoriesTitle: 'Categories',
  categoriesList: 'Bill categories',
  loadingCategories: 'Loading the bill categories…',
  categoriesError: 'The bill categories could not be loaded.',
  noCategories: 'No bills to pay yet',
  noCategoriesBody: 'Bill categories appear here once Kosh offers them.',
  billerCount: '{count} billers',
  billerCountOne: '1 biller',
  noCategoryMatch: 'No category matches “{q}”.',
  billersTitle: 'Billers',
  billersMatching: 'Billers matching “{q}”',
  loadingBillers: 'Loading billers…',
  billersError: 'The billers could not be loaded.',
  noBillers: 'No billers found',
  noBillersMatching: 'No biller matches “{q}”. Try a shorter name, or the biller’s city or state.',
  noBillersHere: 'This category has no billers yet.',
  shown: 'Showing {shown} of {total}',
  showMore: 'Show more',
  loadingMore: 'Loading more…',
  searchInCategory: 'Search billers in {name}',
  searchInCategoryHint: 'By name, ID, city or state',
  billersOf: 'Billers of {name}',
  categoryNotFound: 'This bill category is not available',
  categoryNotFoundBody: 'It may have been removed. Choose another from All bills.',
  allBills: 'All bills',
  retry: 'Try again',
};

export type BillsKey = keyof typeof en;

const hi: Record<BillsKey, string> = {
  searchLabel: 'बिल खोजें',
  searchHint: 'कोई श्रेणी, या बिलर का नाम, आईडी या जगह',
  categoriesTitle: 'श्रेणियाँ',
  categoriesList: 'बिल श्रेणियाँ',
  loadingCategories: 'बिल श्रेणियाँ लोड हो रही हैं…',
  categoriesError: 'बिल श्रेणियाँ लोड नहीं हो सकीं।',
  noCategories: 'अभी भुगतान के लिए कोई बिल नहीं',
  noCategoriesBody: 'जब Kosh बिल श्रेणियाँ देगा, वे यहाँ दिखेंगी।',
  billerCount: '{count} बिलर',
  billerCountOne: '1 बिलर',
  noCategoryMatch: '“{q}” से कोई श्रेणी नहीं मिली।',
  billersTitle: 'बिलर',
  billersMatching: '“{q}” से मिलते बिलर',
  loadingBillers: 'बिलर लोड हो रहे हैं…',
  billersError: 'बिलर लोड नहीं हो सके।',
  noBillers: 'कोई बिलर नहीं मिला',
  noBillersMatching: '“{q}” से कोई बिलर नहीं मिला। छोटा नाम, या बिलर का शहर या राज्य आज़माएँ।',
  noBillersHere: 'इस श्रेणी में अभी कोई बिलर नहीं है।',
  shown: '{total} में से {shown} दिखाए गए',
  showMore: 'और दिखाएँ',
  loadingMore: 'और लोड हो रहे हैं…',
  searchInCategory: '{name} में बिलर खोजें',
  searchInCategoryHint: 'नाम, आईडी, शहर या राज्य से',
  billersOf: '{name} के बिलर',
  categoryNotFound: 'यह बिल श्रेणी उपलब्ध नहीं है',
  categoryNotFoundBody: 'शायद इसे हटा दिया गया है। सभी बिल में से कोई और चुनें।',
  allBills: 'सभी बिल',
  retry: 'फिर कोशिश करें',
};

export const useBillsT = defineMessages<BillsKey>(en, hi);
