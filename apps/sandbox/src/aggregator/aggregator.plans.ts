import { findCircle } from './aggregator.catalogue';
import { seeded } from './aggregator.random';

/** The plan categories, in the order the aggregator answers them (FULLTT first: the app's default). */
export const PLAN_CATEGORIES = ['FULLTT', 'DATA', 'TOPUP', 'ROAMING', 'SMS'] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];

export interface Plan {
  id: string;
  /** Whole rupees. */
  price: number;
  validity: string;
  description: string;
  talktime?: string;
  data?: string;
}

/**
 * One line of an operator's price list. `core` plans are sold in every circle; the others in some
 * circles only, which is how the lists differ a little from circle to circle.
 */
interface Row {
  category: PlanCategory;
  price: number;
  validity: string;
  data?: string;
  talktime?: string;
  /** For FULLTT: the calls and SMS when they are not the usual unlimited calls and 100 SMS a day. */
  calls?: string;
  sms?: string;
  /** For FULLTT and DATA: what else the pack gives. */
  note?: string;
  /** For ROAMING and SMS: the whole description. */
  text?: string;
  core?: boolean;
}

const full = (
  price: number,
  validity: string,
  data: string,
  options: { calls?: string; sms?: string; note?: string; core?: boolean } = {},
): Row => ({ category: 'FULLTT', price, validity, data, ...options });
const data = (
  price: number,
  validity: string,
  amount: string,
  options: { note?: string; core?: boolean } = {},
): Row => ({ category: 'DATA', price, validity, data: amount, ...options });
const topup = (price: number, talktime: string, core = false): Row => ({
  category: 'TOPUP',
  price,
  validity: 'Unlimited',
  talktime,
  core,
});
const roaming = (price: number, validity: string, text: string, core = false): Row => ({
  category: 'ROAMING',
  price,
  validity,
  text,
  core,
});
const sms = (price: number, validity: string, count: number, core = false): Row => ({
  category: 'SMS',
  price,
  validity,
  text: `${count} SMS to any network in India`,
  core,
});

const CORE = { core: true };
const UNLIMITED_5G = { note: 'unlimited 5G data' };

const PRICE_LISTS: Record<string, Row[]> = {
  JIO: [
    full(189, '28 days', '2 GB', { sms: '300 SMS in all', core: true }),
    full(199, '18 days', '1.5 GB/day'),
    full(249, '28 days', '1 GB/day', CORE),
    full(299, '28 days', '1.5 GB/day', CORE),
    full(349, '28 days', '2 GB/day', { ...UNLIMITED_5G, core: true }),
    full(399, '28 days', '2.5 GB/day', UNLIMITED_5G),
    full(449, '28 days', '3 GB/day', UNLIMITED_5G),
    full(579, '56 days', '1.5 GB/day'),
    full(629, '56 days', '2 GB/day', UNLIMITED_5G),
    full(799, '84 days', '1.5 GB/day', CORE),
    full(859, '84 days', '2 GB/day', UNLIMITED_5G),
    full(1899, '336 days', '24 GB', { sms: '3600 SMS in all' }),
    full(3599, '365 days', '2.5 GB/day', { ...UNLIMITED_5G, core: true }),
    data(19, 'Existing plan', '1 GB', CORE),
    data(29, 'Existing plan', '2 GB'),
    data(69, '7 days', '6 GB'),
    data(139, '7 days', '12 GB'),
    data(219, '30 days', '30 GB', { note: 'JioCinema Premium' }),
    topup(50, '₹39.37', true),
    topup(100, '₹81.75'),
    topup(500, '₹423.73'),
    roaming(575, '1 day', 'International roaming: 250 MB data, 100 minutes of calls, 100 SMS'),
    roaming(2875, '7 days', 'International roaming: 1 GB/day, 250 minutes of calls, 100 SMS', true),
    sms(22, '28 days', 100, true),
  ],
  AIRTEL: [
    full(199, '28 days', '2 GB', CORE),
    full(249, '24 days', '1 GB/day'),
    full(299, '28 days', '1 GB/day', CORE),
    full(349, '28 days', '1.5 GB/day', CORE),
    full(379, '30 days', '2 GB/day', UNLIMITED_5G),
    full(398, '28 days', '2 GB/day', { note: 'Disney+ Hotstar Mobile for 28 days' }),
    full(409, '28 days', '2.5 GB/day', UNLIMITED_5G),
    full(449, '28 days', '3 GB/day', UNLIMITED_5G),
    full(579, '56 days', '1.5 GB/day'),
    full(649, '56 days', '2 GB/day', UNLIMITED_5G),
    full(859, '84 days', '1.5 GB/day', CORE),
    full(979, '84 days', '2 GB/day', UNLIMITED_5G),
    full(1999, '365 days', '24 GB', { sms: '3600 SMS in all' }),
    full(3599, '365 days', '2 GB/day', { ...UNLIMITED_5G, core: true }),
    data(22, '1 day', '1 GB', CORE),
    data(33, '1 day', '2 GB'),
    data(77, '7 days', '5 GB'),
    data(161, '30 days', '12 GB'),
    data(181, '30 days', '15 GB', { note: 'Airtel Xstream Play' }),
    topup(50, '₹39.37', true),
    topup(100, '₹81.75'),
    topup(500, '₹423.73'),
    topup(1000, '₹847.46'),
    roaming(649, '1 day', 'International roaming: 500 MB data, 100 minutes of calls, 10 SMS', true),
    roaming(2997, '30 days', 'International roaming: 5 GB data, 200 minutes of calls, 20 SMS'),
    sms(26, '28 days', 100, true),
  ],
  VI: [
    full(199, '28 days', '2 GB', CORE),
    full(219, '28 days', '3 GB'),
    full(299, '28 days', '1 GB/day', CORE),
    full(349, '28 days', '1.5 GB/day', { note: 'weekend data rollover', core: true }),
    full(365, '28 days', '2 GB/day', { note: 'binge all night, 12 am–6 am' }),
    full(409, '28 days', '2.5 GB/day'),
    full(449, '28 days', '3 GB/day'),
    full(579, '56 days', '1.5 GB/day'),
    full(649, '56 days', '2 GB/day'),
    full(859, '84 days', '1.5 GB/day', CORE),
    full(979, '84 days', '2 GB/day'),
    full(1999, '365 days', '24 GB', { sms: '3600 SMS in all' }),
    full(3499, '365 days', '1.5 GB/day', { note: 'binge all night, 12 am–6 am', core: true }),
    data(22, '1 day', '1 GB', CORE),
    data(26, '1 day', '1.5 GB'),
    data(48, '3 days', '6 GB'),
    data(98, '21 days', '9 GB'),
    data(181, '30 days', '1 GB/day'),
    topup(50, '₹38.52', true),
    topup(100, '₹81.75'),
    topup(500, '₹423.73'),
    roaming(
      599,
      '1 day',
      'International roaming: 100 MB data, 100 minutes of calls, 100 SMS',
      true,
    ),
    roaming(2999, '14 days', 'International roaming: 1 GB/day, 300 minutes of calls, 100 SMS'),
    sms(24, '28 days', 100, true),
  ],
  BSNL: [
    full(107, '35 days', '3 GB', { calls: '200 minutes of calls', sms: '', core: true }),
    full(153, '26 days', '1 GB/day'),
    full(187, '28 days', '2 GB/day', CORE),
    full(199, '30 days', '2 GB/day'),
    full(229, '30 days', '2 GB/day', { note: 'Zing music', core: true }),
    full(397, '150 days', '2 GB/day', { note: 'calls and data for the first 30 days' }),
    full(485, '82 days', '1.5 GB/day', CORE),
    full(797, '300 days', '2 GB/day', { note: 'calls and data for the first 60 days' }),
    full(1198, '365 days', '3 GB/month'),
    full(1999, '365 days', '600 GB', CORE),
    data(58, '7 days', '2 GB/day', CORE),
    data(98, '18 days', '2 GB/day'),
    data(151, '28 days', '40 GB'),
    data(411, '90 days', '2 GB/day'),
    topup(50, '₹39.37', true),
    topup(110, '₹110.00'),
    topup(550, '₹550.00'),
    roaming(
      167,
      '90 days',
      'International roaming activation: calls and SMS abroad at pack rates',
      true,
    ),
    sms(26, '30 days', 100, true),
  ],
  MTNL: [
    full(97, '15 days', '1 GB/day', CORE),
    full(151, '22 days', '2 GB/day'),
    full(197, '28 days', '1.5 GB/day', CORE),
    full(319, '56 days', '1 GB/day'),
    full(397, '84 days', '1 GB/day', CORE),
    full(997, '180 days', '1 GB/day'),
    full(2399, '365 days', '2 GB/day', CORE),
    data(19, '1 day', '1 GB', CORE),
    data(56, '7 days', '10 GB'),
    data(98, '20 days', '2 GB/day'),
    topup(50, '₹40.00', true),
    topup(100, '₹82.00'),
    topup(300, '₹254.24'),
    roaming(99, '30 days', 'National roaming on BSNL outside Delhi and Mumbai', true),
    sms(22, '28 days', 100, true),
  ],
};

/** Offers an operator runs in some circles only, on prices its national list does not use. */
const CIRCLE_OFFERS: Record<string, Row[]> = {
  JIO: [full(223, '28 days', '2 GB/day'), full(479, '84 days', '6 GB')],
  AIRTEL: [full(265, '28 days', '1 GB/day'), full(509, '84 days', '6 GB')],
  VI: [full(269, '28 days', '1 GB/day'), full(509, '84 days', '6 GB')],
  BSNL: [full(139, '28 days', '1.5 GB/day'), full(599, '84 days', '3 GB/day')],
  MTNL: [full(125, '20 days', '1 GB/day'), full(251, '45 days', '1 GB/day')],
};

const MIN_PLANS = 8;
const MAX_PLANS = 15;

export const hasPlans = (operator: string) => operator in PRICE_LISTS;

/**
 * The plans on sale for an operator in a circle: the operator's core plans, some of the others and
 * perhaps a circle offer, picked by a generator seeded with operator and circle — the same list
 * every time, 8 to 15 plans, cheapest first within each category.
 */
export function plansFor(operator: string, circle: string): Record<PlanCategory, Plan[]> {
  const list = PRICE_LISTS[operator];
  const circleName = findCircle(circle)?.name;
  if (!list || !circleName) throw new Error(`no plans for ${operator} in ${circle}`);
  const random = seeded(`plans:${operator}:${circle}`);

  const optional = list.filter((row) => !row.core);
  const offers = (CIRCLE_OFFERS[operator] ?? [])
    .filter(() => random.next() < 0.3)
    .map((row) => ({ ...row, note: `${circleName} offer` }));
  let rows = [
    ...list.filter((row) => row.core),
    ...offers,
    ...optional.filter(() => random.next() < 0.45),
  ];
  if (rows.length > MAX_PLANS) rows = rows.slice(0, MAX_PLANS);
  for (const row of optional) {
    if (rows.length >= MIN_PLANS) break;
    if (!rows.includes(row)) rows.push(row);
  }

  const categories = Object.fromEntries(
    PLAN_CATEGORIES.map((category) => [category, [] as Plan[]]),
  ) as Record<PlanCategory, Plan[]>;
  for (const row of rows.sort((a, b) => a.price - b.price)) {
    categories[row.category].push(toPlan(operator, circle, row));
  }
  return categories;
}

function toPlan(operator: string, circle: string, row: Row): Plan {
  const plan: Plan = {
    id: `${operator}-${circle}-${row.category}-${row.price}`,
    price: row.price,
    validity: row.validity,
    description: describe(row),
  };
  if (row.category === 'FULLTT') {
    plan.talktime = row.calls ?? 'Unlimited';
  } else if (row.talktime) {
    plan.talktime = row.talktime;
  }
  if (row.data) plan.data = row.data;
  return plan;
}

function describe(row: Row) {
  switch (row.category) {
    case 'FULLTT':
      return [
        row.calls ?? 'Unlimited calls',
        `${row.data} data`,
        row.sms ?? '100 SMS/day',
        row.note,
      ]
        .filter(Boolean)
        .join(', ');
    case 'DATA':
      return [`${row.data} high-speed data`, row.note].filter(Boolean).join(', ');
    case 'TOPUP':
      return `Talktime of ${row.talktime}`;
    default:
      return row.text ?? '';
  }
}
