import type { Exactness, FetchRequirement, ParamDataType } from '@kosh/contract/billers';
import { defineMessages } from '@/lib/i18n/i18n';

/**
 * The Bill categories screen's own words, English and Hindi. What the server says (a refusal, a
 * field's error) is shown by its catalogue code through `tm`, never by these.
 */
const en = {
  nav: 'Bill categories',
  title: 'Bill categories',
  intro:
    'The Bharat BillPay categories and billers the aggregator publishes, brought in every hour. Switch one off to hide it from customers; set its place in lists and its icon. What the aggregator publishes (names, parameters, amounts) is its to change.',

  // the sync
  syncTitle: 'Catalogue sync',
  version: 'Version',
  syncedAt: 'Last synced',
  neverSynced: 'Never synced',
  noVersion: 'None yet',
  counts: 'In the catalogue',
  countsValue: '{categories} categories, {billers} billers',
  syncNow: 'Sync now',
  syncing: 'Syncing…',
  synced: 'Catalogue synced: version {version}, {changed} changed, {dropped} dropped.',
  syncFailed: 'The catalogue could not be synced.',

  // the categories
  categoriesTitle: 'Categories',
  categoriesList: 'Bill categories',
  categoriesError: 'The bill categories could not be loaded.',
  loadingCategories: 'Loading the bill categories…',
  noCategories: 'No bill categories yet',
  noCategoriesBody: 'Press Sync now to bring in the aggregator’s catalogue.',
  billerCount: '{count} billers',
  showBillers: 'Show billers',
  showBillersOf: 'Show billers of {name}',
  dropped: 'Dropped by aggregator',
  hidden: 'Hidden from customers',
  retry: 'Try again',

  // one entry's settings
  shown: 'Shown to customers',
  shownOf: 'Shown to customers: {name}',
  order: 'Display order',
  settingsHint:
    'Display order: 0–9999, lower first. Icon: a lucide icon name such as droplet, or empty for the default. Each is saved when you leave its field or press Enter.',
  orderOf: 'Display order of {name}',
  icon: 'Icon',
  iconOf: 'Icon of {name}',
  nowShown: '“{name}” is shown to customers.',
  nowHidden: '“{name}” is hidden from customers.',
  saved: '“{name}” saved.',
  notSaved: 'The change could not be saved.',

  // the billers
  searchLabel: 'Search billers',
  searchHint: 'Name, id or coverage, in every category.',
  searchButton: 'Search',
  clearSearch: 'Clear',
  billersOf: 'Billers of {name}',
  billersMatching: 'Billers matching “{q}”',
  billersOfMatching: 'Billers of {name} matching “{q}”',
  billersError: 'The billers could not be loaded.',
  loadingBillers: 'Loading the billers…',
  noBillers: 'No billers here',
  noBillersBody: 'Nothing matches. Try another search or category.',
  pastEnd: 'There are no billers on page {page}.',
  firstPage: 'Go to the first page',
  pages: 'Pages of billers',
  previous: 'Previous',
  next: 'Next',
  where: '{first}–{last} of {total} · page {page} of {pages}',
  billerId: 'Id',
  coverage: 'Coverage',
  payment: 'Payment',
  amount: 'Amount',
  amountRange: '{min} to {max}',
  params: 'Parameters',
  optional: 'optional',
  required: 'required',
  lengthExact: '{n} characters',
  lengthRange: '{min}–{max} characters',
  paramLine: '{label}: {type}, {length}, {need}',

  'fetch.MANDATORY': 'Fetch then pay',
  'fetch.VALIDATION': 'Validate then pay',
  'fetch.NOT_SUPPORTED': 'Pay directly',
  'exactness.EXACT': 'Exact amount',
  'exactness.EXACT_OR_MORE': 'Exact or more',
  'exactness.EXACT_OR_LESS': 'Exact or less',
  'exactness.ANY': 'Any amount',
  'type.NUMERIC': 'digits',
  'type.ALPHANUMERIC': 'letters and digits',
  'type.MOBILE': 'mobile number',
  'type.DATE': 'date',
};

type BillersAdminKey = keyof typeof en;

const hi: Record<BillersAdminKey, string> = {
  nav: 'बिल श्रेणियाँ',
  title: 'बिल श्रेणियाँ',
  intro:
    'एग्रीगेटर की भारत बिलपे श्रेणियाँ और बिलर, हर घंटे लाए जाते हैं। किसी को ग्राहकों से छिपाने के लिए बंद करें; सूची में उसकी जगह और उसका आइकन तय करें। एग्रीगेटर जो प्रकाशित करता है (नाम, पैरामीटर, राशि) वह वही बदलता है।',

  syncTitle: 'कैटलॉग सिंक',
  version: 'संस्करण',
  syncedAt: 'पिछला सिंक',
  neverSynced: 'कभी सिंक नहीं हुआ',
  noVersion: 'अभी कोई नहीं',
  counts: 'कैटलॉग में',
  countsValue: '{categories} श्रेणियाँ, {billers} बिलर',
  syncNow: 'अभी सिंक करें',
  syncing: 'सिंक हो रहा है…',
  synced: 'कैटलॉग सिंक हुआ: संस्करण {version}, {changed} बदले, {dropped} हटाए गए।',
  syncFailed: 'कैटलॉग सिंक नहीं हो सका।',

  categoriesTitle: 'श्रेणियाँ',
  categoriesList: 'बिल श्रेणियाँ',
  categoriesError: 'बिल श्रेणियाँ लोड नहीं हो सकीं।',
  loadingCategories: 'बिल श्रेणियाँ लोड हो रही हैं…',
  noCategories: 'अभी कोई बिल श्रेणी नहीं',
  noCategoriesBody: 'एग्रीगेटर का कैटलॉग लाने के लिए “अभी सिंक करें” दबाएँ।',
  billerCount: '{count} बिलर',
  showBillers: 'बिलर दिखाएँ',
  showBillersOf: '{name} के बिलर दिखाएँ',
  dropped: 'एग्रीगेटर ने हटाया',
  hidden: 'ग्राहकों से छिपा',
  retry: 'फिर कोशिश करें',

  shown: 'ग्राहकों को दिखे',
  shownOf: 'ग्राहकों को दिखे: {name}',
  order: 'क्रम',
  settingsHint:
    'क्रम: 0–9999, कम वाला पहले। आइकन: lucide आइकन का नाम, जैसे droplet, या डिफ़ॉल्ट के लिए खाली। फ़ील्ड छोड़ने या Enter दबाने पर सहेजा जाता है।',
  orderOf: '{name} का क्रम',
  icon: 'आइकन',
  iconOf: '{name} का आइकन',
  nowShown: '“{name}” ग्राहकों को दिख रहा है।',
  nowHidden: '“{name}” ग्राहकों से छिपा है।',
  saved: '“{name}” सहेजा गया।',
  notSaved: 'बदलाव सहेजा नहीं जा सका।',

  searchLabel: 'बिलर खोजें',
  searchHint: 'नाम, आईडी या क्षेत्र, सभी श्रेणियों में।',
  searchButton: 'खोजें',
  clearSearch: 'साफ़ करें',
  billersOf: '{name} के बिलर',
  billersMatching: '“{q}” से मिलते बिलर',
  billersOfMatching: '{name} के “{q}” से मिलते बिलर',
  billersError: 'बिलर लोड नहीं हो सके।',
  loadingBillers: 'बिलर लोड हो रहे हैं…',
  noBillers: 'यहाँ कोई बिलर नहीं',
  noBillersBody: 'कुछ नहीं मिला। कोई और खोज या श्रेणी आज़माएँ।',
  pastEnd: 'पेज {page} पर कोई बिलर नहीं है।',
  firstPage: 'पहले पेज पर जाएँ',
  pages: 'बिलरों के पेज',
  previous: 'पिछला',
  next: 'अगला',
  where: '{total} में से {first}–{last} · पेज {pages} में से {page}',
  billerId: 'आईडी',
  coverage: 'क्षेत्र',
  payment: 'भुगतान',
  amount: 'राशि',
  amountRange: '{min} से {max}',
  params: 'पैरामीटर',
  optional: 'वैकल्पिक',
  required: 'ज़रूरी',
  lengthExact: '{n} अक्षर',
  lengthRange: '{min}–{max} अक्षर',
  paramLine: '{label}: {type}, {length}, {need}',

  'fetch.MANDATORY': 'बिल लाएँ, फिर भुगतान',
  'fetch.VALIDATION': 'खाता जाँचें, फिर भुगतान',
  'fetch.NOT_SUPPORTED': 'सीधा भुगतान',
  'exactness.EXACT': 'ठीक उतनी राशि',
  'exactness.EXACT_OR_MORE': 'उतनी या ज़्यादा',
  'exactness.EXACT_OR_LESS': 'उतनी या कम',
  'exactness.ANY': 'कोई भी राशि',
  'type.NUMERIC': 'अंक',
  'type.ALPHANUMERIC': 'अक्षर और अंक',
  'type.MOBILE': 'मोबाइल नंबर',
  'type.DATE': 'तारीख़',
};

export const useBillersAdminT = defineMessages<BillersAdminKey>(en, hi);

/** Labels keyed by the contract's lists, so a new kind fails the type-check here. */
export const fetchKey = (value: FetchRequirement) => `fetch.${value}` as const;
export const exactnessKey = (value: Exactness) => `exactness.${value}` as const;
export const dataTypeKey = (value: ParamDataType) => `type.${value}` as const;
