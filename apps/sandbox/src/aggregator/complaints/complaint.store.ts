import { aggregatorId, type AggregatorPayment } from '../aggregator.store';

/** BBPS's transaction-based complaint types: what went wrong with a bill payment. */
export const COMPLAINT_TYPES = ['NOT_CREDITED', 'PAID_TWICE', 'WRONG_AMOUNT'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

export type ComplaintStatus = 'ASSIGNED' | 'RESOLVED' | 'REJECTED';

export interface AggregatorComplaint {
  complaintId: string;
  clientRef: string;
  bbpsRef: string;
  billerId: string;
  type: ComplaintType;
  description: string;
  status: ComplaintStatus;
  /** Who holds it now: the biller's operating unit while assigned. */
  assignedTo: string;
  resolution: string | null;
  createdAt: string;
  updatedAt: string;
}

const RESOLUTIONS: Record<ComplaintType, string> = {
  NOT_CREDITED: 'The biller confirms the payment is credited to the account.',
  PAID_TWICE: 'The duplicate payment has been reversed by the biller.',
  WRONG_AMOUNT: 'The biller has corrected the amount on the account.',
};

const LIMIT = 10_000;

/** Complaints by id, in memory; empty at each start. */
export class ComplaintStore {
  private readonly complaints = new Map<string, AggregatorComplaint>();

  get(complaintId: string) {
    return this.complaints.get(complaintId);
  }

  /** The open complaint of this type on this payment: BBPS takes one at a time. */
  openFor(clientRef: string, type: ComplaintType) {
    for (const c of this.complaints.values()) {
      if (c.clientRef === clientRef && c.type === type && c.status === 'ASSIGNED') return c;
    }
    return undefined;
  }

  create(payment: AggregatorPayment, type: ComplaintType, description: string) {
    const now = new Date().toISOString();
    const complaint: AggregatorComplaint = {
      complaintId: aggregatorId('CMP'),
      clientRef: payment.clientRef,
      bbpsRef: payment.bbpsRef ?? '',
      billerId: payment.billerId ?? payment.operator,
      type,
      description,
      status: 'ASSIGNED',
      assignedTo: `${payment.billerId ?? payment.operator} (biller operating unit)`,
      resolution: null,
      createdAt: now,
      updatedAt: now,
    };
    this.complaints.set(complaint.complaintId, complaint);
    if (this.complaints.size > LIMIT) {
      const oldest = this.complaints.keys().next().value;
      if (oldest !== undefined) this.complaints.delete(oldest);
    }
    return complaint;
  }

  /** The biller's answer: resolved in the customer's favour, or rejected with its reason. */
  settle(complaint: AggregatorComplaint, status: 'RESOLVED' | 'REJECTED', resolution?: string) {
    complaint.status = status;
    complaint.resolution =
      resolution ??
      (status === 'RESOLVED'
        ? RESOLUTIONS[complaint.type]
        : 'The biller found the payment credited as made.');
    complaint.updatedAt = new Date().toISOString();
    return complaint;
  }
}
