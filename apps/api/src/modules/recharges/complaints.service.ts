import { messageText } from '@kosh/contract/messages/catalogue';
import { type AnswerComplaint } from '@kosh/contract/recharge';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/log-context';
import { complaintDetails } from './history.service';
import type { ComplaintsRepository } from './complaints.repository';
import type { RechargesRepository } from './recharges.repository';
import type { TextCustomer } from '../../lib/customer-sms';

/**
 * Complaints on successful recharges (docs/product-1.md §4: only Success rows) and the back office's answer,
 * which the customer reads in the Complain Status modal.
 */
export function createComplaintsService(deps: {
  db: Db;
  repo: RechargesRepository;
  complaintsRepo: ComplaintsRepository;
  /** Texts the customer in their language (never fails the caller). */
  text: TextCustomer;
  log: Logger;
}) {
  const { db, repo, complaintsRepo } = deps;

  return {
    async raise(userId: string, input: { order_id: string; message: string }) {
      const recharge = await repo.findOwned(db, userId, input.order_id);
      if (!recharge) throw new AppError('NOT_FOUND', 'RECHARGE_NOT_FOUND');
      if (recharge.status !== 'success') {
        throw new AppError('BUSINESS_RULE', 'COMPLAINT_ONLY_ON_SUCCESS');
      }
      const created = await complaintsRepo.insertComplaint(db, {
        rechargeId: recharge.id,
        userId,
        message: input.message,
      });
      if (!created) {
        throw new AppError('CONFLICT', 'COMPLAINT_ALREADY_RAISED');
      }
      deps.log.info({ orderId: recharge.orderId }, 'complaint raised');
      return {
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        message: messageText('COMPLAINT_SENT'),
      };
    },

    async status(userId: string, orderId: string) {
      const recharge = await repo.findOwned(db, userId, orderId);
      const complaint = recharge
        ? await complaintsRepo.complaintOwned(db, userId, recharge.id)
        : null;
      if (!recharge || !complaint) {
        return {
          result: true,
          success: true,
          tokenValid: true as const,
          message: messageText('COMPLAINT_NONE'),
          data: { status: 1 as const },
        };
      }
      return {
        result: true,
        success: true,
        tokenValid: true as const,
        message: 'Complaint found.',
        data: { status: 0 as const, ...complaintDetails(recharge, complaint) },
      };
    },

    async list(filter: { status?: string; page: number; pageSize: number }) {
      const { rows, total } = await complaintsRepo.listComplaints(db, {
        status: filter.status,
        offset: (filter.page - 1) * filter.pageSize,
        limit: filter.pageSize,
      });
      return {
        result: true as const,
        success: true as const,
        message: rows.length ? 'Complaints fetched.' : 'No complaints.',
        total,
        data: rows.map((r) => ({
          ...complaintDetails(r.recharge, r.complaint),
          id: r.complaint.id,
          customerMobile: r.mobile,
          customerName: r.name,
          operator: r.recharge.operatorName,
          answered_at: r.complaint.answeredAt?.toISOString() ?? null,
        })),
      };
    },

    async answer(adminId: string, complaintId: string, input: Required<AnswerComplaint>) {
      await db.transaction(async (tx) => {
        const complaint = await complaintsRepo.lockComplaint(tx, complaintId);
        if (!complaint) throw new AppError('NOT_FOUND', 'COMPLAINT_NOT_FOUND');
        if (complaint.status === 'Resolved') {
          throw new AppError('CONFLICT', 'COMPLAINT_ALREADY_RESOLVED');
        }
        await complaintsRepo.updateComplaint(tx, complaint.id, {
          status: input.status,
          response: input.response,
          answeredBy: adminId,
          answeredAt: new Date(),
        });
        // Written with the answer: sent once it is saved, never for an answer rolled back.
        await deps.text(tx, complaint.userId, 'complaintAnswered', { status: input.status });
      });
      return { result: true as const, success: true as const, message: 'Answer sent.' };
    },
  };
}

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
