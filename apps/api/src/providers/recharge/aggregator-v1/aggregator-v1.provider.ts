import type { RechargeProvider } from '../recharge.port';
import { aggregatorV1Callbacks } from './aggregator-v1.callbacks';
import { createAggregatorV1Api } from './aggregator-v1.http';

export interface AggregatorV1Config {
  /** The aggregator's API root (the sandbox speaks the same API). */
  baseUrl: string;
  apiKey: string;
  /** Signs its status callbacks (X-Aggregator-Signature). */
  callbackSecret: string;
  /** For the payment call; lookups and plans use a shorter one. */
  timeoutMs: number;
}

/**
 * The recharge/BBPS aggregator's v1 API as Kosh's recharge provider, both ways: its REST calls for
 * what Kosh asks, and its signed status callbacks for what it tells Kosh later.
 */
export function createAggregatorV1Provider(config: AggregatorV1Config): RechargeProvider {
  return { ...createAggregatorV1Api(config), ...aggregatorV1Callbacks(config.callbackSecret) };
}
