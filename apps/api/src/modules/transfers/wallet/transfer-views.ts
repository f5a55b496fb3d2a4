import { paiseToRupees } from '@kosh/contract/common/money';
import type { MoneyRequest, WalletTransfer } from '@kosh/contract/transfers';
import type { DbOrTx } from '../../../db/client';
import type { UsersService } from '../../users/users.service';
import { maskedName } from './masked-name';
import type { MoneyRequestRow, WalletTransferRow } from './wallet-transfers.repository';

/** A customer as another one sees them: the name (masked or whole) and the number. */
export interface Party {
  name: string | null;
  mobile: string;
}

/**
 * Who the other customer is, as `viewer` may see them. The one who typed the number (a sender,
 * a requester) sees a masked name — a number tried is not a stranger's full name learnt; the one
 * money came from or was asked by sees the whole name of whoever that was.
 */
export function createPartyNames(users: UsersService) {
  return async (tx: DbOrTx, userId: string, masked: boolean): Promise<Party> => {
    const user = await users.findById(userId, tx);
    if (!user) return { name: null, mobile: '' };
    return { name: masked ? maskedName(user.name) : user.name, mobile: user.mobile };
  };
}
export type PartyNames = ReturnType<typeof createPartyNames>;

const rupees = (paise: bigint) => Number(paiseToRupees(paise));

export async function transferView(
  tx: DbOrTx,
  names: PartyNames,
  viewerId: string,
  row: WalletTransferRow,
): Promise<WalletTransfer> {
  const sent = row.senderId === viewerId;
  return {
    id: row.id,
    reference: row.reference,
    direction: sent ? 'sent' : 'received',
    counterparty: await names(tx, sent ? row.receiverId : row.senderId, sent),
    amount: rupees(row.amountPaise),
    note: row.note,
    status: 'success',
    moneyRequestId: row.moneyRequestId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An open request past its time reads as expired: nothing has to run for it to lapse. */
export const requestStatus = (row: MoneyRequestRow, now: Date): MoneyRequest['status'] =>
  row.status === 'open' && row.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : (row.status as MoneyRequest['status']);

export async function requestView(
  tx: DbOrTx,
  names: PartyNames,
  viewerId: string,
  row: MoneyRequestRow,
  now: Date,
): Promise<MoneyRequest> {
  const asked = row.requesterId === viewerId;
  return {
    id: row.id,
    direction: asked ? 'asked' : 'owed',
    counterparty: await names(tx, asked ? row.payerId : row.requesterId, asked),
    amount: rupees(row.amountPaise),
    note: row.note,
    status: requestStatus(row, now),
    transferId: row.transferId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
