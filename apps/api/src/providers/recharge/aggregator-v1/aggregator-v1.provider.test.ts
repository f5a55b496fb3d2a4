import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CallbackRejectedError } from '../../provider-callbacks';
import type { RechargeProvider } from '../recharge.port';
import { createAggregatorV1Provider } from './aggregator-v1.provider';

const CALLBACK_SECRET = 'callback-secret-for-tests';

const aggregator: RechargeProvider = createAggregatorV1Provider({
  // Nothing here calls out: the incoming half needs no server.
  baseUrl: 'http://127.0.0.1:9',
  apiKey: 'unit-key',
  callbackSecret: CALLBACK_SECRET,
  timeoutMs: 1000,
});

const hmac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** A callback as the aggregator sends it: the body and its signature in a header. */
function delivery(body: unknown, secret = CALLBACK_SECRET) {
  const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const headers: Record<string, string> = {
    'x-aggregator-signature': hmac(secret, raw.toString('utf8')),
  };
  return { raw, header: (name: string) => headers[name] };
}

const parse = (d: ReturnType<typeof delivery>) => aggregator.parseCallback(d.header, d.raw);

function rejection(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof CallbackRejectedError) return error.reason;
    throw error;
  }
  throw new Error('not rejected');
}

const settled = {
  eventId: 'EVT1',
  clientRef: 'order-1',
  providerRef: 'AGG1',
  status: 'SUCCESS',
  operatorRef: 'OP1',
  message: 'Recharge successful.',
};

describe('the aggregator v1 adapter: status callbacks', () => {
  it('accepts only the HMAC of the exact bytes with the callback secret', () => {
    const good = delivery(settled);
    expect(aggregator.callbackSignature.isSigned(good.header, good.raw)).toBe(true);
    const other = delivery(settled, 'another-secret');
    expect(aggregator.callbackSignature.isSigned(other.header, other.raw)).toBe(false);
    expect(aggregator.callbackSignature.isSigned(() => undefined, good.raw)).toBe(false);
    expect(aggregator.callbackSignature.isSigned(good.header, Buffer.from(' '))).toBe(false);
    expect(rejection(() => parse(other))).toBe('unsigned');
  });

  it('reads a final status into the payment’s outcome, keeping the body', () => {
    expect(parse(delivery(settled))).toEqual({
      eventId: 'EVT1',
      clientRef: 'order-1',
      outcome: {
        clientRef: 'order-1',
        status: 'SUCCESS',
        providerRef: 'AGG1',
        operatorRef: 'OP1',
        bbpsRef: null,
        message: 'Recharge successful.',
      },
      payload: settled,
    });
    const failed = { eventId: 'EVT2', clientRef: 'order-2', status: 'FAILURE' };
    expect(parse(delivery(failed)).outcome).toEqual({
      clientRef: 'order-2',
      status: 'FAILURE',
      providerRef: null,
      operatorRef: null,
      bbpsRef: null,
      message: '',
    });
  });

  it('settles nothing on a status that is not final', () => {
    for (const status of ['PENDING', 'SOMETHING_NEW']) {
      const read = parse(delivery({ eventId: 'EVT3', clientRef: 'order-3', status }));
      expect(read.outcome).toBeNull();
      expect(read.eventId).toBe('EVT3');
    }
  });

  it('knows a callback without an event id by its reference and status', () => {
    const { eventId, ...rest } = settled;
    expect(eventId).toBe('EVT1');
    expect(parse(delivery(rest)).eventId).toBe('order-1:SUCCESS');
  });

  it('refuses a body that is not a JSON object, or lacks its reference or status', () => {
    expect(rejection(() => parse(delivery('{not json')))).toBe('not_json');
    expect(rejection(() => parse(delivery([settled])))).toBe('not_object');
    expect(rejection(() => parse(delivery({ clientRef: 'order-1' })))).toBe('incomplete');
    expect(rejection(() => parse(delivery({ status: 'SUCCESS' })))).toBe('incomplete');
  });
});
