import { randomUUID } from 'node:crypto';

export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  templateId: string;
  text: string;
  createdAt: string;
}

const OUTBOX_LIMIT = 5000;

/**
 * Every text "delivered" to a phone, newest first: what Kosh sends through the SMS gateway and what
 * the sandbox's other providers text themselves (the Aadhaar e-KYC OTP comes from UIDAI, not Kosh).
 */
export class SmsOutbox {
  private readonly messages: OutboxMessage[] = [];

  add(message: Omit<OutboxMessage, 'id' | 'createdAt'>): OutboxMessage {
    const stored: OutboxMessage = {
      id: `sms_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
      ...message,
      createdAt: new Date().toISOString(),
    };
    this.messages.unshift(stored);
    if (this.messages.length > OUTBOX_LIMIT) this.messages.length = OUTBOX_LIMIT;
    return stored;
  }

  /** The texts to one number, or the latest 100 to anyone. */
  list(to?: string) {
    return to ? this.messages.filter((m) => m.to === to) : this.messages.slice(0, 100);
  }
}
