import { defaults, param, mobileParam, type CategorySeed } from './biller.types';

/** Utilities and telecom: power, water, gas, phones, broadband and TV. */

const consumerNumber = (label = 'Consumer Number', lengths: [number, number] = [9, 12]) =>
  param('consumerNumber', label, 'NUMERIC', lengths);

export const UTILITY_CATEGORIES: CategorySeed[] = [
  {
    code: 'ELECTRICITY',
    name: 'Electricity',
    nameHi: 'बिजली',
    defaults: defaults({
      params: [consumerNumber()],
      exactness: 'EXACT_OR_MORE',
      extraFields: ['Bill Period', 'Units Consumed'],
    }),
    // The spec's twelve electricity boards keep their operator codes, so its screens can be served
    // from here.
    billers: [
      [
        'BESCOM',
        'Bangalore Electricity Supply Company',
        'Karnataka',
        {
          params: [param('consumerNumber', 'Account ID', 'NUMERIC', [10, 10])],
        },
      ],
      [
        'MSEDCL',
        'Maharashtra State Electricity Distribution Co.',
        'Maharashtra',
        {
          params: [
            consumerNumber('Consumer Number', [12, 12]),
            param('billingUnit', 'Billing Unit', 'NUMERIC', [4, 4], { optional: true }),
          ],
        },
      ],
      [
        'TPDDL',
        'Tata Power Delhi Distribution',
        'Delhi',
        {
          params: [consumerNumber('CA Number', [11, 11])],
        },
      ],
      [
        'BSESRAJ',
        'BSES Rajdhani Power',
        'Delhi',
        {
          params: [consumerNumber('CA Number', [9, 9])],
        },
      ],
      ['BSESYAM', 'BSES Yamuna Power', 'Delhi', { params: [consumerNumber('CA Number', [9, 9])] }],
      [
        'TNPDCL',
        'Tamil Nadu Power Distribution Corporation',
        'Tamil Nadu',
        {
          params: [consumerNumber('Service Number', [9, 12])],
        },
      ],
      [
        'UPPCLURB',
        'Uttar Pradesh Power Corporation (Urban)',
        'Uttar Pradesh',
        {
          params: [consumerNumber('Account Number', [10, 10])],
        },
      ],
      [
        'WBSEDCL',
        'West Bengal State Electricity Distribution Co.',
        'West Bengal',
        {
          params: [consumerNumber('Consumer ID', [9, 9])],
        },
      ],
      [
        'ADANIMUM',
        'Adani Electricity Mumbai',
        'Mumbai',
        {
          params: [consumerNumber('Consumer Number', [9, 9])],
          exactness: 'EXACT',
        },
      ],
      ['CESC', 'CESC Kolkata', 'Kolkata', { params: [consumerNumber('Customer ID', [11, 11])] }],
      [
        'PSPCL',
        'Punjab State Power Corporation',
        'Punjab',
        {
          params: [consumerNumber('Account Number', [10, 12])],
        },
      ],
      [
        'JVVNL',
        'Jaipur Vidyut Vitran Nigam',
        'Rajasthan',
        {
          params: [consumerNumber('K Number', [12, 12])],
        },
      ],
    ],
  },
  {
    code: 'WATER',
    name: 'Water',
    nameHi: 'पानी',
    defaults: defaults({
      params: [consumerNumber('Consumer Number', [9, 12])],
      extraFields: ['Bill Period', 'Meter Reading'],
    }),
    billers: [
      ['DJB', 'Delhi Jal Board', 'Delhi', { params: [consumerNumber('K Number', [10, 10])] }],
      [
        'BWSSB',
        'Bangalore Water Supply and Sewerage Board',
        'Karnataka',
        {
          params: [param('consumerNumber', 'RR Number', 'ALPHANUMERIC', [6, 12])],
        },
      ],
      [
        'HMWSSB',
        'Hyderabad Metropolitan Water Supply and Sewerage Board',
        'Telangana',
        {
          params: [consumerNumber('CAN Number', [9, 9])],
        },
      ],
      ['MCGMWATER', 'Municipal Corporation of Greater Mumbai - Water', 'Mumbai'],
      [
        'PHEDRAJ',
        'Public Health Engineering Department, Rajasthan',
        'Rajasthan',
        {
          params: [consumerNumber('K Number', [12, 12])],
        },
      ],
    ],
  },
  {
    code: 'PIPED_GAS',
    name: 'Piped Gas',
    nameHi: 'पाइप्ड गैस',
    defaults: defaults({
      params: [param('consumerNumber', 'Business Partner Number', 'NUMERIC', [10, 10])],
      extraFields: ['Bill Period', 'SCM Consumed'],
    }),
    billers: [
      ['IGL', 'Indraprastha Gas', 'Delhi NCR'],
      [
        'MGL',
        'Mahanagar Gas',
        'Mumbai',
        {
          params: [param('consumerNumber', 'CA Number', 'NUMERIC', [12, 12])],
        },
      ],
      [
        'ADANIGAS',
        'Adani Total Gas',
        'All India',
        {
          params: [param('consumerNumber', 'Customer ID', 'NUMERIC', [10, 10])],
        },
      ],
      [
        'GUJGAS',
        'Gujarat Gas',
        'Gujarat',
        {
          params: [param('consumerNumber', 'Service Number', 'NUMERIC', [9, 12])],
        },
      ],
    ],
  },
  {
    code: 'LPG_CYLINDER',
    name: 'LPG Cylinder',
    nameHi: 'एलपीजी सिलेंडर',
    defaults: defaults({
      params: [param('consumerNumber', 'LPG ID', 'NUMERIC', [17, 17])],
      minAmountPaise: 500_00,
      maxAmountPaise: 2_500_00,
      extraFields: ['Distributor', 'Cylinder Size'],
    }),
    billers: [
      ['INDANE', 'Indane Gas (Indian Oil)', 'All India'],
      ['HPGAS', 'HP Gas', 'All India'],
      ['BHARATGAS', 'Bharat Gas', 'All India'],
    ],
  },
  {
    code: 'MOBILE_POSTPAID',
    name: 'Mobile Postpaid',
    nameHi: 'मोबाइल पोस्टपेड',
    defaults: defaults({
      params: [mobileParam('mobileNumber', 'Mobile Number')],
      exactness: 'ANY',
      maxAmountPaise: 50_000_00,
      paymentChannels: ['INT', 'INTB', 'MOB', 'MOBB', 'AGT'],
      extraFields: ['Bill Period', 'Plan'],
    }),
    // The spec's postpaid operators keep their codes.
    billers: [
      ['AIRTELPOST', 'Airtel Postpaid', 'All India'],
      ['JIOPOST', 'Jio Postpaid', 'All India'],
      ['VIPOST', 'Vi Postpaid', 'All India'],
      ['BSNLPOST', 'BSNL Postpaid', 'All India'],
    ],
  },
  {
    code: 'LANDLINE',
    name: 'Landline',
    nameHi: 'लैंडलाइन',
    defaults: defaults({
      params: [
        param('telephoneNumber', 'Telephone Number with STD Code', 'NUMERIC', [10, 11]),
        param('accountNumber', 'Account Number', 'NUMERIC', [10, 10], { optional: true }),
      ],
      exactness: 'EXACT_OR_MORE',
      maxAmountPaise: 50_000_00,
      extraFields: ['Bill Period'],
    }),
    billers: [
      ['BSNLLL', 'BSNL Landline', 'All India'],
      ['MTNLDEL', 'MTNL Delhi Landline', 'Delhi'],
      ['MTNLMUM', 'MTNL Mumbai Landline', 'Mumbai'],
      ['AIRTELLL', 'Airtel Landline', 'All India'],
    ],
  },
  {
    code: 'BROADBAND',
    name: 'Broadband',
    nameHi: 'ब्रॉडबैंड',
    defaults: defaults({
      params: [param('accountNumber', 'Account Number', 'ALPHANUMERIC', [6, 20])],
      exactness: 'ANY',
      maxAmountPaise: 1_00_000_00,
      extraFields: ['Bill Period', 'Plan'],
    }),
    billers: [
      ['ACTFIBER', 'ACT Fibernet', 'All India'],
      ['AIRTELXSTR', 'Airtel Xstream Fiber', 'All India'],
      [
        'JIOFIBER',
        'JioFiber',
        'All India',
        { params: [mobileParam('mobileNumber', 'Mobile Number')] },
      ],
      ['HATHWAYBB', 'Hathway Broadband', 'All India'],
      ['TATAPLAYFB', 'Tata Play Fiber', 'All India'],
      ['EXCITEL', 'Excitel Broadband', 'All India'],
    ],
  },
];
