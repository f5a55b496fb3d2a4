import type { KoshModule } from '../module-deps';
import { createTransfersAdminPart } from './admin/transfers-admin.part';
import { createPayoutsPart } from './payouts/payouts.part';
import { createHistoryLabelsService } from './history-labels.service';
import { createReceiptSourcesService } from './receipt-sources.service';
import { createSendMoneyReadsRepository } from './send-money-reads.repository';
import { createSendPolicyRepository } from './send-policy.repository';
import { createSendPolicy } from './send-policy.service';
import type { TransfersModuleDeps } from './transfers-deps';
import { createWalletTransfersPart } from './wallet/wallet-transfers.part';

/**
 * Sending money: to another Kosh wallet by mobile number (and asking for money), and to a bank
 * account through the payouts provider. One send policy — the back office's hold, full KYC, the
 * RBI's monthly limits — guards every way out of a wallet.
 */
export function createTransfersModule(deps: TransfersModuleDeps) {
  const policy = createSendPolicy({
    db: deps.db,
    repo: createSendPolicyRepository(),
    ledger: deps.ledger,
    users: deps.users,
    clock: deps.clock,
  });
  const parts = { ...deps, policy };
  const walletTransfers = createWalletTransfersPart(parts);
  const payouts = createPayoutsPart(parts);
  const admin = createTransfersAdminPart(parts);
  const reads = createSendMoneyReadsRepository();
  const services = {
    sendPolicy: policy,
    sendMoneyHistory: createHistoryLabelsService({
      db: deps.db,
      repo: reads,
    }),
    sendMoneyReceipts: createReceiptSourcesService({
      db: deps.db,
      repo: reads,
    }),
    ...walletTransfers.services,
    ...payouts.services,
    ...admin.services,
  };
  return {
    services,
    routes: async (app) => {
      await app.register(walletTransfers.routes);
      await app.register(payouts.routes);
      await app.register(admin.routes);
    },
  } satisfies KoshModule<typeof services>;
}
