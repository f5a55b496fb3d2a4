import { defaults, param, type CategorySeed } from './biller.types';

/** Television: satellite (DTH) and cable. */

export const TV_CATEGORIES: CategorySeed[] = [
  {
    code: 'DTH',
    name: 'DTH',
    nameHi: 'डीटीएच',
    // Validate the subscriber, then pay what the customer chooses.
    defaults: defaults({
      params: [param('subscriberId', 'Subscriber ID', 'NUMERIC', [10, 11])],
      fetchRequirement: 'VALIDATION',
      exactness: 'ANY',
      minAmountPaise: 10_00,
      maxAmountPaise: 25_000_00,
      paymentChannels: ['INT', 'INTB', 'MOB', 'MOBB', 'AGT'],
    }),
    // The spec's DTH operators keep their codes.
    billers: [
      ['TATAPLAY', 'Tata Play', 'All India'],
      ['AIRTELDTH', 'Airtel Digital TV', 'All India'],
      [
        'DISHTV',
        'Dish TV',
        'All India',
        {
          params: [param('subscriberId', 'Viewing Card Number', 'NUMERIC', [11, 11])],
        },
      ],
      ['D2H', 'd2h', 'All India'],
      [
        'SUNDIRECT',
        'Sun Direct',
        'All India',
        {
          params: [param('subscriberId', 'Smart Card Number', 'NUMERIC', [11, 11])],
        },
      ],
    ],
  },
  {
    code: 'CABLE_TV',
    name: 'Cable TV',
    nameHi: 'केबल टीवी',
    defaults: defaults({
      params: [param('subscriberId', 'Customer ID', 'ALPHANUMERIC', [6, 16])],
      exactness: 'EXACT_OR_MORE',
      maxAmountPaise: 25_000_00,
      extraFields: ['Bill Period', 'Pack'],
    }),
    billers: [
      ['HATHWAYCTV', 'Hathway Digital Cable TV', 'All India'],
      ['DENCTV', 'DEN Networks', 'All India'],
      ['GTPL', 'GTPL Hathway', 'Gujarat'],
      ['ASIANET', 'Asianet Digital', 'Kerala'],
    ],
  },
];
