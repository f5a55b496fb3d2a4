import { istDate } from '@kosh/contract/common/ist-day';
import type { Operator } from './aggregator.catalogue';
import { seeded } from './aggregator.random';

export interface Bill {
  customerName: string;
  amountPaise: number;
  billNumber: string;
  /** YYYY-MM-DD, India's calendar. */
  billDate: string;
  dueDate: string;
  serviceNumber: string;
  operator: string;
}

/** Service numbers ending in this have nothing due (the "no bill" answer). */
export const NO_BILL_SUFFIX = '9999';

/**
 * Service numbers ending in `77NN` or `78NN` (NN from 00 to 15) have a bill due NN days from today,
 * dated 15 days before that: a bill that is about to fall due, for trying Kosh's reminders on any
 * day. Once paid, a `78NN` account's next bill (another number, due as soon) is issued at once, so
 * that a reminder can be tried right after the payment that saved the biller; a `77NN` bill stays
 * paid.
 */
const DUE_IN_DAYS = /7([78])(0\d|1[0-5])$/;

const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Amit',
  'Ananya',
  'Arjun',
  'Deepa',
  'Farhan',
  'Gurpreet',
  'Harish',
  'Ishita',
  'Kavya',
  'Lakshmi',
  'Manoj',
  'Meera',
  'Nikhil',
  'Pooja',
  'Rahul',
  'Ritu',
  'Sanjay',
  'Shreya',
  'Suresh',
  'Tanvi',
  'Vikram',
  'Zoya',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Singh',
  'Gupta',
  'Banerjee',
  'Chatterjee',
  'Deshmukh',
  'Kulkarni',
  'Menon',
  'Pillai',
  'Rao',
  'Khan',
  'Joshi',
  'Mehta',
  'Bose',
  'Gill',
];

const BILL_DUE_DAYS = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The bill a biller has for a service number: the same name, amount (₹100–₹5,000, with paise) and
 * number every time; dated early in the current month (never after today), due 15 days later.
 */
export function billFor(
  operator: Operator,
  serviceNumber: string,
  now = new Date(),
  /** Payments to this account so far (the next-bill rule of `77NN` numbers). */
  paid = 0,
): Bill {
  const random = seeded(`bill:${operator.code}:${serviceNumber}`);
  const customerName = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  let amountPaise = random.int(100_00, 5000_00 - 1);
  if (amountPaise % 100 === 0) amountPaise += random.int(1, 99);

  const [year, month, today] = istDate(now).split('-').map(Number) as [number, number, number];
  const dueIn = DUE_IN_DAYS.exec(serviceNumber);
  const billDay = dueIn
    ? Date.UTC(year, month - 1, today + Number(dueIn[2]) - BILL_DUE_DAYS)
    : Date.UTC(year, month - 1, Math.min(random.int(1, 10), today));
  const billDate = isoDate(billDay);
  const billNumber = `${operator.code.slice(0, 4)}${billDate.slice(0, 7).replace('-', '')}${String(
    random.int(0, 999_999),
  ).padStart(6, '0')}`;

  return {
    customerName,
    amountPaise,
    billNumber: dueIn?.[1] === '8' && paid > 0 ? `${billNumber}N${paid}` : billNumber,
    billDate,
    dueDate: isoDate(billDay + BILL_DUE_DAYS * DAY_MS),
    serviceNumber,
    operator: operator.code,
  };
}

const isoDate = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);
