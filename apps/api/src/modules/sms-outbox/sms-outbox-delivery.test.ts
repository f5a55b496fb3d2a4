import { describe, expect, it } from 'vitest';
import type { SmsMessage } from '../../providers/sms/sms.port';
import { createSmsOutboxDelivery } from './sms-outbox-delivery';
import type { SmsOutboxRow } from './sms-outbox.tables';

const at = new Date('2026-11-30T10:00:00Z');

function text(seq: number, mobile: string): SmsOutboxRow {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    seq,
    userId: `user-${mobile}`,
    template: 'walletDebit',
    mobile,
    templateId: 'KOSH_WALLET_DEBIT',
    text: `text ${seq}`,
    status: 'pending',
    attempts: 1,
    nextAttemptAt: at,
    lastError: null,
    providerMessageId: null,
    sentAt: null,
    createdAt: at,
  };
}

/**
 * The delivery over an outbox of `rows` (claimed once) and a gateway that answers each call after
 * `delayMs`, refusing the texts in `refuse`; it records what it was asked, and when.
 */
function setUp(rows: SmsOutboxRow[], options: { delayMs?: number; refuse?: string[] } = {}) {
  const calls: { text: string; startedMs: number; endedMs: number }[] = [];
  const markedSent: { id: string; messageId: string }[][] = [];
  const failed: string[] = [];
  let claimed = false;
  const started = Date.now();
  const delivery = createSmsOutboxDelivery({
    repo: {
      claimDue: () => {
        const batch = claimed ? [] : rows;
        claimed = true;
        return Promise.resolve(batch);
      },
      markSent: (sent) => {
        markedSent.push(sent);
        return Promise.resolve();
      },
      markFailedAttempt: (id) => {
        failed.push(id);
        return Promise.resolve();
      },
    },
    sms: {
      send: async (message: SmsMessage) => {
        const startedMs = Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
        calls.push({ text: message.text, startedMs, endedMs: Date.now() - started });
        if (options.refuse?.includes(message.text)) throw new Error('gateway said no');
        return { messageId: `m-${message.reference}` };
      },
    },
    clock: () => at,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  return { delivery, calls, markedSent, failed };
}

describe('SMS outbox delivery', () => {
  it("sends a batch's phones at once, each phone's texts in the order they were written", async () => {
    const rows = [text(1, '9000000001'), text(2, '9000000002'), text(3, '9000000001')];
    const { delivery, calls } = setUp(rows, { delayMs: 40 });
    expect(await delivery.deliverDue()).toEqual({ sent: 3, retried: 0, failed: 0 });
    const call = (t: string) => calls.find((c) => c.text === t)!;
    // The second phone did not wait for the first; the first phone's second text did.
    expect(call('text 2').startedMs).toBeLessThan(call('text 1').endedMs);
    expect(call('text 3').startedMs).toBeGreaterThanOrEqual(call('text 1').endedMs);
  });

  it('marks every text the gateway took in one statement, and a refused one for a retry', async () => {
    const rows = [text(1, '9000000001'), text(2, '9000000002'), text(3, '9000000003')];
    const { delivery, markedSent, failed } = setUp(rows, { refuse: ['text 2'] });
    expect(await delivery.deliverDue()).toEqual({ sent: 2, retried: 1, failed: 0 });
    expect(markedSent).toEqual([
      [
        { id: rows[0]!.id, messageId: `m-${rows[0]!.id}` },
        { id: rows[2]!.id, messageId: `m-${rows[2]!.id}` },
      ],
    ]);
    expect(failed).toEqual([rows[1]!.id]);
  });

  it('sends nothing it claims once stopped', async () => {
    const { delivery, calls } = setUp([text(1, '9000000001')]);
    await delivery.stop();
    expect(await delivery.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(calls).toEqual([]);
  });
});
