import type { WebhookAck } from '@kosh/contract/common/http';
import { readProviderCallback } from '../../../lib/signed-webhook';
import type { HeaderReader } from '../../../providers/provider-callbacks';
import type { TransfersPartDeps } from '../transfers-deps';
import type { PayoutStatusService } from './payout-status.service';
import { seenOf } from './submit-payout.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's signed payout webhooks: the payout is found by Kosh's reference (its id, given
 * when it was created) and its status applied; a redelivered event is a duplicate and changes
 * nothing; a payout Kosh never made is ignored.
 */
export function createPayoutWebhooks(
  deps: Pick<TransfersPartDeps, 'payouts'> & { status: PayoutStatusService },
) {
  return {
    async payoutWebhook(rawBody: Buffer, header: HeaderReader): Promise<WebhookAck> {
      const event = readProviderCallback(() => deps.payouts.parseWebhook(header, rawBody));
      const reference = event.payout.reference;
      if (!reference || !UUID.test(reference)) return { status: 'ignored' };
      const { ack } = await deps.status.apply(
        reference,
        seenOf('webhook', event.payout, { eventId: event.eventId, payload: event.payload }),
      );
      return { status: ack };
    },
  };
}
