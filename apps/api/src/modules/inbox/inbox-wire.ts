import type { InboxEntry, InboxListEntry } from '@kosh/contract/inbox';
import type { InboxEntryRow } from './inbox.tables';

/** An entry as the app reads it (the list and the live channel alike). */
export function toInboxEntry(row: InboxEntryRow): InboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    title: row.titleEn === null ? null : { en: row.titleEn, hi: row.titleHi ?? row.titleEn },
    body: { en: row.bodyEn, hi: row.bodyHi },
    link: row.linkKind === null ? null : { kind: row.linkKind, id: row.linkId },
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const toInboxListEntry = (row: InboxEntryRow): InboxListEntry => ({
  ...toInboxEntry(row),
  cursor: String(row.seq),
});
