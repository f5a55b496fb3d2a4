import { addIstDays, addIstMonths, istDate, istInstant } from '@kosh/contract/common/ist-day';
import { paiseToRupees } from '@kosh/contract/common/money';
import type { PayoutMode, PayoutStatus } from '@kosh/contract/payouts';
import {
  ADMIN_TRANSFERS_PAGE_SIZE,
  NEAR_LIMIT_PERCENT,
  OPEN_PAYOUT_STATUSES,
  PAYOUT_STUCK_MINUTES,
  type AdminHold,
  type AdminMonthlyRow,
  type AdminPayout,
  type AdminPayoutDetail,
  type AdminPayoutEvent,
  type AdminTransferKind,
  type AdminWalletTransfer,
} from '@kosh/contract/transfers-admin';
import { AppError } from '../../../lib/app-error';
import type { TransfersPartDeps } from '../transfers-deps';
import type { ListFilter, TransfersAdminRepository } from './transfers-admin.repository';

const PAGE = ADMIN_TRANSFERS_PAGE_SIZE;
const MINUTE_MS = 60_000;
/** How much of the holds' history the back office lists. */
const LIFTED_HOLDS_SHOWN = 50;

const rupees = (paise: bigint) => Number(paiseToRupees(paise));

/** The last four digits, the rest hidden: as the customer's own screens show an account. */
const maskAccount = (account: string) => `XXXXXX${account.slice(-4)}`;

/** The lists' days and rupees as instants and paise (days are India's, `to` inclusive). */
function listFilter(query: {
  from?: string;
  to?: string;
  minAmount?: number;
  maxAmount?: number;
  q?: string;
}): ListFilter {
  return {
    from: query.from ? istInstant(query.from) : undefined,
    until: query.to ? istInstant(addIstDays(query.to, 1)) : undefined,
    // The contract let through at most two decimals: rounding only drops the float's noise.
    minPaise: query.minAmount === undefined ? undefined : BigInt(Math.round(query.minAmount * 100)),
    maxPaise: query.maxAmount === undefined ? undefined : BigInt(Math.round(query.maxAmount * 100)),
    q: query.q || undefined,
  };
}

type PayoutRow = NonNullable<Awaited<ReturnType<TransfersAdminRepository['payoutById']>>>;
type HoldRow = NonNullable<Awaited<ReturnType<TransfersAdminRepository['holdById']>>>;

/** What a ledger transfer did, in the back office's words. */
const TRANSFER_STATUS = { single: 'posted', pending: 'held', post: 'posted', void: 'voided' };

/**
 * The ledger's reference type of a payout's transfers (its hold, post or void, and credit back).
 * The payouts part writes them under this name.
 */
export const PAYOUT_LEDGER_REFERENCE = 'payout';

/**
 * The back office's sending desk: every customer's transfers and payouts, the month's totals
 * against the limits, and holds on a customer's outgoing money (the send policy refuses every
 * send while one is in force). Reads the send-money tables directly; writes only holds.
 */
export function createTransfersAdmin(deps: TransfersPartDeps, repo: TransfersAdminRepository) {
  const { db, clock, log } = deps;

  function toPayout({ payout, beneficiary, customer }: PayoutRow, now: Date): AdminPayout {
    const ageMinutes = Math.max(
      0,
      Math.floor((now.getTime() - payout.createdAt.getTime()) / MINUTE_MS),
    );
    const open = (OPEN_PAYOUT_STATUSES as readonly string[]).includes(payout.status);
    return {
      id: payout.id,
      customer,
      beneficiary: {
        id: beneficiary.id,
        own: beneficiary.own,
        accountNumber: maskAccount(beneficiary.accountNumber),
        ifsc: beneficiary.ifsc,
        bankName: beneficiary.bankName,
        holderName: beneficiary.holderName,
      },
      amount: rupees(payout.amountPaise),
      mode: payout.mode as PayoutMode,
      status: payout.status as PayoutStatus,
      preRegistered: payout.preRegistered,
      providerPayoutId: payout.providerPayoutId,
      utr: payout.utr,
      failureReason: payout.failureReason,
      createdAt: payout.createdAt.toISOString(),
      updatedAt: payout.updatedAt.toISOString(),
      ageMinutes,
      stuck: open && ageMinutes >= PAYOUT_STUCK_MINUTES,
    };
  }

  function toHold({ hold, customer, placedBy, liftedBy }: HoldRow): AdminHold {
    return {
      id: hold.id,
      customer,
      reason: hold.reason,
      placedBy,
      placedAt: hold.placedAt.toISOString(),
      liftedBy: hold.liftedAt && liftedBy ? liftedBy : null,
      liftedAt: hold.liftedAt?.toISOString() ?? null,
    };
  }

  const percent = (sent: bigint, max: bigint) => Number((sent * 100n) / max);

  return {
    /** Wallet-to-wallet transfers, newest first, 25 a page. */
    async transfers(query: {
      status?: AdminTransferKind;
      from?: string;
      to?: string;
      minAmount?: number;
      maxAmount?: number;
      q?: string;
      page: number;
    }) {
      const { rows, total } = await repo.transfersPage(
        db,
        { ...listFilter(query), kind: query.status },
        PAGE,
        (query.page - 1) * PAGE,
      );
      const data = rows.map(({ transfer, sender, receiver }): AdminWalletTransfer => ({
        id: transfer.id,
        reference: transfer.reference,
        sender,
        receiver,
        amount: rupees(transfer.amountPaise),
        note: transfer.note,
        paidRequest: transfer.moneyRequestId !== null,
        createdAt: transfer.createdAt.toISOString(),
      }));
      return { data, total, page: query.page, pageSize: PAGE };
    },

    /** Payouts, newest first; only the stuck ones (oldest first) with `stuck`. */
    async payouts(query: {
      status?: PayoutStatus;
      stuck: boolean;
      from?: string;
      to?: string;
      minAmount?: number;
      maxAmount?: number;
      q?: string;
      page: number;
    }) {
      const now = clock();
      const { rows, total } = await repo.payoutsPage(
        db,
        {
          ...listFilter(query),
          status: query.status,
          stuckBefore: query.stuck
            ? new Date(now.getTime() - PAYOUT_STUCK_MINUTES * MINUTE_MS)
            : undefined,
        },
        PAGE,
        (query.page - 1) * PAGE,
      );
      return {
        data: rows.map((row) => toPayout(row, now)),
        total,
        page: query.page,
        pageSize: PAGE,
      };
    },

    /** One payout with every status the provider told of it, and the ledger's transfers for it. */
    async payout(id: string): Promise<AdminPayoutDetail> {
      const row = await repo.payoutById(db, id);
      if (!row) throw new AppError('NOT_FOUND', 'PAYOUT_NOT_FOUND');
      const [events, transfers] = await Promise.all([
        repo.eventsOf(db, id),
        deps.ledger.transfersByReference(db, PAYOUT_LEDGER_REFERENCE, [id]),
      ]);
      return {
        ...toPayout(row, clock()),
        events: events.map((e): AdminPayoutEvent => ({
          id: e.id,
          source: e.source as AdminPayoutEvent['source'],
          status: e.status,
          utr: e.utr,
          providerEventId: e.providerEventId,
          receivedAt: e.createdAt.toISOString(),
          payload: e.payload ?? null,
        })),
        transfers: transfers.map((t) => ({
          id: t.id,
          code: t.code,
          status: TRANSFER_STATUS[t.kind],
          amount: rupees(t.amountPaise),
          createdAt: t.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Each customer's sending in one of India's calendar months against the two monthly limits,
     * the most used first; `nearLimit` at 90 % of either or more.
     */
    async monthly(query: { month?: string; q?: string; page: number }) {
      const month = query.month ?? istDate(clock()).slice(0, 7);
      const first = `${month}-01`;
      const { preRegisteredMonthlyPaise: preMax, otherMonthlyPaise: otherMax } = deps.policy.limits;
      const { rows, total } = await repo.monthlyPage(db, {
        start: istInstant(first),
        end: istInstant(addIstMonths(first, 1)),
        q: query.q || undefined,
        preLimitPaise: preMax,
        otherLimitPaise: otherMax,
        limit: PAGE,
        offset: (query.page - 1) * PAGE,
      });
      const data = rows.map((r): AdminMonthlyRow => {
        const pre = BigInt(r.prePaise);
        const other = BigInt(r.otherPaise);
        const prePercent = percent(pre, preMax);
        const otherPercent = percent(other, otherMax);
        return {
          customer: { userId: r.userId, name: r.name, mobile: r.mobile },
          kycLevel: r.kycLevel,
          preRegistered: { sent: rupees(pre), max: rupees(preMax), usedPercent: prePercent },
          other: { sent: rupees(other), max: rupees(otherMax), usedPercent: otherPercent },
          nearLimit: prePercent >= NEAR_LIMIT_PERCENT || otherPercent >= NEAR_LIMIT_PERCENT,
          onHold: r.onHold,
        };
      });
      return { month, data, total, page: query.page, pageSize: PAGE };
    },

    /**
     * Holds the customer's outgoing money: every transfer and payout they start is refused (403
     * TRANSFERS_ON_HOLD) until it is lifted. One at a time (409 while one is in force).
     */
    async placeHold(adminId: string, userId: string, reason: string): Promise<AdminHold> {
      const customer = await deps.users.findById(userId);
      if (!customer) throw new AppError('NOT_FOUND', 'CUSTOMER_NOT_FOUND');
      const id = await repo.insertHold(db, { userId, reason, placedBy: adminId });
      if (!id) throw new AppError('CONFLICT', 'OUTGOING_HOLD_EXISTS');
      const row = await repo.holdById(db, id);
      if (!row) throw new AppError('NOT_FOUND', 'CUSTOMER_NOT_FOUND');
      // The hold's row is the record of who placed it and why; the log says it happened too.
      log.info({ holdId: id, userId, adminId }, 'outgoing hold placed');
      return toHold(row);
    },

    /** Lifts the hold in force (404 when there is none): the customer may send again. */
    async liftHold(adminId: string, userId: string): Promise<AdminHold> {
      const id = await repo.liftHold(db, { userId, liftedBy: adminId, at: clock() });
      if (!id) throw new AppError('NOT_FOUND', 'OUTGOING_HOLD_NONE');
      const row = await repo.holdById(db, id);
      if (!row) throw new AppError('NOT_FOUND', 'OUTGOING_HOLD_NONE');
      log.info({ holdId: id, userId, adminId }, 'outgoing hold lifted');
      return toHold(row);
    },

    /** Holds in force, and the most recently lifted. */
    async holds() {
      const [inForce, recent] = await Promise.all([
        repo.holdsInForce(db),
        repo.holdsLifted(db, LIFTED_HOLDS_SHOWN),
      ]);
      return { inForce: inForce.map(toHold), recent: recent.map(toHold) };
    },
  };
}

export type TransfersAdmin = ReturnType<typeof createTransfersAdmin>;
