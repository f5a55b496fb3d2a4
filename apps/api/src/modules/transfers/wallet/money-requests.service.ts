import { MONEY_REQUEST_TTL_DAYS, MONEY_REQUESTS_OPEN_MAX } from '@kosh/contract/transfers';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import type { TransfersPartDeps } from '../transfers-deps';
import { maskedName } from './masked-name';
import type { SendToWallet } from './send-to-wallet.service';
import { requestStatus, requestView, type PartyNames } from './transfer-views';
import type { MoneyRequestRow, WalletTransfersRepository } from './wallet-transfers.repository';

const TTL_MS = MONEY_REQUEST_TTL_DAYS * 24 * 3_600_000;
/** The list shows this many, newest first: at most ten wait at once, the rest is history. */
const REQUESTS_SHOWN = 50;

const notFound = () => new AppError('NOT_FOUND', 'MONEY_REQUEST_NOT_FOUND');

/**
 * Asking another customer for money, and their answer: paid (by the very transfer a send makes,
 * in the transaction that closes the request, so a request is paid once) or declined. Nothing
 * runs for a request to lapse: an open one past its time reads as expired and cannot be paid.
 */
export function createMoneyRequests(
  deps: TransfersPartDeps,
  repo: WalletTransfersRepository,
  names: PartyNames,
  send: SendToWallet,
) {
  const { db, clock } = deps;
  const view = (viewerId: string, row: MoneyRequestRow) =>
    requestView(db, names, viewerId, row, clock());

  /** The request asked of `payerId`, locked, if it can still be answered. */
  async function openRequest(
    tx: Parameters<typeof repo.lockRequestForPayer>[0],
    payerId: string,
    id: string,
  ) {
    const row = await repo.lockRequestForPayer(tx, payerId, id);
    if (!row) throw notFound();
    const status = requestStatus(row, clock());
    if (status === 'expired') throw new AppError('CONFLICT', 'MONEY_REQUEST_EXPIRED');
    if (status !== 'open') throw new AppError('CONFLICT', 'MONEY_REQUEST_CLOSED');
    return row;
  }

  return {
    async create(
      requesterId: string,
      input: { mobile: string; amountPaise: bigint; note: string },
      key: string | undefined,
    ) {
      const earlier = key ? await repo.requestByKeyOwnedBy(db, requesterId, key) : null;
      if (earlier) return view(requesterId, earlier);
      const requester = await deps.users.findById(requesterId);
      if (!requester) throw new AppError('NOT_FOUND', 'CUSTOMER_NOT_FOUND');
      const payer = await send.receiverFor(requesterId, input.mobile);
      let row: MoneyRequestRow;
      try {
        row = await db.transaction(async (tx) => {
          // Counted under the requester's lock: two requests at once cannot make the eleventh.
          await deps.users.lock(tx, requesterId);
          const now = clock();
          if ((await repo.openRequestsOwnedBy(tx, requesterId, now)) >= MONEY_REQUESTS_OPEN_MAX) {
            throw new AppError('BUSINESS_RULE', 'MONEY_REQUESTS_TOO_MANY');
          }
          const created = await repo.insertRequest(tx, {
            requesterId,
            payerId: payer.id,
            amountPaise: input.amountPaise,
            note: input.note,
            idempotencyKey: key ?? null,
            expiresAt: new Date(now.getTime() + TTL_MS),
            createdAt: now,
          });
          await deps.text(tx, payer.id, 'moneyRequested', {
            name: requester.name,
            mobile: requester.mobile,
            amountPaise: input.amountPaise,
            note: input.note,
          });
          return created;
        });
      } catch (error) {
        const first =
          key && isUniqueViolation(error, 'money_requests_requester_key_uq')
            ? await repo.requestByKeyOwnedBy(db, requesterId, key)
            : null;
        if (!first) throw error;
        row = first;
      }
      return view(requesterId, row);
    },

    /**
     * Pays a request asked of the customer: the send's own transfer, to the requester, with the
     * request marked paid in the same transaction. The requester is texted as any receiver is.
     */
    async pay(
      payerId: string,
      id: string,
      authorisation: string | undefined,
      key: string | undefined,
    ) {
      const earlier = key ? await repo.transferByKeyOwnedBy(db, payerId, key) : null;
      if (earlier) return send.view(payerId, earlier);
      const asked = await repo.requestForParty(db, payerId, id);
      if (!asked || asked.payerId !== payerId) throw notFound();
      const [payer, requester] = await Promise.all([
        deps.users.findById(payerId),
        deps.users.findById(asked.requesterId),
      ]);
      if (!payer || !requester) throw notFound();
      await deps.authorisePayment(
        payerId,
        { amountPaise: asked.amountPaise, payee: requester.mobile, idempotencyKey: key },
        authorisation,
      );
      const row = await send.once(payerId, key, async (tx) => {
        const request = await openRequest(tx, payerId, id);
        const transfer = await send.moveIn(tx, {
          sender: payer,
          receiver: requester,
          amountPaise: request.amountPaise,
          note: request.note,
          idempotencyKey: key ?? null,
          moneyRequestId: request.id,
        });
        await repo.closeRequest(tx, request.id, {
          status: 'paid',
          transferId: transfer.id,
          decidedAt: clock(),
        });
        return transfer;
      });
      return send.view(payerId, row);
    },

    async decline(payerId: string, id: string) {
      const row = await db.transaction(async (tx) => {
        const request = await openRequest(tx, payerId, id);
        const declined = await repo.closeRequest(tx, request.id, {
          status: 'declined',
          transferId: null,
          decidedAt: clock(),
        });
        const payer = await deps.users.findById(payerId, tx);
        await deps.text(tx, request.requesterId, 'moneyRequestDeclined', {
          name: payer ? maskedName(payer.name) : null,
          mobile: payer?.mobile ?? '',
          amountPaise: request.amountPaise,
        });
        return declined;
      });
      return view(payerId, row);
    },

    async list(userId: string) {
      const rows = await repo.requestsForParty(db, userId, REQUESTS_SHOWN);
      const data = [];
      for (const row of rows) data.push(await view(userId, row));
      return data;
    },

    /** The request a key made, as its requester sees it. */
    async byKey(requesterId: string, key: string) {
      const row = await repo.requestByKeyOwnedBy(db, requesterId, key);
      return row ? view(requesterId, row) : null;
    },
  };
}

export type MoneyRequests = ReturnType<typeof createMoneyRequests>;
