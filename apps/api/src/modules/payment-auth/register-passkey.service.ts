import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoUint8Array } from '@simplewebauthn/server/helpers';
import type { z } from 'zod';
import { MAX_PASSKEYS, type addPasskeyRequestSchema, type Passkey } from '@kosh/contract/passkeys';
import { AppError } from '../../lib/app-error';
import type { UsersService } from '../users/users.service';
import type { PasskeyRow, PasskeysRepository } from './passkeys.repository';
import {
  asWebauthnOptions,
  CHALLENGE_TTL_MS,
  WEBAUTHN_TIMEOUT_MS,
  type RelyingParty,
} from './relying-party';
import type { PinDeps, VerifyPin } from './verify-pin';

/** A user's id as WebAuthn's user handle: the uuid's 16 bytes (no mobile or name on the key). */
const userHandleOf = (userId: string) => isoUint8Array.fromHex(userId.replaceAll('-', ''));

/** A passkey as its owner sees it: never its key or credential id. */
const passkeyView = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.synced,
});

const limitReached = () =>
  new AppError('CONFLICT', 'PASSKEY_LIMIT', { params: { max: MAX_PASSKEYS } });

/**
 * Registering a passkey (docs/passkeys.md): the PIN first — a stolen session alone cannot add a
 * way to pay — then the browser's new credential, checked against the challenge given for it,
 * stored, and the customer texted that a passkey was added.
 */
export function createRegisterPasskeyService(
  deps: PinDeps & {
    passkeys: PasskeysRepository;
    rp: RelyingParty;
    users: UsersService;
    verifyPin: VerifyPin;
  },
) {
  const { db, passkeys, rp, users, verifyPin, clock, text } = deps;

  return {
    /** POST /v1/me/passkeys/registration-options {pin}. */
    async options(userId: string, pin: string) {
      await verifyPin(userId, pin);
      const existing = await passkeys.listOwnedBy(db, userId);
      if (existing.length >= MAX_PASSKEYS) throw limitReached();
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND', 'NOT_FOUND');
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpId,
        userName: user.mobile,
        userDisplayName: user.name,
        userID: userHandleOf(userId),
        attestationType: 'none',
        timeout: WEBAUTHN_TIMEOUT_MS,
        excludeCredentials: existing.map((key) => ({
          id: key.credentialId,
          transports: key.transports,
        })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      });
      const now = clock();
      await db.transaction(async (tx) => {
        await passkeys.deleteExpiredChallengesOwnedBy(tx, userId, now);
        await passkeys.insertChallenge(tx, {
          userId,
          purpose: 'register',
          challenge: options.challenge,
          expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
          createdAt: now,
        });
      });
      return asWebauthnOptions(options);
    },

    /** POST /v1/me/passkeys {name, response}. */
    async add(userId: string, input: z.output<typeof addPasskeyRequestSchema>) {
      const { origin, challenge } = rp.acceptedOrigin(input.response.response.clientDataJSON);
      const now = clock();
      return db.transaction(async (tx) => {
        const given = await passkeys.consumeChallengeOwnedBy(
          tx,
          userId,
          challenge,
          'register',
          now,
        );
        if (!given) throw AppError.invalid('passkey', 'PASSKEY_EXPIRED');
        const verification = await verifyRegistrationResponse({
          response: input.response as RegistrationResponseJSON,
          expectedChallenge: given.challenge,
          expectedOrigin: origin,
          expectedRPID: rp.rpId,
          requireUserVerification: true,
        }).catch(() => null);
        if (!verification?.verified) throw AppError.invalid('passkey', 'PASSKEY_INVALID');
        const { credential, credentialDeviceType } = verification.registrationInfo;
        if ((await passkeys.countOwnedBy(tx, userId)) >= MAX_PASSKEYS) throw limitReached();
        const row = await passkeys.insert(tx, {
          userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          signCount: credential.counter,
          transports: credential.transports ?? [],
          synced: credentialDeviceType === 'multiDevice',
          name: input.name,
          createdAt: now,
        });
        if (!row) throw new AppError('CONFLICT', 'PASSKEY_ALREADY_ADDED');
        await text(tx, userId, 'passkeyAdded', { name: input.name });
        return passkeyView(row);
      });
    },

    /** GET /v1/me/passkeys. */
    async list(userId: string) {
      return (await passkeys.listOwnedBy(db, userId)).map(passkeyView);
    },

    /** PATCH /v1/me/passkeys/{id} {name}. */
    async rename(userId: string, id: string, name: string) {
      const row = await db.transaction((tx) => passkeys.renameOwnedBy(tx, userId, id, name));
      if (!row) throw new AppError('NOT_FOUND', 'PASSKEY_NOT_FOUND');
      return passkeyView(row);
    },

    /** DELETE /v1/me/passkeys/{id}: the PIN still confirms payments. */
    async remove(userId: string, id: string) {
      const removed = await db.transaction((tx) => passkeys.deleteOwnedBy(tx, userId, id));
      if (!removed) throw new AppError('NOT_FOUND', 'PASSKEY_NOT_FOUND');
    },
  };
}

export type RegisterPasskeyService = ReturnType<typeof createRegisterPasskeyService>;
