import type { ServiceCategory } from '@kosh/contract/catalogue';

/**
 * The catalogue a fresh Kosh starts with. The codes are the aggregator's operator codes (the
 * sandbox plays the same ones), so they must not be changed here. Each company's logo is
 * seed-logos/<code>.svg, drawn by scripts/make-logos.mjs.
 */
export interface SeedCompany {
  category: ServiceCategory;
  code: string;
  name: string;
  serviceNoHint: string;
  option1?: string;
  option1Placeholder?: string;
  option2?: string;
  option2Placeholder?: string;
}

const mobile = (code: string, name: string): SeedCompany => ({
  category: 1,
  code,
  name,
  serviceNoHint: 'Mobile Number',
});
const postpaid = (code: string, name: string): SeedCompany => ({
  category: 3,
  code,
  name,
  serviceNoHint: 'Mobile Number',
});
const fastag = (code: string, name: string): SeedCompany => ({
  category: 10,
  code,
  name,
  serviceNoHint: 'Vehicle Number (e.g. MH12AB1234)',
});

export const SEED_COMPANIES: readonly SeedCompany[] = [
  mobile('AIRTEL', 'Airtel'),
  mobile('JIO', 'Jio'),
  mobile('VI', 'Vi (Vodafone Idea)'),
  mobile('BSNL', 'BSNL'),
  mobile('MTNL', 'MTNL'),

  {
    category: 2,
    code: 'TATAPLAY',
    name: 'Tata Play',
    serviceNoHint: 'Registered mobile number (10 digits)',
  },
  {
    category: 2,
    code: 'AIRTELDTH',
    name: 'Airtel Digital TV',
    serviceNoHint: 'Registered mobile number (10 digits)',
  },
  {
    category: 2,
    code: 'DISHTV',
    name: 'Dish TV',
    serviceNoHint: 'Registered mobile number (10 digits)',
  },
  { category: 2, code: 'D2H', name: 'd2h', serviceNoHint: 'Registered mobile number (10 digits)' },
  {
    category: 2,
    code: 'SUNDIRECT',
    name: 'Sun Direct',
    serviceNoHint: 'Registered mobile number (10 digits)',
  },

  postpaid('AIRTELPOST', 'Airtel Postpaid'),
  postpaid('JIOPOST', 'Jio Postpaid'),
  postpaid('VIPOST', 'Vi Postpaid'),
  postpaid('BSNLPOST', 'BSNL Postpaid'),

  {
    category: 5,
    code: 'BESCOM',
    name: 'Bangalore Electricity Supply Company',
    serviceNoHint: 'Account ID (10 digits)',
  },
  {
    category: 5,
    code: 'MSEDCL',
    name: 'Maharashtra State Electricity Distribution Co.',
    serviceNoHint: 'Consumer Number (12 digits)',
    // MSEDCL looks a bill up by consumer number and billing unit together.
    option1: 'Billing Unit',
    option1Placeholder: 'Billing Unit (4 digits, on your bill)',
  },
  {
    category: 5,
    code: 'TPDDL',
    name: 'Tata Power Delhi Distribution',
    serviceNoHint: 'CA Number (11 digits)',
  },
  {
    category: 5,
    code: 'BSESRAJ',
    name: 'BSES Rajdhani Power',
    serviceNoHint: 'CA Number (9 digits)',
  },
  {
    category: 5,
    code: 'BSESYAM',
    name: 'BSES Yamuna Power',
    serviceNoHint: 'CA Number (9 digits)',
  },
  {
    category: 5,
    code: 'TNPDCL',
    name: 'Tamil Nadu Power Distribution Corporation',
    serviceNoHint: 'Consumer Number',
  },
  {
    category: 5,
    code: 'UPPCLURB',
    name: 'Uttar Pradesh Power Corporation (Urban)',
    serviceNoHint: 'Account Number (10 digits)',
  },
  {
    category: 5,
    code: 'WBSEDCL',
    name: 'West Bengal State Electricity Distribution Co.',
    serviceNoHint: 'Consumer ID (9 digits)',
  },
  {
    category: 5,
    code: 'ADANIMUM',
    name: 'Adani Electricity Mumbai',
    serviceNoHint: 'Consumer Number (9 digits)',
  },
  { category: 5, code: 'CESC', name: 'CESC Kolkata', serviceNoHint: 'Customer ID (11 digits)' },
  {
    category: 5,
    code: 'PSPCL',
    name: 'Punjab State Power Corporation',
    serviceNoHint: 'Account Number',
  },
  {
    category: 5,
    code: 'JVVNL',
    name: 'Jaipur Vidyut Vitran Nigam',
    serviceNoHint: 'K Number (12 digits)',
  },

  {
    category: 6,
    code: 'INDANE',
    name: 'Indane Gas (Indian Oil)',
    serviceNoHint: 'Registered mobile number (10 digits)',
  },
  {
    category: 6,
    code: 'HPGAS',
    name: 'HP Gas',
    serviceNoHint: 'Registered mobile number (10 digits)',
  },
  {
    category: 6,
    code: 'BHARATGAS',
    name: 'Bharat Gas',
    serviceNoHint: 'Registered mobile number (10 digits)',
  },
  {
    category: 6,
    code: 'IGL',
    name: 'Indraprastha Gas',
    serviceNoHint: 'Registered mobile number (10 digits)',
  },
  {
    category: 6,
    code: 'MGL',
    name: 'Mahanagar Gas',
    serviceNoHint: 'Registered mobile number (10 digits)',
    // Besides the registered mobile, MGL asks for the bill group printed on the bill.
    option1: 'Bill Group Number',
    option1Placeholder: 'Bill Group Number (on your bill)',
  },
  {
    category: 6,
    code: 'ADANIGAS',
    name: 'Adani Total Gas',
    serviceNoHint: 'Registered mobile number (10 digits)',
  },
  {
    category: 6,
    code: 'GUJGAS',
    name: 'Gujarat Gas',
    serviceNoHint: 'Registered mobile number (10 digits)',
  },

  fastag('ICICIFT', 'ICICI Bank FASTag'),
  fastag('HDFCFT', 'HDFC Bank FASTag'),
  fastag('SBIFT', 'SBI FASTag'),
  fastag('AXISFT', 'Axis Bank FASTag'),
  fastag('KOTAKFT', 'Kotak Mahindra Bank FASTag'),
  fastag('IDFCFT', 'IDFC FIRST Bank FASTag'),
  fastag('AIRTELFT', 'Airtel Payments Bank FASTag'),
];
