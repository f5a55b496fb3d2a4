import { randomUUID } from 'node:crypto';

export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  templateId: string;
  text: string;
  createdAt: string;
  /** The sender's own reference for this text (Kosh sends its outbox row's id), if it gave one. */
  reference?: string;
}

const OUTBOX_LIMIT = 5000;

/**
 * Every text "delivered" to a phone, newest first: what Kosh sends through the SMS gateway and what
 * the sandbox's other providers text themselves (the Aadhaar e-KYC OTP comes from UIDAI, not Kosh).
 */
export class SmsOutbox {
  private readonly messages: OutboxMessage[] = [];
  /** Accepted texts by their sender's reference: a text sent again is the one already stored. */
  private readonly byReference = new Map<string, OutboxMessage>();
  /** Until when the gateway answers 503 to every send (an outage, switched on by a test). */
  private downUntil = 0;

  /** The text already accepted under `reference`, if any. */
  find(reference: string): OutboxMessage | undefined {
    return this.byReference.get(reference);
  }

  /** Plays an outage: every send is refused with 503 for `ms` milliseconds (0 ends it). */
  goDown(ms: number) {
    this.downUntil = Date.now() + ms;
  }

  isDown() {
    return Date.now() < this.downUntil;
  }

  add(message: Omit<OutboxMessage, 'id' | 'createdAt'>): OutboxMessage {
    const stored: OutboxMessage = {
      id: `sms_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
      ...message,
      createdAt: new Date().toISOString(),
    };
    this.messages.unshift(stored);
    if (message.reference) this.byReference.set(message.reference, stored);
    if (this.messages.length > OUTBOX_LIMIT) {
      for (const dropped of this.messages.splice(OUTBOX_LIMIT)) {
        if (dropped.reference) this.byReference.delete(dropped.reference);
      }
    }
    return stored;
  }

  /** The texts to one number, or the latest 100 to anyone. */
  list(to?: string) {
    const listed = to ? this.messages.filter((m) => m.to === to) : this.messages.slice(0, 100);
    // The reference is the gateway's bookkeeping, not part of what reached the phone.
    return listed.map(({ reference: _reference, ...shown }) => shown);
  }
}
