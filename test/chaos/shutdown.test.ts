import path from 'node:path';
import { freePort } from '@kosh/test-harness/free-port';
import { describe, expect, it } from 'vitest';
import { ApiProcess } from './crash-loop/api-process';
import { ApiClient } from './crash-loop/client';
import { Customer, newWorld } from './crash-loop/load';
import { Rng } from './rng';
import { apiProcessEnv, stageForApiProcess } from './stage';

const SMS_KEY = 'shutdown-sms-key';

/**
 * SIGTERM while a recharge waits on the aggregator (a number ending 2222 is held unanswered): the
 * process must be gone well inside a 30 s grace period — it took ~86 s when it waited the call
 * out — and the recharge, left pending, must settle after the restart (the status poller asks
 * the aggregator). RECHARGE_TIMEOUT_MS is a minute here, so only the shutdown can cut the call.
 */
describe('a SIGTERM with a provider call in flight', () => {
  const stage = stageForApiProcess('shutdown', { smsApiKey: SMS_KEY, aggregatorHangMs: 120_000 });

  it('stops within 30 s, and the pending recharge settles after the restart', async () => {
    const apiUrl = `http://127.0.0.1:${await freePort()}`;
    const api = new ApiProcess(
      apiProcessEnv(stage, apiUrl, SMS_KEY, {
        AGGREGATOR_BASE_URL: stage.sandboxUrl,
        RECHARGE_TIMEOUT_MS: '60000',
        IDEMPOTENCY_LEASE_MS: '75000',
        LOG_LEVEL: 'info',
      }),
      apiUrl,
      path.join(stage.dir, 'api.log'),
    );
    try {
      await api.start(120_000);
      const client = new ApiClient(apiUrl, 90_000);
      const customer = new Customer(
        newWorld(client, stage.sandboxUrl),
        new Rng(7),
        0,
        '7000200001',
      );
      await customer.signUp('Kosh@2026pay');
      const auth = { token: customer.token };

      expect(await customer.fundAtCheckout(300, 'shutdown_1')).toBe(200);

      // The recharge's aggregator call hangs; SIGTERM comes while it waits.
      const recharge = client.once({
        ...auth,
        key: 'shutdown-recharge-0001',
        method: 'POST',
        path: '/api/recharge/mobile',
        json: { opcode: 'JIO', number: '9876542222', amount: 49 },
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const stopping = Date.now();
      await api.stop(60_000);
      // Well inside 30 s; and well before the 25 s deadline (server.ts), which is only the
      // backstop: cutting the call is what ends the wait at once.
      expect(Date.now() - stopping).toBeLessThan(10_000);

      // Cut as a timeout is: 202 Pending, its outcome left to the status poller.
      const answer = await recharge;
      expect(answer?.status).toBe(202);
      const { orderId, status } = answer?.body.data as { orderId: string; status: string };
      expect(status).toBe('Pending');

      await api.start(120_000);
      await expect
        .poll(
          async () => {
            const now = await client.once({
              ...auth,
              method: 'GET',
              path: `/api/v1/recharges/${orderId}`,
            });
            return (now?.body.data as { status?: string } | undefined)?.status;
          },
          { timeout: 90_000, interval: 1000 },
        )
        .not.toBe('Pending');
    } catch (error) {
      console.log(`API log (last lines):\n${api.tail(60)}`);
      throw error;
    } finally {
      await api.stop();
    }
  });
});
