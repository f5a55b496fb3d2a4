import { createHash, randomBytes } from 'node:crypto';
import { AUTHORISATION_TTL_SECONDS } from '@kosh/contract/payment-auth';
import { AppError } from '../../lib/app-error';
import type { PinDeps, VerifyPin } from './verify-pin';

/** Only a token's hash is stored: a copy of the table cannot spend. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a debit is, as its authorisation must name it. */
export interface DebitTerms {
  amountPaise: bigint;
  payee: string;
  idempotencyKey: string;
}

/**
 * POST /v1/payment-authorisations: the PIN checked, a one-use token bound to the debit's amount,
 * payee and Idempotency-Key, valid for a minute.
 */
export function createAuthorisePaymentService(deps: PinDeps & { verifyPin: VerifyPin }) {
  const { db, repo, clock, verifyPin } = deps;

  async function issue(userId: string, terms: DebitTerms, method: 'pin' | 'passkey') {
    const token = randomBytes(32).toString('base64url');
    const now = clock();
    const expiresAt = new Date(now.getTime() + AUTHORISATION_TTL_SECONDS * 1000);
    // One INSERT, atomic on its own: no BEGIN and COMMIT around it (two round trips a payment).
    await repo.insertAuthorisation(db, {
      userId,
      tokenHash: tokenHashOf(token),
      ...terms,
      method,
      expiresAt,
      createdAt: now,
    });
    return { authorisation: token, expiresAt: expiresAt.toISOString() };
  }

  return {
    async withPin(userId: string, input: DebitTerms & { pin: string }) {
      await verifyPin(userId, input.pin);
      const { pin: _pin, ...terms } = input;
      return issue(userId, terms, 'pin');
    },
    /** For a passkey assertion already verified by its own use case. */
    issue,
  };
}

export type AuthorisePaymentService = ReturnType<typeof createAuthorisePaymentService>;

/**
 * How long after its minute a used authorisation still lets the same debit run again under the
 * same Idempotency-Key: only when the first run made nothing (a crash before the debit committed;
 * the idempotency layer replays any answer that was made), well inside the keys' 24 hours.
 */
const SAME_KEY_RETRY_MS = 15 * 60_000;

/**
 * The check every wallet debit makes (routes → this, one line per debit route, inside the
 * idempotent run so a replayed answer never reaches it): a customer who never set a PIN pays as
 * the specification says; once a PIN is set, the debit needs an authorisation made for exactly
 * it — amount, payee, Idempotency-Key — used here once. Nothing has moved when this refuses.
 */
export function createPaymentGuard(deps: Pick<PinDeps, 'db' | 'repo' | 'clock'>) {
  const { db, repo, clock } = deps;
  return async function requirePaymentAuthorisation(
    userId: string,
    debit: { amountPaise: bigint; payee: string; idempotencyKey: string | undefined },
    header: string | string[] | undefined,
  ): Promise<void> {
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) {
      if (!(await repo.findPinOwnedBy(db, userId))) return;
      throw new AppError('FORBIDDEN', 'PAYMENT_AUTHORISATION_REQUIRED');
    }
    const { idempotencyKey } = debit;
    if (!idempotencyKey) throw new AppError('FORBIDDEN', 'PAYMENT_AUTHORISATION_INVALID');
    const terms = { amountPaise: debit.amountPaise, payee: debit.payee, idempotencyKey };
    const tokenHash = tokenHashOf(token);
    const now = clock();
    // One UPDATE, atomic on its own: the token is marked used once, whoever races for it.
    if (await repo.consumeOwnedBy(db, userId, tokenHash, terms, now)) {
      return;
    }
    const row = await repo.findAuthorisationOwnedBy(db, userId, tokenHash);
    const sameDebit =
      row !== null &&
      row.amountPaise === terms.amountPaise &&
      row.payee === terms.payee &&
      row.idempotencyKey === terms.idempotencyKey;
    if (sameDebit && row.usedAt && now.getTime() < row.expiresAt.getTime() + SAME_KEY_RETRY_MS) {
      return;
    }
    const expired = sameDebit && !row.usedAt && row.expiresAt <= now;
    throw new AppError(
      'FORBIDDEN',
      expired ? 'PAYMENT_AUTHORISATION_EXPIRED' : 'PAYMENT_AUTHORISATION_INVALID',
    );
  };
}

export type RequirePaymentAuthorisation = ReturnType<typeof createPaymentGuard>;
