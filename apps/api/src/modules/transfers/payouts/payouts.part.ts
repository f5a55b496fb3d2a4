import type { TransfersPartDeps } from '../transfers-deps';
import { createBeneficiariesService } from './beneficiaries.service';
import { createOwnBeneficiary } from './own-beneficiary.service';
import { createPayoutReads } from './payout-reads.service';
import { createPayoutStatus } from './payout-status.service';
import { createPayoutWebhooks } from './payout-webhooks.service';
import { createPayoutsRepository } from './payouts.repository';
import { payoutsRoutes } from './payouts.routes';
import { createPayoutReconciliation } from './reconcile-payouts.service';
import { createSendPayout } from './send-payout.service';
import { createPayoutSubmission } from './submit-payout.service';

/** Wallet to bank: beneficiaries, payouts, the provider's webhooks and reconciliation. */
export function createPayoutsPart(deps: TransfersPartDeps) {
  const repo = createPayoutsRepository();
  const ownBeneficiary = createOwnBeneficiary({ ...deps, repo });
  const status = createPayoutStatus({ ...deps, repo });
  const submit = createPayoutSubmission({ ...deps, repo, status });
  const beneficiaries = createBeneficiariesService({ ...deps, repo, ownBeneficiary });
  const send = createSendPayout({ ...deps, repo, ownBeneficiary, submit });
  const reads = createPayoutReads({ ...deps, repo });
  const webhooks = createPayoutWebhooks({ ...deps, status });
  const reconciliation = createPayoutReconciliation({ ...deps, repo, status, submit });
  const services = {
    beneficiaries,
    payouts: { ...send, ...reads, ...webhooks, ...reconciliation },
  };
  return {
    services,
    routes: payoutsRoutes(
      { beneficiaries, send, reads, webhooks },
      deps.payouts.webhookSignature,
      deps.authorisePayment,
    ),
  };
}
