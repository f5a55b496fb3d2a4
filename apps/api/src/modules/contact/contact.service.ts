import type { AddContactRequest, ContactMessage, SupportLine } from '@kosh/contract/content';
import type { Db } from '../../db/client';
import type { ContactRepository } from './contact.repository';

import { messageText } from '@kosh/contract/messages/catalogue';

export const CONTACT_THANKS = messageText('CONTACT_THANKS');

export function createContactService(deps: {
  db: Db;
  repo: ContactRepository;
  /** The customer-care line (config SUPPORT_PHONE, SUPPORT_HOURS). */
  supportLine: SupportLine;
}) {
  return {
    supportLine() {
      return { result: true as const, success: true as const, data: deps.supportLine };
    },

    async add(input: AddContactRequest, from: { ip: string; userId: string | null }) {
      await deps.repo.insert(deps.db, {
        name: input.name,
        email: input.email,
        mobile: input.mobileNumber,
        message: input.Message,
        userId: from.userId,
        ip: from.ip,
      });
      return { result: true as const, success: true as const, message: CONTACT_THANKS };
    },

    async list(page: {
      limit: number;
      offset: number;
    }): Promise<{ data: ContactMessage[]; total: number }> {
      const { rows, total } = await deps.repo.list(deps.db, page);
      return {
        total,
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          mobileNumber: r.mobile,
          Message: r.message,
          userId: r.userPublicId,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
