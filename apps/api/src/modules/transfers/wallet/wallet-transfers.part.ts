import type { FastifyInstance } from 'fastify';
import type { TransfersPartDeps } from '../transfers-deps';
import { createMoneyRequests } from './money-requests.service';
import { moneyRequestsRoutes } from './money-requests.routes';
import { createReceiverLookup } from './receiver-lookup.service';
import { createSendToWallet } from './send-to-wallet.service';
import { createTransferHistory } from './transfer-history.service';
import { createPartyNames } from './transfer-views';
import { createWalletTransfersRepository } from './wallet-transfers.repository';
import { walletTransfersRoutes } from './wallet-transfers.routes';

/** Wallet to wallet: the receiver looked up, invites, transfers, and requests for money. */
export function createWalletTransfersPart(deps: TransfersPartDeps) {
  const repo = createWalletTransfersRepository();
  const names = createPartyNames(deps.users);
  const lookup = createReceiverLookup(deps, repo);
  const send = createSendToWallet(deps, repo, names);
  const history = createTransferHistory(deps, repo, names);
  const requests = createMoneyRequests(deps, repo, names, send);
  const services = { walletTransfers: { send, history, requests } };
  return {
    services,
    routes: async (app: FastifyInstance) => {
      await app.register(walletTransfersRoutes({ lookup, send, history }));
      await app.register(moneyRequestsRoutes({ requests, send }));
    },
  };
}
