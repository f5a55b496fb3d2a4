import type { z } from 'zod';
import {
  TRANSFER_NOTE_MAX,
  type TransferLookupResponse,
  type WalletTransfer,
} from '@kosh/contract/transfers';
import { FINAL_PAYOUT_STATUSES, type Beneficiary, type PayoutStatus } from '@kosh/contract/payouts';
import { mobileSchema } from '@kosh/contract/auth';

/** A form's values as the contract parses them, or each field's first refusal (a catalogue code). */
export type Checked<Output> =
  { ok: true; data: Output } | { ok: false; errors: Partial<Record<string, string>> };

/**
 * Checks a form with the request schema the server parses the same body with, so the form refuses
 * exactly what the server would; each field keeps its first message.
 */
export function checkForm<Output>(schema: z.ZodType<Output>, values: unknown): Checked<Output> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A number worth looking up: ten digits the contract takes as a mobile number. */
export const isLookupReady = (mobile: string) => mobileSchema.safeParse(mobile).success;

/** The note's characters still free, never below zero. */
export const noteLeft = (note: string) => Math.max(0, TRANSFER_NOTE_MAX - note.trim().length);

/** The numbers sent to lately, newest first, each once, at most `limit`. */
export function recentNumbers(transfers: readonly WalletTransfer[], limit = 5): string[] {
  const numbers: string[] = [];
  for (const transfer of transfers) {
    if (transfer.direction !== 'sent') continue;
    const mobile = transfer.counterparty.mobile;
    if (!numbers.includes(mobile)) numbers.push(mobile);
    if (numbers.length === limit) break;
  }
  return numbers;
}

/** What the lookup's answer lets the screen say about the receiver. */
export type ReceiverView =
  | { kind: 'ok'; name: string | null }
  | { kind: 'not-on-kosh' }
  | { kind: 'self' }
  | { kind: 'cannot-receive' };

export function receiverView(answer: TransferLookupResponse['data']): ReceiverView {
  if (answer.canReceive) return { kind: 'ok', name: answer.name };
  if (answer.reason === 'NOT_ON_KOSH') return { kind: 'not-on-kosh' };
  if (answer.reason === 'SELF') return { kind: 'self' };
  return { kind: 'cannot-receive' };
}

/** A payout's stage as the status screen words it; only `waiting` is polled again. */
export type PayoutStage = 'waiting' | 'processed' | 'failed' | 'reversed';

export function payoutStage(status: PayoutStatus): PayoutStage {
  if (status === 'processed') return 'processed';
  if (status === 'failed' || status === 'rejected') return 'failed';
  if (status === 'reversed') return 'reversed';
  return 'waiting';
}

export const isFinalPayout = (status: PayoutStatus) =>
  (FINAL_PAYOUT_STATUSES as readonly PayoutStatus[]).includes(status);

/** When an added account leaves its cooling period, or null once it counts as pre-registered. */
export function coolingUntil(beneficiary: Beneficiary): string | null {
  if (beneficiary.own || beneficiary.preRegistered) return null;
  return beneficiary.preRegisteredAt;
}

/** The two account-number boxes agree (the second is only there to catch a typo). */
export const accountsMatch = (first: string, second: string) =>
  first.replace(/\s/g, '') === second.replace(/\s/g, '');
