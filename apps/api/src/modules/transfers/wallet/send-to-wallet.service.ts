import { randomInt, randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { InsufficientFundsError } from '../../ledger/ledger.service';
import type { TransfersPartDeps } from '../transfers-deps';
import { maskedName } from './masked-name';
import { transferView, type PartyNames } from './transfer-views';
import type { WalletTransferRow, WalletTransfersRepository } from './wallet-transfers.repository';

/** A customer on one end of a transfer, as the send needs them. */
export interface Customer {
  id: string;
  name: string;
  mobile: string;
}

/** KT and twelve random digits: what the customers quote. */
const newReference = () =>
  `KT${String(randomInt(0, 1e6)).padStart(6, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;

/**
 * Money from one wallet to another. `moveIn` is the transfer itself, run inside the caller's
 * transaction so that paying a request for money is the very same movement as a send, with the
 * request closed beside it: the wallets locked (always in one order), the send policy, the
 * receiver's wallet limits, the one ledger transfer, its row and both customers' texts — all
 * committed together or not at all.
 */
export function createSendToWallet(
  deps: TransfersPartDeps,
  repo: WalletTransfersRepository,
  names: PartyNames,
) {
  const { db, clock, policy, ledger } = deps;

  /** The customer a number belongs to, if they can be sent money; else the refusal. */
  async function receiverFor(senderId: string, mobile: string): Promise<Customer> {
    const receiver = await deps.users.findByMobile(mobile);
    const refuse = (
      code: 'TRANSFER_NOT_ON_KOSH' | 'TRANSFER_TO_SELF' | 'TRANSFER_CANNOT_RECEIVE',
    ) => new AppError('BUSINESS_RULE', code, { fields: [{ field: 'mobile', code }] });
    if (!receiver) throw refuse('TRANSFER_NOT_ON_KOSH');
    if (receiver.id === senderId) throw refuse('TRANSFER_TO_SELF');
    if (receiver.role !== 'customer') throw refuse('TRANSFER_CANNOT_RECEIVE');
    return receiver;
  }

  async function unusedReference(tx: DbOrTx): Promise<string> {
    for (;;) {
      const reference = newReference();
      if (!(await repo.referenceTaken(tx, reference))) return reference;
    }
  }

  async function moveIn(
    tx: DbOrTx,
    input: {
      sender: Customer;
      receiver: Customer;
      amountPaise: bigint;
      note: string;
      idempotencyKey: string | null;
      moneyRequestId: string | null;
    },
  ): Promise<WalletTransferRow> {
    const { sender, receiver, amountPaise } = input;
    await policy.lockWallets(tx, [sender.id, receiver.id]);
    await policy.assertCanSend(tx, { userId: sender.id, amountPaise, toPreRegistered: false });
    // The sender's own shortfall is refused first: were the receiver's limit checked before it, a
    // sender with nothing could try amounts for free and read, from which refusal came back, how
    // much room a minimum-KYC receiver's wallet has — their balance. (The ledger refuses it again
    // below; this is the answer's order, not the guard.)
    if (((await ledger.walletBalancePaise(tx, sender.id)) ?? 0n) < amountPaise) {
      throw new InsufficientFundsError();
    }
    // The receiver's limits are theirs: the refusal says so without a figure of their wallet.
    if (await deps.wallet.creditLimitViolationIn(tx, receiver.id, amountPaise, 'online')) {
      throw new AppError('BUSINESS_RULE', 'TRANSFER_RECEIVER_LIMIT');
    }
    // The id is made first so the ledger's reference names the row written after it.
    const id = randomUUID();
    const moved = await ledger.transfer(tx, {
      debit: { wallet: sender.id },
      credit: { wallet: receiver.id },
      amountPaise,
      code: 'WALLET_TRANSFER',
      reference: { type: 'wallet_transfer', id },
    });
    const row = await repo.insertTransfer(tx, {
      id,
      reference: await unusedReference(tx),
      senderId: sender.id,
      receiverId: receiver.id,
      amountPaise,
      note: input.note,
      moneyRequestId: input.moneyRequestId,
      ledgerTransferId: moved.id,
      idempotencyKey: input.idempotencyKey,
      createdAt: clock(),
    });
    const balance = async (userId: string) => (await ledger.walletBalancePaise(tx, userId)) ?? 0n;
    await deps.text(tx, sender.id, 'walletTransferSent', {
      name: maskedName(receiver.name),
      mobile: receiver.mobile,
      amountPaise,
      ref: row.reference,
      balancePaise: await balance(sender.id),
    });
    await deps.text(tx, receiver.id, 'walletTransferReceived', {
      name: sender.name,
      mobile: sender.mobile,
      amountPaise,
      ref: row.reference,
      balancePaise: await balance(receiver.id),
    });
    return row;
  }

  /**
   * Runs `move` in its own transaction; should a retry under the same key race it past the
   * idempotency lease, the unique (sender, key) makes the later one answer with the first.
   */
  async function once(
    senderId: string,
    key: string | undefined,
    move: (tx: DbOrTx) => Promise<WalletTransferRow>,
  ): Promise<WalletTransferRow> {
    try {
      return await db.transaction(move);
    } catch (error) {
      const first =
        key && isUniqueViolation(error, 'wallet_transfers_sender_key_uq')
          ? await repo.transferByKeyOwnedBy(db, senderId, key)
          : null;
      if (first) return first;
      throw error;
    }
  }

  const view = (viewerId: string, row: WalletTransferRow) => transferView(db, names, viewerId, row);

  return {
    receiverFor,
    moveIn,
    once,
    view,

    /** The transfer a key made, as its sender sees it (a retry, the sweep after a crash). */
    async byKey(senderId: string, key: string) {
      const row = await repo.transferByKeyOwnedBy(db, senderId, key);
      return row ? view(senderId, row) : null;
    },

    /** Sends money to the Kosh wallet of `mobile`: refused before anything moves, or made once. */
    async send(
      senderId: string,
      input: { mobile: string; amountPaise: bigint; note: string },
      authorisation: string | undefined,
      key: string | undefined,
    ) {
      const earlier = key ? await repo.transferByKeyOwnedBy(db, senderId, key) : null;
      if (earlier) return view(senderId, earlier);
      const sender = await deps.users.findById(senderId);
      if (!sender) throw new AppError('NOT_FOUND', 'CUSTOMER_NOT_FOUND');
      const receiver = await receiverFor(senderId, input.mobile);
      await deps.authorisePayment(
        senderId,
        { amountPaise: input.amountPaise, payee: input.mobile, idempotencyKey: key },
        authorisation,
      );
      const row = await once(senderId, key, (tx) =>
        moveIn(tx, {
          sender,
          receiver,
          amountPaise: input.amountPaise,
          note: input.note,
          idempotencyKey: key ?? null,
          moneyRequestId: null,
        }),
      );
      return view(senderId, row);
    },
  };
}

export type SendToWallet = ReturnType<typeof createSendToWallet>;
