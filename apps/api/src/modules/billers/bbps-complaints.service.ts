import {
  ADMIN_BBPS_COMPLAINTS_PAGE_SIZE,
  BBPS_COMPLAINT_TAT_DAYS,
  type AdminBbpsComplaint,
  type BbpsComplaint,
  type BbpsComplaintStatus,
  type BbpsComplaintType,
} from '@kosh/contract/bbps-complaints';
import { maskMobile } from '@kosh/contract/receipts';
import { isBillKind } from '@kosh/contract/service-kinds';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/faults';
import type { Logger } from '../../lib/log-context';
import type { BbpsComplaints } from '../../providers/recharge/bbps.port';
import { ProviderError } from '../../providers/recharge/recharge.port';
import type { RechargeRow } from '../recharges/recharge-payments.service';
import type { BbpsComplaintRow, BbpsComplaintsRepository } from './bbps-complaints.repository';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The first look at the aggregator after raising, then the poller's pace. */
export const COMPLAINT_POLL_MS = 60_000;

type Joined = {
  complaint: BbpsComplaintRow;
  paymentId: string;
  billerName: string;
  bbpsRef: string | null;
};

export const complaintOf = ({ complaint, paymentId, billerName, bbpsRef }: Joined) =>
  ({
    id: complaint.id,
    paymentId,
    complaintId: complaint.providerComplaintId,
    bbpsRef: bbpsRef ?? '',
    billerName,
    // The table's CHECKs hold these to the contract's lists.
    type: complaint.type as BbpsComplaintType,
    description: complaint.description,
    status: complaint.status as BbpsComplaintStatus,
    resolution: complaint.resolution,
    createdAt: complaint.createdAt.toISOString(),
    updatedAt: complaint.updatedAt.toISOString(),
    tatDueAt: complaint.tatDueAt.toISOString(),
  }) satisfies BbpsComplaint;

/**
 * BBPS complaints on a customer's bill payments: raised through the aggregator on a bill paid
 * successfully (a catalogue biller's or one of the spec's bill screens'), kept with BBPS's
 * complaint id, read by their owner, and listed for the back office with their age against the
 * turnaround time.
 */
export function createBbpsComplaintsService(deps: {
  db: Db;
  repo: BbpsComplaintsRepository;
  complaints: BbpsComplaints;
  findOwnedPayment: (userId: string, orderId: string) => Promise<RechargeRow | null>;
  clock: Clock;
  log: Logger;
}) {
  const { db, repo, clock } = deps;

  return {
    async raise(
      userId: string,
      paymentId: string,
      input: { type: BbpsComplaintType; description: string },
    ): Promise<BbpsComplaint> {
      const payment = await deps.findOwnedPayment(userId, paymentId);
      if (!payment || (payment.kind !== 'bbps' && !isBillKind(payment.kind))) {
        throw new AppError('NOT_FOUND', 'BILL_PAYMENT_NOT_FOUND');
      }
      if (payment.status !== 'success' || !payment.bbpsRef) {
        throw new AppError('BUSINESS_RULE', 'BBPS_COMPLAINT_NOT_ALLOWED');
      }
      let raised;
      try {
        // The aggregator answers the open complaint of this type again: a retry raises nothing new.
        raised = await deps.complaints.raiseComplaint({
          clientRef: payment.orderId,
          type: input.type,
          description: input.description,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        deps.log.warn({ err: error, paymentId }, 'BBPS complaint not raised');
        throw new AppError('PROVIDER_UNAVAILABLE', 'BBPS_COMPLAINT_UNAVAILABLE', { cause: error });
      }
      const now = clock();
      await repo.insert(db, {
        rechargeId: payment.id,
        userId,
        type: input.type,
        description: input.description,
        providerComplaintId: raised.complaintId,
        status: raised.status,
        resolution: raised.resolution,
        tatDueAt: new Date(now.getTime() + BBPS_COMPLAINT_TAT_DAYS[input.type] * DAY_MS),
        nextPollAt:
          raised.status === 'ASSIGNED' ? new Date(now.getTime() + COMPLAINT_POLL_MS) : null,
        createdAt: now,
        updatedAt: now,
      });
      const kept = await repo.findOwnedByProviderId(db, userId, raised.complaintId);
      if (!kept) throw new AppError('CONFLICT', 'BBPS_COMPLAINT_NOT_ALLOWED');
      return complaintOf(kept);
    },

    async listOwned(userId: string) {
      return (await repo.listOwned(db, userId)).map(complaintOf);
    },

    async findOwned(userId: string, id: string) {
      const row = await repo.findOwned(db, userId, id);
      if (!row) throw new AppError('NOT_FOUND', 'BBPS_COMPLAINT_NOT_FOUND');
      return complaintOf(row);
    },

    /** The back office's page, oldest first: each one's age, and whether it is overdue. */
    async listAll(query: { status?: BbpsComplaintStatus; page: number }) {
      const now = clock().getTime();
      const { rows, total } = await repo.listAll(db, {
        status: query.status,
        offset: (query.page - 1) * ADMIN_BBPS_COMPLAINTS_PAGE_SIZE,
        limit: ADMIN_BBPS_COMPLAINTS_PAGE_SIZE,
      });
      const data: AdminBbpsComplaint[] = rows.map((row) => ({
        ...complaintOf(row),
        customerMobile: maskMobile(row.customerMobile),
        ageHours: Math.floor((now - row.complaint.createdAt.getTime()) / HOUR_MS),
        overdue: row.complaint.status === 'ASSIGNED' && row.complaint.tatDueAt.getTime() < now,
      }));
      return { data, total, page: query.page, pageSize: ADMIN_BBPS_COMPLAINTS_PAGE_SIZE };
    },
  };
}

export type BbpsComplaintsService = ReturnType<typeof createBbpsComplaintsService>;
