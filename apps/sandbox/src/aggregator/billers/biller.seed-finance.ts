import {
  defaults,
  dobParam,
  mobileParam,
  ONLINE_CHANNELS,
  param,
  type CategorySeed,
} from './biller.types';

/** Money owed to banks, lenders and insurers, and FASTag top-ups. */

const loanAccount = (lengths: [number, number] = [8, 20]) =>
  param('loanAccountNumber', 'Loan Account Number', 'ALPHANUMERIC', lengths);

export const FINANCE_CATEGORIES: CategorySeed[] = [
  {
    code: 'FASTAG',
    name: 'FASTag',
    nameHi: 'फास्टैग',
    // The issuer checks the vehicle, then takes any top-up within its wallet limit.
    defaults: defaults({
      params: [
        param('vehicleNumber', 'Vehicle Registration Number', 'ALPHANUMERIC', [6, 10], {
          regex: '^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{1,4}$',
        }),
      ],
      fetchRequirement: 'VALIDATION',
      exactness: 'ANY',
      minAmountPaise: 100_00,
      maxAmountPaise: 1_00_000_00,
      paymentChannels: ONLINE_CHANNELS,
      extraFields: ['Tag Balance', 'Vehicle Class'],
    }),
    // The spec's FASTag issuers keep their codes.
    billers: [
      ['ICICIFT', 'ICICI Bank FASTag', 'All India'],
      ['HDFCFT', 'HDFC Bank FASTag', 'All India'],
      ['SBIFT', 'SBI FASTag', 'All India'],
      ['AXISFT', 'Axis Bank FASTag', 'All India'],
      ['KOTAKFT', 'Kotak Mahindra Bank FASTag', 'All India'],
      ['IDFCFT', 'IDFC FIRST Bank FASTag', 'All India'],
      ['AIRTELFT', 'Airtel Payments Bank FASTag', 'All India'],
    ],
  },
  {
    code: 'CREDIT_CARD',
    name: 'Credit Card',
    nameHi: 'क्रेडिट कार्ड',
    // A card bill can be paid in part: anything up to the total due.
    defaults: defaults({
      params: [param('cardLast4', 'Last 4 digits of card', 'NUMERIC', [4, 4]), mobileParam()],
      exactness: 'EXACT_OR_LESS',
      maxAmountPaise: 10_00_000_00,
      paymentChannels: ONLINE_CHANNELS,
      extraFields: ['Minimum Amount Due', 'Statement Date'],
    }),
    billers: [
      ['HDFCCC', 'HDFC Bank Credit Card', 'All India'],
      ['SBICARD', 'SBI Card', 'All India'],
      ['ICICICC', 'ICICI Bank Credit Card', 'All India'],
      ['AXISCC', 'Axis Bank Credit Card', 'All India'],
      ['KOTAKCC', 'Kotak Mahindra Bank Credit Card', 'All India'],
      ['AMEXCC', 'American Express Credit Card', 'All India'],
    ],
  },
  {
    code: 'LOAN_REPAYMENT',
    name: 'Loan Repayment',
    nameHi: 'लोन चुकौती',
    // At least the EMI; more is a part-prepayment.
    defaults: defaults({
      params: [loanAccount()],
      exactness: 'EXACT_OR_MORE',
      minAmountPaise: 100_00,
      maxAmountPaise: 10_00_000_00,
      extraFields: ['EMI Due Date', 'Overdue Amount'],
    }),
    billers: [
      ['BAJAJFIN', 'Bajaj Finance', 'All India'],
      ['HDBFS', 'HDB Financial Services', 'All India'],
      ['TATACAPLN', 'Tata Capital', 'All India'],
      [
        'MUTHOOTFIN',
        'Muthoot Finance',
        'All India',
        {
          params: [loanAccount([10, 16]), mobileParam()],
        },
      ],
      ['LTFINANCE', 'L&T Finance', 'All India'],
      ['HOMECREDIT', 'Home Credit India', 'All India', { params: [loanAccount([10, 10])] }],
    ],
  },
  {
    code: 'INSURANCE',
    name: 'Insurance Premium',
    nameHi: 'बीमा प्रीमियम',
    defaults: defaults({
      params: [param('policyNumber', 'Policy Number', 'NUMERIC', [8, 12]), dobParam()],
      maxAmountPaise: 10_00_000_00,
      extraFields: ['Premium Due Date', 'Policy Term'],
    }),
    billers: [
      [
        'LICINDIA',
        'Life Insurance Corporation of India',
        'All India',
        {
          params: [param('policyNumber', 'Policy Number', 'NUMERIC', [9, 9]), dobParam()],
        },
      ],
      ['HDFCLIFE', 'HDFC Life Insurance', 'All India'],
      [
        'SBILIFE',
        'SBI Life Insurance',
        'All India',
        {
          params: [param('policyNumber', 'Policy Number', 'ALPHANUMERIC', [8, 12]), dobParam()],
        },
      ],
      ['ICICIPRU', 'ICICI Prudential Life Insurance', 'All India'],
      ['MAXLIFE', 'Max Life Insurance', 'All India'],
      [
        'STARHEALTH',
        'Star Health and Allied Insurance',
        'All India',
        {
          params: [
            param('policyNumber', 'Policy Number', 'ALPHANUMERIC', [10, 25], {
              regex: '^[A-Za-z0-9/-]{10,25}$',
            }),
            mobileParam(),
          ],
        },
      ],
    ],
  },
  {
    code: 'RECURRING_DEPOSIT',
    name: 'Recurring Deposit',
    nameHi: 'आवर्ती जमा',
    defaults: defaults({
      params: [param('rdAccountNumber', 'RD Account Number', 'NUMERIC', [10, 16])],
      minAmountPaise: 100_00,
      maxAmountPaise: 5_00_000_00,
      paymentChannels: ONLINE_CHANNELS,
      extraFields: ['Instalment Number', 'Maturity Date'],
    }),
    billers: [
      ['SBIRD', 'State Bank of India Recurring Deposit', 'All India'],
      ['INDIAPOSTRD', 'India Post Recurring Deposit', 'All India'],
      ['BOBRD', 'Bank of Baroda Recurring Deposit', 'All India'],
    ],
  },
];
