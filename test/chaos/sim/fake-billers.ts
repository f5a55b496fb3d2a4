import type { BillerParam, CatalogueBiller } from '@kosh/contract/billers';
import type {
  BbpsAccounts,
  BbpsBillers,
  BbpsComplaints,
} from '@kosh/api/providers/recharge/bbps.port';

const UPDATED_AT = '2026-11-01T00:00:00.000Z';

const param = (name: string, label: string, regex: string, length: [number, number]) =>
  ({
    name,
    label,
    dataType: 'ALPHANUMERIC',
    regex,
    minLength: length[0],
    maxLength: length[1],
    optional: false,
  }) satisfies BillerParam;

const account = param('accountNumber', 'Account Number', '^[A-Z0-9]{4,20}$', [4, 20]);

const biller = (
  id: string,
  category: string,
  fetchRequirement: CatalogueBiller['fetchRequirement'],
  exactness: CatalogueBiller['exactness'],
): CatalogueBiller => ({
  id,
  name: `Sim ${id}`,
  category,
  coverage: 'All India',
  params: [account],
  fetchRequirement,
  exactness,
  minAmountPaise: 1_00,
  maxAmountPaise: 5_000_00,
  paymentChannels: ['INT', 'MOB'],
  extraFields: [],
  updatedAt: UPDATED_AT,
});

/** One biller of every flow, and the exactness kinds a fetched bill can have. */
export const SIM_BILLERS = [
  biller('SIMWATER', 'WATER', 'MANDATORY', 'EXACT'),
  biller('SIMCARD', 'CREDIT_CARD', 'MANDATORY', 'EXACT_OR_LESS'),
  biller('SIMLOAN', 'LOAN_REPAYMENT', 'MANDATORY', 'EXACT_OR_MORE'),
  biller('SIMSCHOOL', 'EDUCATION_FEES', 'VALIDATION', 'ANY'),
  biller('SIMGIFT', 'DONATION', 'NOT_SUPPORTED', 'ANY'),
];

/** The biller under the spec's electricity screen, which the simulation pays there. */
const SPEC_BILLERS = [
  { ...biller('BESCOM', 'ELECTRICITY', 'MANDATORY', 'EXACT_OR_MORE'), name: 'BESCOM' },
];

/** Every biller the catalogue publishes. */
const PUBLISHED = [...SIM_BILLERS, ...SPEC_BILLERS];

/**
 * The aggregator's biller catalogue for the simulation: a fixed catalogue of one biller per flow,
 * a bill for every account (its amount fixed by the account), every account valid. Payments to
 * these billers go through the fake aggregator's seeded fates like any other.
 */
export class FakeBillers implements BbpsBillers, BbpsAccounts, BbpsComplaints {
  private serial = 0;

  async categories() {
    const codes = [...new Set(PUBLISHED.map((b) => b.category))];
    return {
      categories: codes.map((code) => ({ code, name: code, nameHi: code })),
      version: 1,
      updatedAt: UPDATED_AT,
    };
  }

  async billers(page: number, pageSize: number) {
    const start = (page - 1) * pageSize;
    return {
      billers: PUBLISHED.slice(start, start + pageSize),
      total: PUBLISHED.length,
      rejected: [],
    };
  }

  async fetchBill(billerId: string, params: Record<string, string>) {
    this.serial += 1;
    let hash = 11;
    for (const ch of `${billerId}:${params.accountNumber}`)
      hash = (hash * 31 + ch.charCodeAt(0)) % 190_000;
    return {
      kind: 'found' as const,
      fetchId: `FETSIM${this.serial}`,
      customerName: 'Sim Customer',
      amountPaise: 100_00n + BigInt(hash),
      billNumber: `SIM-${billerId}-${params.accountNumber}`,
      billDate: '2026-11-01',
      dueDate: '2026-11-16',
      extraFields: [],
    };
  }

  async validateAccount() {
    return { kind: 'found' as const, customerName: 'Sim Customer' };
  }

  async raiseComplaint() {
    this.serial += 1;
    return { complaintId: `CMPSIM${this.serial}`, status: 'ASSIGNED' as const, resolution: null };
  }

  async complaintStatus() {
    return null;
  }
}
