import { describe, expect, it, vi } from 'vitest';
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

  it('gathers the texts written while a pass runs into one claim after it', async () => {
    vi.useFakeTimers();
    try {
      const pending: SmsOutboxRow[] = [text(1, '9000000001')];
      const claims: number[] = [];
      const delivery = createSmsOutboxDelivery({
        repo: {
          claimDue: () => {
            claims.push(pending.length);
            return Promise.resolve(pending.splice(0));
          },
          markSent: () => Promise.resolve(),
          markFailedAttempt: () => Promise.resolve(),
        },
        sms: {
          send: async (message: SmsMessage) => {
            await new Promise((resolve) => setTimeout(resolve, 30));
            return { messageId: `m-${message.reference}` };
          },
        },
        clock: () => at,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
      const first = delivery.deliverDue();
      // A payment's text while the first is with the gateway (at 25 ms), two more just after
      // that pass ended (35, 45 ms); each asks for a pass.
      const later: Promise<unknown>[] = [];
      for (const [seq, ms] of [
        [2, 25],
        [3, 10],
        [4, 10],
      ] as const) {
        await vi.advanceTimersByTimeAsync(ms);
        pending.push(text(seq, `900000000${seq}`));
        later.push(delivery.deliverDue());
      }
      await vi.advanceTimersByTimeAsync(200);
      expect(await first).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(await later[0]).toEqual({ sent: 3, retried: 0, failed: 0 });
      // The pass that followed waited a moment, and its one claim took all three.
      expect(claims).toEqual([1, 3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends nothing it claims once stopped', async () => {
    const { delivery, calls } = setUp([text(1, '9000000001')]);
    await delivery.stop();
    expect(await delivery.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(calls).toEqual([]);
  });
});
