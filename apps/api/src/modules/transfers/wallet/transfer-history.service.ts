import { TRANSFERS_PAGE_SIZE } from '@kosh/contract/transfers';
import { AppError } from '../../../lib/app-error';
import type { Db } from '../../../db/client';
import { transferView, type PartyNames } from './transfer-views';
import type { WalletTransfersRepository } from './wallet-transfers.repository';

/** The customer's wallet transfers, sent and received: one, or a page of them. */
export function createTransferHistory(
  deps: { db: Db },
  repo: WalletTransfersRepository,
  names: PartyNames,
) {
  const { db } = deps;
  return {
    /** One transfer of the customer's; anyone else's reads as no transfer (404). */
    async findForParty(userId: string, id: string) {
      const row = await repo.transferForParty(db, userId, id);
      if (!row) throw new AppError('NOT_FOUND', 'TRANSFER_NOT_FOUND');
      return transferView(db, names, userId, row);
    },

    async page(userId: string, page: number) {
      const rows = await repo.transfersForParty(
        db,
        userId,
        (page - 1) * TRANSFERS_PAGE_SIZE,
        TRANSFERS_PAGE_SIZE,
      );
      const shown = rows.slice(0, TRANSFERS_PAGE_SIZE);
      const data = [];
      for (const row of shown) data.push(await transferView(db, names, userId, row));
      return { data, page, hasMore: rows.length > TRANSFERS_PAGE_SIZE };
    },
  };
}

export type TransferHistory = ReturnType<typeof createTransferHistory>;
