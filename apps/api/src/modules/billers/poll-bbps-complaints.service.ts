import type { Db } from '../../db/client';
import type { TextCustomer } from '../../lib/customer-sms';
import type { Clock } from '../../lib/faults';
import type { Logger } from '../../lib/log-context';
import type { BbpsComplaints } from '../../providers/recharge/bbps.port';
import { ProviderError } from '../../providers/recharge/recharge.port';
import type { BbpsComplaintsRepository } from './bbps-complaints.repository';
import { COMPLAINT_POLL_MS } from './bbps-complaints.service';

const BATCH = 50;

/**
 * The `bbps-complaint-poller` job (once per fleet): asks the aggregator about each assigned
 * complaint whose look is due and keeps the biller's answer. An aggregator that cannot answer now
 * is asked again next time; one that no longer knows a complaint leaves it for a human (logged).
 */
export function createPollBbpsComplaintsService(deps: {
  db: Db;
  repo: BbpsComplaintsRepository;
  complaints: BbpsComplaints;
  clock: Clock;
  log: Logger;
  /** Texts the customer (and writes their inbox entry) when the biller answers. */
  text: TextCustomer;
}) {
  const { db, repo, clock, log } = deps;
  return {
    async run() {
      const now = clock();
      const due = await repo.duePolls(db, now, BATCH);
      let answered = 0;
      for (const { complaint, paymentId, billerName } of due) {
        const next = new Date(now.getTime() + COMPLAINT_POLL_MS);
        let record;
        try {
          record = await deps.complaints.complaintStatus(complaint.providerComplaintId);
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          log.warn({ err: error, complaintId: complaint.id }, 'BBPS complaint status unavailable');
          await repo.update(db, complaint.id, { nextPollAt: next, updatedAt: complaint.updatedAt });
          continue;
        }
        if (!record) {
          log.error({ complaintId: complaint.id }, 'the aggregator does not know this complaint');
          await repo.update(db, complaint.id, { nextPollAt: null, updatedAt: now });
          continue;
        }
        if (record.status === 'ASSIGNED') {
          await repo.update(db, complaint.id, { nextPollAt: next, updatedAt: complaint.updatedAt });
          continue;
        }
        answered += 1;
        const resolved = record.status === 'RESOLVED';
        // The answer and its text commit together: told once, never for an answer not kept.
        await db.transaction(async (tx) => {
          await repo.update(tx, complaint.id, {
            status: record.status,
            resolution: record.resolution,
            nextPollAt: null,
            updatedAt: now,
          });
          await deps.text(tx, complaint.userId, 'bbpsComplaintAnswered', {
            ref: paymentId,
            biller: billerName,
            resolved,
          });
        });
      }
      return { looked: due.length, answered };
    },
  };
}
