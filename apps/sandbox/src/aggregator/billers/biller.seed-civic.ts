import { defaults, mobileParam, ONLINE_CHANNELS, param, type CategorySeed } from './biller.types';

/** Taxes, societies, fees, memberships, subscriptions, transit cards and donations. */

export const CIVIC_CATEGORIES: CategorySeed[] = [
  {
    code: 'MUNICIPAL_TAX',
    name: 'Municipal Tax',
    nameHi: 'नगर निगम कर',
    defaults: defaults({
      params: [param('propertyId', 'Property ID', 'ALPHANUMERIC', [8, 20])],
      maxAmountPaise: 10_00_000_00,
      extraFields: ['Assessment Year', 'Ward'],
    }),
    billers: [
      ['BBMPTAX', 'Bruhat Bengaluru Mahanagara Palike', 'Bengaluru'],
      ['MCGMTAX', 'Municipal Corporation of Greater Mumbai - Property Tax', 'Mumbai'],
      ['GHMCTAX', 'Greater Hyderabad Municipal Corporation', 'Hyderabad'],
      ['PMCTAX', 'Pune Municipal Corporation', 'Pune'],
      ['MCDTAX', 'Municipal Corporation of Delhi', 'Delhi'],
    ],
  },
  {
    code: 'HOUSING_SOCIETY',
    name: 'Housing Society',
    nameHi: 'हाउसिंग सोसाइटी',
    defaults: defaults({
      params: [param('flatNumber', 'Flat Number', 'ALPHANUMERIC', [1, 10]), mobileParam()],
      exactness: 'EXACT_OR_MORE',
      maxAmountPaise: 5_00_000_00,
      paymentChannels: ONLINE_CHANNELS,
      extraFields: ['Maintenance Period', 'Society Name'],
    }),
    billers: [
      ['NOBROKERHOOD', 'NoBrokerHood', 'All India'],
      ['MYGATE', 'MyGate', 'All India'],
      ['ADDA', 'ApartmentADDA', 'All India'],
    ],
  },
  {
    code: 'EDUCATION_FEES',
    name: 'Education Fees',
    nameHi: 'शिक्षा शुल्क',
    // The institution checks the student, then takes the fee the parent enters.
    defaults: defaults({
      params: [param('studentId', 'Enrollment / Roll Number', 'ALPHANUMERIC', [4, 15])],
      fetchRequirement: 'VALIDATION',
      exactness: 'ANY',
      maxAmountPaise: 10_00_000_00,
      paymentChannels: ONLINE_CHANNELS,
    }),
    billers: [
      ['DPSRKP', 'Delhi Public School, R.K. Puram', 'Delhi'],
      ['KVSANGATHAN', 'Kendriya Vidyalaya Sangathan', 'All India'],
      ['AMITYUNI', 'Amity University', 'Noida'],
      ['MANIPALUNI', 'Manipal Academy of Higher Education', 'Karnataka'],
    ],
  },
  {
    code: 'HOSPITAL',
    name: 'Hospital',
    nameHi: 'अस्पताल',
    defaults: defaults({
      params: [param('patientId', 'UHID / Patient ID', 'ALPHANUMERIC', [6, 15])],
      fetchRequirement: 'VALIDATION',
      exactness: 'ANY',
      maxAmountPaise: 10_00_000_00,
    }),
    billers: [
      ['APOLLOHOSP', 'Apollo Hospitals', 'All India'],
      ['FORTISHC', 'Fortis Healthcare', 'All India'],
      ['MAXHC', 'Max Healthcare', 'Delhi NCR'],
      ['NARAYANAHC', 'Narayana Health', 'All India'],
    ],
  },
  {
    code: 'CLUBS_ASSOCIATIONS',
    name: 'Clubs and Associations',
    nameHi: 'क्लब और संघ',
    // Membership dues are paid directly: there is no bill to fetch.
    defaults: defaults({
      params: [param('membershipId', 'Membership Number', 'ALPHANUMERIC', [4, 12])],
      fetchRequirement: 'NOT_SUPPORTED',
      exactness: 'ANY',
      maxAmountPaise: 5_00_000_00,
      paymentChannels: ONLINE_CHANNELS,
    }),
    billers: [
      ['DELHIGYM', 'Delhi Gymkhana Club', 'Delhi'],
      ['BOMBAYGYM', 'Bombay Gymkhana', 'Mumbai'],
      ['BANGALORECLUB', 'Bangalore Club', 'Bengaluru'],
    ],
  },
  {
    code: 'SUBSCRIPTION',
    name: 'Subscription',
    nameHi: 'सब्सक्रिप्शन',
    defaults: defaults({
      params: [mobileParam()],
      fetchRequirement: 'VALIDATION',
      exactness: 'ANY',
      maxAmountPaise: 50_000_00,
      paymentChannels: ONLINE_CHANNELS,
    }),
    billers: [
      ['TOINEWS', 'The Times of India', 'All India'],
      ['HINDUNEWS', 'The Hindu', 'All India'],
      ['ZEE5', 'ZEE5', 'All India'],
      ['SONYLIV', 'SonyLIV', 'All India'],
    ],
  },
  {
    code: 'NCMC_RECHARGE',
    name: 'NCMC Recharge',
    nameHi: 'एनसीएमसी रिचार्ज',
    // A transit card's wallet: checked, then topped up by any amount within the card's limit.
    defaults: defaults({
      params: [param('cardNumber', 'Card Number', 'NUMERIC', [16, 16]), mobileParam()],
      fetchRequirement: 'VALIDATION',
      exactness: 'ANY',
      minAmountPaise: 100_00,
      maxAmountPaise: 2_000_00,
      paymentChannels: ONLINE_CHANNELS,
      extraFields: ['Card Balance'],
    }),
    billers: [
      ['SBINCMC', 'SBI NCMC Card', 'All India'],
      ['AIRTELNCMC', 'Airtel Payments Bank NCMC', 'All India'],
      ['DMRCNCMC', 'Delhi Metro NCMC Card', 'Delhi'],
    ],
  },
  {
    code: 'DONATION',
    name: 'Donation',
    nameHi: 'दान',
    // A donation has nothing to fetch or check: any amount, paid directly.
    defaults: defaults({
      params: [
        mobileParam('donorMobile', 'Donor Mobile Number'),
        param('pan', 'PAN (for an 80G receipt)', 'ALPHANUMERIC', [10, 10], {
          regex: '^[A-Z]{5}[0-9]{4}[A-Z]$',
          optional: true,
        }),
      ],
      fetchRequirement: 'NOT_SUPPORTED',
      exactness: 'ANY',
      maxAmountPaise: 10_00_000_00,
      paymentChannels: ONLINE_CHANNELS,
    }),
    billers: [
      ['AKSHAYAPATRA', 'The Akshaya Patra Foundation', 'All India'],
      ['CRYINDIA', 'CRY - Child Rights and You', 'All India'],
      ['GIVEINDIA', 'GiveIndia', 'All India'],
    ],
  },
];
