import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import type { z } from 'zod';
import type { passkeyAssertionSchema } from '@kosh/contract/common/webauthn';
import { AppError } from '../../lib/app-error';
import type { AuthorisePaymentService, DebitTerms } from './authorise-payment.service';
import type { PasskeysRepository } from './passkeys.repository';
import {
  asWebauthnOptions,
  CHALLENGE_TTL_MS,
  WEBAUTHN_TIMEOUT_MS,
  type RelyingParty,
} from './relying-party';
import { lockedError, type PinDeps } from './verify-pin';

type Assertion = z.output<typeof passkeyAssertionSchema>;

/**
 * A payment confirmed with a passkey instead of the PIN (docs/passkeys.md): a challenge bound to
 * one debit's amount, payee and Idempotency-Key, then the passkey's signature over it — checked
 * against the key registered for this customer — after which the debit's one-use authorisation is
 * issued just as a right PIN issues it. Payments locked by wrong PINs stay locked for passkeys too.
 */
export function createPasskeyAuthorisationService(
  deps: Pick<PinDeps, 'db' | 'repo' | 'clock'> & {
    passkeys: PasskeysRepository;
    rp: RelyingParty;
    issue: AuthorisePaymentService['issue'];
  },
) {
  const { db, repo, passkeys, rp, clock } = deps;

  async function refuseWhileLocked(userId: string) {
    const pin = await repo.findPinOwnedBy(db, userId);
    const now = clock();
    if (pin?.lockedUntil && pin.lockedUntil > now) throw lockedError(pin.lockedUntil, now);
  }

  return {
    /** POST /v1/me/passkeys/assertion-options {amount, payee, idempotencyKey}. */
    async options(userId: string, terms: DebitTerms) {
      await refuseWhileLocked(userId);
      const keys = await passkeys.listOwnedBy(db, userId);
      if (keys.length === 0) throw new AppError('CONFLICT', 'PASSKEY_NONE');
      const options = await generateAuthenticationOptions({
        rpID: rp.rpId,
        timeout: WEBAUTHN_TIMEOUT_MS,
        userVerification: 'required',
        allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
      });
      const now = clock();
      await db.transaction(async (tx) => {
        await passkeys.deleteExpiredChallengesOwnedBy(tx, userId, now);
        await passkeys.insertChallenge(tx, {
          userId,
          purpose: 'authorise',
          challenge: options.challenge,
          ...terms,
          expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
          createdAt: now,
        });
      });
      return asWebauthnOptions(options);
    },

    /** POST /v1/payment-authorisations {passkey, amount, payee, idempotencyKey}. */
    async authorise(userId: string, terms: DebitTerms, assertion: Assertion) {
      await refuseWhileLocked(userId);
      const { origin, challenge } = rp.acceptedOrigin(assertion.response.clientDataJSON);
      const now = clock();
      await db.transaction(async (tx) => {
        const key = await passkeys.findByCredentialOwnedBy(tx, userId, assertion.id);
        if (!key) throw AppError.invalid('passkey', 'PASSKEY_INVALID');
        const given = await passkeys.consumeChallengeOwnedBy(
          tx,
          userId,
          challenge,
          'authorise',
          now,
        );
        if (!given) throw AppError.invalid('passkey', 'PASSKEY_EXPIRED');
        const sameDebit =
          given.amountPaise === terms.amountPaise &&
          given.payee === terms.payee &&
          given.idempotencyKey === terms.idempotencyKey;
        if (!sameDebit) throw new AppError('FORBIDDEN', 'PAYMENT_AUTHORISATION_INVALID');
        const verification = await verifyAuthenticationResponse({
          response: assertion as AuthenticationResponseJSON,
          expectedChallenge: given.challenge,
          expectedOrigin: origin,
          expectedRPID: rp.rpId,
          requireUserVerification: true,
          credential: {
            id: key.credentialId,
            publicKey: Buffer.from(key.publicKey, 'base64url'),
            counter: key.signCount,
            transports: key.transports,
          },
        }).catch(() => null);
        if (!verification?.verified) throw AppError.invalid('passkey', 'PASSKEY_INVALID');
        const used = await passkeys.recordUseOwnedBy(tx, userId, key.id, {
          signCount: verification.authenticationInfo.newCounter,
          previous: key.signCount,
          at: now,
        });
        if (!used) throw AppError.invalid('passkey', 'PASSKEY_INVALID');
      });
      return deps.issue(userId, terms, 'passkey');
    },
  };
}

export type PasskeyAuthorisationService = ReturnType<typeof createPasskeyAuthorisationService>;
