/**
 * The aggregator's biller catalogue, described as BBPS operating units describe billers: by data.
 * A new kind of bill is a new entry here (or one added at run time), never new code.
 */

export type ParamDataType = 'NUMERIC' | 'ALPHANUMERIC' | 'MOBILE' | 'DATE';

/** One thing the customer types in to identify their account with the biller. */
export interface BillerParam {
  name: string;
  label: string;
  dataType: ParamDataType;
  regex: string;
  minLength: number;
  maxLength: number;
  optional: boolean;
}

/** Fetch → pay, validate → pay, or pay directly. */
export type FetchRequirement = 'MANDATORY' | 'VALIDATION' | 'NOT_SUPPORTED';
export const FETCH_REQUIREMENTS: readonly FetchRequirement[] = [
  'MANDATORY',
  'VALIDATION',
  'NOT_SUPPORTED',
];

/** How the amount paid may differ from the bill's. */
export type Exactness = 'EXACT' | 'EXACT_OR_MORE' | 'EXACT_OR_LESS' | 'ANY';
export const EXACTNESS_KINDS: readonly Exactness[] = [
  'EXACT',
  'EXACT_OR_MORE',
  'EXACT_OR_LESS',
  'ANY',
];

/** BBPS's payment channels: internet and mobile banking/apps, agents, branches. */
export type PaymentChannel = 'INT' | 'INTB' | 'MOB' | 'MOBB' | 'AGT' | 'BNKBRNCH' | 'KIOSK';
export const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  'INT',
  'INTB',
  'MOB',
  'MOBB',
  'AGT',
  'BNKBRNCH',
  'KIOSK',
];

export interface BillerCategory {
  code: string;
  name: string;
  nameHi: string;
}

export interface Biller {
  id: string;
  name: string;
  category: string;
  /** A state's name, a city, or "All India". */
  coverage: string;
  params: BillerParam[];
  fetchRequirement: FetchRequirement;
  exactness: Exactness;
  minAmountPaise: number;
  maxAmountPaise: number;
  paymentChannels: PaymentChannel[];
  /** The names of the bill's extra fields, in the order the biller sends them. */
  extraFields: string[];
  updatedAt: string;
}

/** A category's seed: its defaults, then its billers as [id, name, coverage, overrides?]. */
export interface CategorySeed extends BillerCategory {
  defaults: Omit<Biller, 'id' | 'name' | 'category' | 'coverage' | 'updatedAt'>;
  billers: [id: string, name: string, coverage: string, overrides?: Partial<Biller>][];
}

/** The seed catalogue's date: seeded billers never change, so their updatedAt never does. */
export const SEED_UPDATED_AT = '2026-11-01T00:00:00.000Z';

const ALL_CHANNELS: PaymentChannel[] = ['INT', 'INTB', 'MOB', 'MOBB', 'AGT', 'BNKBRNCH', 'KIOSK'];
export const ONLINE_CHANNELS: PaymentChannel[] = ['INT', 'INTB', 'MOB', 'MOBB'];

/** A parameter; the regex is anchored and matches the lengths given. */
export function param(
  name: string,
  label: string,
  dataType: ParamDataType,
  [minLength, maxLength]: [number, number],
  options: { regex?: string; optional?: boolean } = {},
): BillerParam {
  const regex =
    options.regex ??
    (dataType === 'NUMERIC'
      ? `^[0-9]{${minLength},${maxLength}}$`
      : dataType === 'MOBILE'
        ? '^[6-9][0-9]{9}$'
        : dataType === 'DATE'
          ? '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
          : `^[A-Za-z0-9/-]{${minLength},${maxLength}}$`);
  return {
    name,
    label,
    dataType,
    regex,
    minLength,
    maxLength,
    optional: options.optional ?? false,
  };
}

export const mobileParam = (name = 'registeredMobile', label = 'Registered Mobile Number') =>
  param(name, label, 'MOBILE', [10, 10]);
export const dobParam = () => param('dateOfBirth', 'Date of Birth (YYYY-MM-DD)', 'DATE', [10, 10]);

/** Most categories: every channel, any amount from ₹1 to ₹2,00,000. */
export function defaults(
  overrides: Partial<CategorySeed['defaults']> & Pick<CategorySeed['defaults'], 'params'>,
): CategorySeed['defaults'] {
  return {
    fetchRequirement: 'MANDATORY',
    exactness: 'EXACT',
    minAmountPaise: 1_00,
    maxAmountPaise: 2_00_000_00,
    paymentChannels: ALL_CHANNELS,
    extraFields: [],
    ...overrides,
  };
}
