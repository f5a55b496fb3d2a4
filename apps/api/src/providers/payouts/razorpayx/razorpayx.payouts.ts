import {
  neverReachedProvider,
  providerCallSignal,
  requestIdHeader,
} from '../../../lib/provider-call';
import {
  CallbackRejectedError,
  hmacHeaderSignature,
  readSignedObject,
} from '../../provider-callbacks';
import {
  PayoutsError,
  PayoutTimeoutError,
  type PayoutStatus,
  type PayoutsProvider,
  type ProviderPayout,
} from '../payouts.port';

/** A payout as RazorpayX answers it (amounts in paise). */
interface WirePayout {
  id: string;
  amount: number;
  mode: 'IMPS' | 'NEFT';
  status: PayoutStatus;
  utr: string | null;
  reference_id: string | null;
  failure_reason: string | null;
}

const STATUSES: readonly PayoutStatus[] = [
  'queued',
  'pending',
  'processing',
  'processed',
  'rejected',
  'failed',
  'reversed',
];

function toPayout(p: WirePayout): ProviderPayout {
  if (
    typeof p?.id !== 'string' ||
    !STATUSES.includes(p.status) ||
    !Number.isSafeInteger(p.amount)
  ) {
    throw new PayoutsError('the payouts provider answered a payout Kosh cannot read');
  }
  return {
    id: p.id,
    reference: p.reference_id ?? null,
    amountPaise: BigInt(p.amount),
    mode: p.mode,
    status: p.status,
    utr: p.utr ?? null,
    failureReason: p.failure_reason ?? null,
  };
}

export interface RazorpayXConfig {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  /** Kosh's RazorpayX account number, the payouts' source. */
  accountNumber: string;
  webhookSecret: string;
  timeoutMs: number;
}

/**
 * RazorpayX Payouts as Kosh's payouts provider (the sandbox speaks the same API): a contact and a
 * fund account per bank account, payouts under X-Payout-Idempotency (Kosh's payout id), and its
 * payout.* webhooks signed with X-Razorpay-Signature.
 */
export function createRazorpayXPayouts(config: RazorpayXConfig): PayoutsProvider {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: T | null }> {
    let response: Response;
    try {
      response = await fetch(new URL(path, config.baseUrl), {
        method,
        headers: {
          ...requestIdHeader(),
          authorization: auth,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: providerCallSignal(config.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      // A connection never made proves nothing was sent; anything else may have made a payout.
      if (name === 'TimeoutError' || name === 'AbortError' || !neverReachedProvider(error)) {
        throw new PayoutTimeoutError({ cause: error });
      }
      throw new PayoutsError('payouts provider unreachable', undefined, undefined, {
        cause: error,
      });
    }
    const json = (await response.json().catch(() => null)) as
      (T & { error?: { description?: string; field?: string } }) | null;
    if (!response.ok) {
      throw new PayoutsError(
        json?.error?.description ?? `payouts provider answered ${response.status}`,
        response.status,
        json?.error?.field,
      );
    }
    return { status: response.status, json };
  }

  const webhookSignature = hmacHeaderSignature(
    'x-razorpay-signature',
    config.webhookSecret,
    'Payout webhooks (X-Razorpay-Signature over the raw body; deduplicated by X-Razorpay-Event-Id)',
  );

  return {
    async registerAccount({ holderName, ifsc, accountNumber, reference }) {
      const contact = await call<{ id: string }>('POST', '/v1/contacts', {
        name: holderName,
        type: 'customer',
        reference_id: reference,
      });
      const account = await call<{ id: string }>('POST', '/v1/fund_accounts', {
        contact_id: contact.json?.id,
        account_type: 'bank_account',
        bank_account: { name: holderName, ifsc, account_number: accountNumber },
      });
      if (!account.json?.id) throw new PayoutsError('the payouts provider gave no account id');
      return { accountId: account.json.id };
    },

    async createPayout({ reference, accountId, amountPaise, mode, narration }) {
      const answer = await call<WirePayout>(
        'POST',
        '/v1/payouts',
        {
          account_number: config.accountNumber,
          fund_account_id: accountId,
          amount: Number(amountPaise),
          currency: 'INR',
          mode,
          purpose: 'payout',
          reference_id: reference,
          narration,
        },
        { 'x-payout-idempotency': reference },
      );
      return toPayout(answer.json as WirePayout);
    },

    async fetchPayout(id) {
      try {
        return toPayout(
          (await call<WirePayout>('GET', `/v1/payouts/${encodeURIComponent(id)}`))
            .json as WirePayout,
        );
      } catch (error) {
        // Razorpay answers an unknown id with a 400.
        if (error instanceof PayoutsError && error.status === 400) return null;
        throw error;
      }
    },

    async findByReference(reference) {
      const answer = await call<{ items: WirePayout[] }>(
        'GET',
        `/v1/payouts?reference_id=${encodeURIComponent(reference)}`,
      );
      return (answer.json?.items ?? []).map(toPayout);
    },

    webhookSignature,

    parseWebhook(header, rawBody) {
      const body = readSignedObject(webhookSignature, header, rawBody) as {
        event?: unknown;
        payload?: { payout?: { entity?: WirePayout } };
      };
      const eventId = header('x-razorpay-event-id');
      const entity = body.payload?.payout?.entity;
      if (
        !eventId ||
        typeof body.event !== 'string' ||
        !body.event.startsWith('payout.') ||
        !entity
      ) {
        throw new CallbackRejectedError(
          'incomplete',
          'a payout webhook needs its event id and payout',
        );
      }
      let payout: ProviderPayout;
      try {
        payout = toPayout(entity);
      } catch {
        throw new CallbackRejectedError('incomplete', 'the payout cannot be read');
      }
      return { eventId, payout, payload: body };
    },
  };
}
