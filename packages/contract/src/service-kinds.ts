import { z } from 'zod';

/**
 * The services a customer pays from the wallet: the one list the API, its database (a CHECK built
 * from it), the sandbox aggregator and the web app all use. A new kind is added here first.
 * `bbps` is any biller of the Bharat BillPay catalogue (water, insurance, loans…): its biller is
 * data, so one kind serves every category the aggregator publishes (docs/billers.md).
 */
export const SERVICE_KINDS = [
  'mobile',
  'dth',
  'postpaid',
  'electricity',
  'gas',
  'fastag',
  'bbps',
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const serviceKindSchema = z.enum(SERVICE_KINDS);

/** The kinds with a category in the service list (the back office's companies); not `bbps`. */
export type ListedKind = Exclude<ServiceKind, 'bbps'>;

/** The service list's category numbers (docs/product-1.md §7, docs/product-2.md §7), in the order screens list them. */
export const SERVICE_CATEGORIES = {
  mobile: 1,
  dth: 2,
  postpaid: 3,
  electricity: 5,
  gas: 6,
  fastag: 10,
} as const satisfies Record<ListedKind, number>;

/** A catalogue biller's payment has no service-list category: its biller says what it is. */
export const BBPS_CATEGORY = 0;

/** Kinds paid against a fetched bill; the others are recharges of an amount the customer picks. */
export const BILL_KINDS = ['electricity', 'gas', 'postpaid'] as const satisfies ServiceKind[];
export type BillKind = (typeof BILL_KINDS)[number];

export const isServiceKind = (value: unknown): value is ServiceKind =>
  (SERVICE_KINDS as readonly unknown[]).includes(value);

export const isBillKind = (kind: ServiceKind): kind is BillKind =>
  (BILL_KINDS as readonly ServiceKind[]).includes(kind);
