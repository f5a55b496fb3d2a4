import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { FileStore } from '../../providers/files/file-store';
import type { PreparedFile } from './support-attachment-check';
import type { SupportMessagesRepository } from './support-messages.repository';
import type { Viewer } from './support-ticket-access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const attachmentNotFound = () => new AppError('NOT_FOUND', 'TICKET_ATTACHMENT_NOT_FOUND');

/** Tickets' files: stored through the file store beside a change, and served to who may see them. */
export function createSupportAttachmentsService(deps: {
  db: Db;
  files: FileStore;
  messages: SupportMessagesRepository;
}) {
  const { db, files, messages } = deps;
  return {
    /** Saves the file, runs the change, and removes the file again if the change fails. */
    async withFile<T>(
      file: PreparedFile | null,
      change: (key: string | null) => Promise<T>,
    ): Promise<T> {
      const key = file ? await files.savePrivate('support', file.extension, file.data) : null;
      try {
        return await change(key);
      } catch (error) {
        if (key) await files.removePrivate(key).catch(() => undefined);
        throw error;
      }
    },

    /** An attachment's bytes for the ticket's customer or an admin; anyone else: 404. */
    async serve(viewer: Viewer, id: string) {
      if (!UUID.test(id)) throw attachmentNotFound();
      const attachment =
        viewer.role === 'admin'
          ? await messages.findAttachmentForAgent(db, id)
          : await messages.findCustomerAttachment(db, viewer.userId, id);
      if (!attachment) throw attachmentNotFound();
      return {
        data: await files.readPrivate(attachment.storageKey),
        contentType: attachment.contentType,
        name: attachment.originalName,
      };
    },
  };
}

export type SupportAttachmentsService = ReturnType<typeof createSupportAttachmentsService>;
