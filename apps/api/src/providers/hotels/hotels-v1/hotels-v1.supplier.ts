import type { HotelSupplier } from '../hotels.port';
import { hotelsV1Callbacks } from './hotels-v1.callbacks';
import { createHotelsV1Api } from './hotels-v1.http';

export interface HotelsV1Config {
  /** The supplier's API root (the sandbox speaks the same API). */
  baseUrl: string;
  apiKey: string;
  /** Both tries of a call together. */
  timeoutMs: number;
  /** Signs its booking callbacks (X-Hotels-Signature). */
  callbackSecret: string;
}

/**
 * The hotel supplier's v1 API as Kosh's hotel supplier, both ways: its REST calls for what Kosh
 * asks, and its signed booking callbacks for what it tells Kosh later.
 */
export function createHotelsV1Supplier(config: HotelsV1Config): HotelSupplier {
  return { ...createHotelsV1Api(config), ...hotelsV1Callbacks(config.callbackSecret) };
}
