import { PASSWORD_MAX_LENGTH, PASSWORD_PATTERN } from '@kosh/contract/common/patterns';
import { messageText } from '@kosh/contract/messages/catalogue';
import { PROFILE_IMAGE_MAX_BYTES } from '@kosh/contract/profile';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publicFileUrl, type FileStore } from '../../providers/files/file-store';
import { ImageRejectedError, processImage } from '../../lib/images';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { UsersRepository } from './users.repository';

export interface ProfileUpdate {
  name?: string;
  oldPassword?: string;
  newPassword?: string;
  image?: Buffer;
}

const invalid = AppError.invalid;

/**
 * Profile edits (docs/product-2.md §2, §5): a new picture and/or a new password. A password change needs the
 * current one, ends every other session of the account, and is confirmed by SMS.
 */
export function createProfileService(deps: {
  db: Db;
  users: UsersRepository;
  files: FileStore;
  /**
   * Ends the account's other sessions, retires any temporary password (auth owns both) and texts
   * the customer, in the transaction that changes the password.
   */
  onPasswordChanged: (tx: DbOrTx, userId: string, keepSessionId: string) => Promise<void>;
}) {
  const { db, users, files } = deps;

  return {
    async update(userId: string, sessionId: string, input: ProfileUpdate) {
      const user = await users.findById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', { tokenValid: false });

      if (input.name !== undefined && input.name.trim() !== '' && input.name.trim() !== user.name) {
        throw invalid('name', 'PROFILE_NAME_LOCKED');
      }
      const wantsPassword = !!input.newPassword || !!input.oldPassword;
      if (!wantsPassword && !input.image)
        throw new AppError('VALIDATION_FAILED', 'PROFILE_NOTHING_TO_UPDATE');

      let newHash: string | undefined;
      if (wantsPassword) {
        if (!input.newPassword) throw invalid('newPassword', 'PROFILE_NEW_PASSWORD_REQUIRED');
        if (
          !PASSWORD_PATTERN.test(input.newPassword) ||
          input.newPassword.length > PASSWORD_MAX_LENGTH
        ) {
          throw invalid('newPassword', 'PROFILE_PASSWORD_RULE');
        }
        if (!input.oldPassword) throw invalid('oldPassword', 'PROFILE_OLD_PASSWORD_REQUIRED');
        if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
          throw invalid('oldPassword', 'PROFILE_OLD_PASSWORD_WRONG');
        }
        if (input.newPassword === input.oldPassword)
          throw invalid('newPassword', 'PROFILE_NEW_PASSWORD_SAME');
        newHash = await hashPassword(input.newPassword);
      }

      // Check and re-encode the picture before changing anything, so a bad image changes nothing.
      let imagePath: string | undefined;
      if (input.image) {
        try {
          const processed = await processImage(input.image, {
            maxBytes: PROFILE_IMAGE_MAX_BYTES,
            resize: { width: 256, height: 256, fit: 'cover' },
          });
          imagePath = await files.savePublic('avatars', processed.extension, processed.data);
        } catch (error) {
          if (error instanceof ImageRejectedError) throw invalid('user_img', 'PROFILE_IMAGE_RULE');
          throw error;
        }
      }

      let replacedImagePath: string | null = null;
      try {
        await db.transaction(async (tx) => {
          if (imagePath) replacedImagePath = await users.replaceImagePath(tx, user.id, imagePath);
          if (newHash) {
            await users.setPasswordHash(tx, user.id, newHash);
            await deps.onPasswordChanged(tx, user.id, sessionId);
          }
        });
      } catch (error) {
        await files.removePublic(imagePath);
        throw error;
      }
      // The old picture is public: once replaced it must stop being served.
      if (imagePath) await files.removePublic(replacedImagePath).catch(() => undefined);

      return {
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        message: messageText('PROFILE_UPDATED'),
        code: 'PROFILE_UPDATED' as const,
        data: { user_img: publicFileUrl(imagePath ?? user.imagePath), passwordChanged: !!newHash },
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
