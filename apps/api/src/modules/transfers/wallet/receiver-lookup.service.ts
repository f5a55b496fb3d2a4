import type { TransferLookupResponse } from '@kosh/contract/transfers';
import { AppError } from '../../../lib/app-error';
import { composeSms } from '../../../lib/sms-texts';
import type { TransfersPartDeps } from '../transfers-deps';
import { firstName, maskedName } from './masked-name';
import type { WalletTransfersRepository } from './wallet-transfers.repository';

/** How many invites a customer may send in a rolling day, and how often one number gets one. */
export const INVITES_PER_DAY = 5;
export const INVITES_PER_NUMBER_PER_DAY = 1;
const DAY_MS = 24 * 3_600_000;

/**
 * Before a send: whose number it is (the name KYC approved, masked; never their balance or KYC
 * level, nor anything that depends on an amount), and, for a number not on Kosh yet, an SMS
 * inviting it — limited so Kosh is no one's way to text strangers.
 */
export function createReceiverLookup(deps: TransfersPartDeps, repo: WalletTransfersRepository) {
  const { db, clock } = deps;

  return {
    async lookup(userId: string, mobile: string): Promise<TransferLookupResponse['data']> {
      const user = await deps.users.findByMobile(mobile);
      if (!user) return { name: null, canReceive: false, reason: 'NOT_ON_KOSH' };
      // The name KYC approved, so the sender knows who gets it; the sign-up name until then.
      const name = async () => maskedName((await deps.verifiedNameOf(user.id)) ?? user.name);
      if (user.id === userId) return { name: await name(), canReceive: false, reason: 'SELF' };
      // Not a customer (the back office's own accounts): not even a masked name of theirs.
      if (user.role !== 'customer') {
        return { name: null, canReceive: false, reason: 'CANNOT_RECEIVE' };
      }
      return { name: await name(), canReceive: true };
    },

    /**
     * Texts an invite to a number not on Kosh. The invite's row is what limits them, written
     * under the inviter's lock so two at once cannot both slip under the limit; it is taken back
     * if the gateway did not take the text, so a failed invite does not count.
     */
    async invite(userId: string, mobile: string) {
      if (await deps.users.findByMobile(mobile)) {
        throw new AppError('CONFLICT', 'TRANSFER_ALREADY_ON_KOSH', {
          fields: [{ field: 'mobile', code: 'TRANSFER_ALREADY_ON_KOSH' }],
        });
      }
      const inviter = await deps.users.findById(userId);
      if (!inviter) throw new AppError('NOT_FOUND', 'CUSTOMER_NOT_FOUND');
      const now = clock();
      const invite = await db.transaction(async (tx) => {
        await deps.users.lock(tx, userId);
        const sent = await repo.invitesSince(tx, {
          userId,
          mobile,
          since: new Date(now.getTime() - DAY_MS),
        });
        const full = [
          sent.byInviter.count >= INVITES_PER_DAY ? sent.byInviter.oldest : null,
          sent.toNumber.count >= INVITES_PER_NUMBER_PER_DAY ? sent.toNumber.oldest : null,
        ].filter((oldest) => oldest !== null);
        if (full.length > 0) {
          // Another invite may go once the oldest one that counts is a day old.
          const easesAt = Math.max(...full.map((oldest) => oldest.getTime() + DAY_MS));
          throw new AppError('RATE_LIMITED', 'TRANSFER_INVITE_LIMIT', {
            retryAfterSeconds: Math.max(1, Math.ceil((easesAt - now.getTime()) / 1000)),
          });
        }
        return repo.insertInvite(tx, { userId, mobile, createdAt: now });
      });
      try {
        // The invitee has chosen no language yet: the inviter's is the best guess.
        await deps.sms.send({
          to: mobile,
          reference: invite.id,
          ...composeSms('transferInvite', inviter.language, { inviter: firstName(inviter.name) }),
        });
      } catch (error) {
        await repo.deleteInvite(db, invite.id);
        deps.log.warn({ err: error }, 'transfer invite SMS failed');
        throw new AppError('PROVIDER_UNAVAILABLE', 'PROVIDER_UNAVAILABLE', { cause: error });
      }
      return { sent: true as const };
    },
  };
}

export type ReceiverLookup = ReturnType<typeof createReceiverLookup>;
