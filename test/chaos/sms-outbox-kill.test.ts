import path from 'node:path';
import { freePort } from '@kosh/test-harness/free-port';
import { describe, expect, it } from 'vitest';
import { ApiProcess } from './crash-loop/api-process';
import { ApiClient } from './crash-loop/client';
import { Customer, newWorld } from './crash-loop/load';
import { Rng } from './rng';
import { apiProcessEnv, stageForApiProcess } from './stage';

const SMS_KEY = 'outbox-kill-sms-key';

/**
 * A kill -9 between a customer text's commit and its send: the top-up's credit text is in the
 * outbox (committed with the credit) and claimed for sending when the process is held
 * (FAULT_HANG_AT=text-claimed) and killed. Started again, the text goes out — once, after its
 * claim's lease (60 s) has lapsed. Before the outbox, a text was sent after the commit from
 * memory, and a kill there lost it.
 */
describe('a kill -9 between a text’s commit and its send', () => {
  const stage = stageForApiProcess('outbox-kill', { smsApiKey: SMS_KEY });

  it('sends the text once after the restart', async () => {
    const apiUrl = `http://127.0.0.1:${await freePort()}`;
    const api = (extra: Record<string, string>) =>
      new ApiProcess(
        apiProcessEnv(stage, apiUrl, SMS_KEY, { LOG_LEVEL: 'warn', ...extra }),
        apiUrl,
        path.join(stage.dir, 'api.log'),
      );
    const held = api({ FAULT_HANG_AT: 'text-claimed' });
    const restarted = api({});
    const mobile = '7000300001';
    const credits = async () => {
      const res = await fetch(`${stage.sandboxUrl}/sms/messages?to=${mobile}`);
      const texts = (await res.json()) as { text: string }[];
      return texts.filter((t) => t.text.includes('added to your wallet'));
    };
    try {
      await held.start(120_000);
      const client = new ApiClient(apiUrl);
      const customer = new Customer(newWorld(client, stage.sandboxUrl), new Rng(3), 0, mobile);
      await customer.signUp('Kosh@2026pay');
      expect(await customer.fundAtCheckout(200, 'outbox_kill_1')).toBe(200);

      // The credit and its text committed together; the text is claimed, held before its send.
      await held.waitForLine(/held at a fault point/);
      await held.kill();
      expect(await credits()).toEqual([]);

      await restarted.start(120_000);
      await expect
        .poll(async () => (await credits()).length, { timeout: 150_000, interval: 1000 })
        .toBe(1);
      // And no second copy of it afterwards (the job runs every 10 s).
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      expect(await credits()).toHaveLength(1);
    } catch (error) {
      console.log(`API log (last lines):\n${restarted.tail(40)}`);
      throw error;
    } finally {
      await held.kill();
      await restarted.stop();
    }
  });
});
