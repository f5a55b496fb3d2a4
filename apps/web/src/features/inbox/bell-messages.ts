import { defineMessages } from '@/lib/i18n/i18n';

/** The header bell's words, on their own: every signed-in page draws the bell, few open the inbox. */
export const bellEn = {
  bell: 'Inbox',
  bellUnread: 'Inbox, {n} unread',
};

export const bellHi: typeof bellEn = {
  bell: 'इनबॉक्स',
  bellUnread: 'इनबॉक्स, {n} अपठित',
};

export const useBellT = defineMessages(bellEn, bellHi);
