import { messageText } from '@kosh/contract/messages/catalogue';
import { paiseToRupees } from '@kosh/contract/common/money';
import {
  type RequestMoneyFields,
  type WalletRequestRow as WalletRequestWire,
} from '@kosh/contract/wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation, retryConflicts } from '../../lib/db-errors';
import type { FileStore } from '../../providers/files/file-store';
import { ImageRejectedError, processImage } from '../../lib/images';
import type { TextCustomer } from '../../lib/customer-sms';
import { createBanksService } from './banks.service';
import type { WalletRequestsRepository } from './wallet-requests.repository';
import type { WalletRequestRow } from './wallet.tables';
import type { WalletService } from './wallet.service';
import { SLIP_MAX_BYTES } from '@kosh/contract/wallet';

const STATUS_NAMES = ['pending', 'approved', 'rejected'] as const;

const invalid = AppError.invalid;

function submitted(row: WalletRequestRow) {
  return {
    result: true as const,
    success: true as const,
    tokenValid: true as const,
    message: messageText('WALLET_REQUEST_SUBMITTED'),
    data: toWire(row),
  };
}

export function toWire(row: WalletRequestRow): WalletRequestWire {
  return {
    id: row.id,
    DOE: row.createdAt.toISOString(),
    Amount: Number(paiseToRupees(row.amountPaise)),
    Status: row.status as 0 | 1 | 2,
    PaymentType: row.paymentType,
    CompanyBank: row.companyBankName,
    CompanyAccNo: row.companyAccNumber,
    PaymentDate: row.paymentDate,
    TransactionNo: row.transactionNo,
    UserBank: row.userBank,
    Remarks: row.remark,
    AdminRemark: row.adminRemark,
    SlipImage: `/api/v1/wallet/requests/${row.id}/slip`,
  };
}

/** A range of the list (the customer's dates, as [from, to)) and its status, null for all. */
export interface WalletRequestQuery {
  status: number | null;
  from: Date;
  to: Date;
}

/**
 * Offline top-ups: the customer's request with its slip, and the back office's decision on it.
 * The customer's list (All Wallet Requests) shows the card top-ups beside them, which the
 * payments module keeps (`onlineTopUps`).
 */
export function createWalletRequestsService(deps: {
  db: Db;
  repo: WalletRequestsRepository;
  wallet: WalletService;
  files: FileStore;
  text: TextCustomer;
  onlineTopUps: (userId: string, query: WalletRequestQuery) => Promise<WalletRequestWire[]>;
}) {
  const { db, repo } = deps;

  return {
    /** The customer's own request (receipts), or null (another customer's too). */
    findOwnedById: (userId: string, id: string) => repo.findOwned(db, userId, id),

    /** What requstMoney under this key answered (a retry or the sweep after a crash). */
    async requestByKey(userId: string, key: string) {
      const row = await repo.findByKey(db, userId, key);
      return row ? { status: 200, response: submitted(row) } : null;
    },

    /**
     * An offline top-up request with its slip. Under an Idempotency-Key it is made once: a second
     * run with the key (a retry after a crash) answers with the first one's request.
     */
    async submit(
      userId: string,
      fields: RequestMoneyFields,
      slip: Buffer | undefined,
      idempotencyKey?: string,
    ) {
      const earlier = idempotencyKey ? await repo.findByKey(db, userId, idempotencyKey) : null;
      if (earlier) return submitted(earlier);
      if (!slip) throw invalid('slipImage', 'WALLET_FILL_ONE', { field: 'Attachment' });
      if (fields.company_acc_number) {
        const bank = await repo.companyBankByAccount(db, fields.company_acc_number);
        if (!bank || bank.bankName !== fields.company_bank_name) {
          throw invalid('company_acc_number', 'COMPANY_BANK_UNKNOWN');
        }
      }
      if (fields.userBank && !(await repo.userBankByName(db, fields.userBank))) {
        throw invalid('userBank', 'USER_BANK_UNKNOWN');
      }
      await deps.wallet.assertCanCredit(userId, fields.amountPaise, 'offline');

      let slipPath: string;
      try {
        const image = await processImage(slip, {
          maxBytes: SLIP_MAX_BYTES,
          resize: { width: 2000, height: 2000, fit: 'inside' },
        });
        slipPath = await deps.files.savePrivate('slips', image.extension, image.data);
      } catch (error) {
        if (error instanceof ImageRejectedError)
          throw invalid('slipImage', error.code, error.params);
        throw error;
      }
      try {
        const row = await repo.insert(db, {
          userId,
          paymentType: fields.paymentType,
          amountPaise: fields.amountPaise,
          companyBankName: fields.company_bank_name,
          companyAccNumber: fields.company_acc_number,
          paymentDate: fields.paymentDate,
          userBank: fields.userBank,
          userAccNo: fields.userAccNo,
          transactionNo: fields.transactionNo,
          remark: fields.remark,
          slipPath,
          idempotencyKey: idempotencyKey ?? null,
        });
        return submitted(row);
      } catch (error) {
        await deps.files.removePrivate(slipPath);
        const first =
          idempotencyKey && isUniqueViolation(error, 'wallet_requests_user_key_uq')
            ? await repo.findByKey(db, userId, idempotencyKey)
            : null;
        if (first) return submitted(first);
        if (isUniqueViolation(error))
          throw new AppError('CONFLICT', 'DUPLICATE_UTR', {
            fields: [{ field: 'transactionNo', code: 'DUPLICATE_UTR' }],
          });
        throw error;
      }
    },

    /** The offline requests and the card top-ups of a range, newest first. */
    async list(userId: string, query: WalletRequestQuery): Promise<WalletRequestWire[]> {
      const [offline, online] = await Promise.all([
        repo.listForUser(db, userId, { from: query.from, to: query.to }, query.status),
        deps.onlineTopUps(userId, query),
      ]);
      return [...offline.map(toWire), ...online].sort((a, b) => b.DOE.localeCompare(a.DOE));
    },

    /** The slip's bytes, for its owner or an admin; anyone else gets 404 (not even "forbidden"). */
    async slip(
      viewer: { userId: string; role: 'customer' | 'admin' },
      id: string,
    ): Promise<Buffer> {
      const row =
        viewer.role === 'admin'
          ? await repo.findAnyOwner(db, id)
          : await repo.findOwned(db, viewer.userId, id);
      if (!row) throw new AppError('NOT_FOUND', 'WALLET_REQUEST_NOT_FOUND');
      return deps.files.readPrivate(row.slipPath);
    },

    async adminList(status: number | null) {
      const rows = await repo.listForAdmin(db, status, 500);
      return rows.map((r) => ({
        ...toWire(r.request),
        customer: { name: r.customerName, mobile: r.customerMobile, userId: r.customerId },
      }));
    },

    async approve(adminId: string, id: string) {
      // A wallet credit locks the wallet before the ledger's rows: a deadlock's victim (rolled
      // back whole) runs again instead of answering 500 (lib/db-errors retryConflicts).
      const row = await retryConflicts(() =>
        db.transaction(async (tx) => {
          const request = await repo.lockAnyOwner(tx, id);
          if (!request) throw new AppError('NOT_FOUND', 'WALLET_REQUEST_NOT_FOUND');
          if (request.status !== 0) {
            throw new AppError('CONFLICT', 'WALLET_REQUEST_DECIDED', {
              params: { status: STATUS_NAMES[request.status] ?? 'decided' },
            });
          }
          await deps.wallet.credit(tx, {
            userId: request.userId,
            amountPaise: request.amountPaise,
            channel: 'offline',
            from: 'bankCash',
            code: 'WALLET_TOPUP_OFFLINE',
            reference: { type: 'wallet_request', id: request.id },
          });
          await repo.decide(tx, id, { status: 1, adminRemark: '', decidedBy: adminId });
          await deps.wallet.textCredit(tx, {
            userId: request.userId,
            amountPaise: request.amountPaise,
            paidBy: request.paymentType,
            ref: request.transactionNo,
            receiptId: request.id,
          });
          return { ...request, status: 1 };
        }),
      );
      return toWire(row);
    },

    async reject(adminId: string, id: string, remark: string) {
      const row = await db.transaction(async (tx) => {
        const request = await repo.lockAnyOwner(tx, id);
        if (!request) throw new AppError('NOT_FOUND', 'WALLET_REQUEST_NOT_FOUND');
        if (request.status !== 0) {
          throw new AppError('CONFLICT', 'WALLET_REQUEST_DECIDED', {
            params: { status: STATUS_NAMES[request.status] ?? 'decided' },
          });
        }
        await repo.decide(tx, id, { status: 2, adminRemark: remark, decidedBy: adminId });
        await deps.text(tx, request.userId, 'walletRequestRejected', {
          amountPaise: request.amountPaise,
          ref: request.transactionNo,
          reason: remark,
        });
        return { ...request, status: 2, adminRemark: remark };
      });
      return toWire(row);
    },

    /**
     * The bank lists the form offers and the back office keeps. They ride on this service because
     * the requests are what choose from them.
     */
    banks: createBanksService({ db, repo }),
  };
}

export type WalletRequestsService = ReturnType<typeof createWalletRequestsService>;
