import { queryOptions } from '@tanstack/react-query';
import type {
  GetActiveCategoriesResponse,
  GetMessagesResponse,
  InsertMessageResponse,
  SupportUnreadResponse,
  ToggleIsOpenResponse,
} from '@kosh/contract/support';
import { apiRequest } from '@/lib/api-client';

export const SUPPORT_KEY = ['support'] as const;
export const TICKETS_KEY = [...SUPPORT_KEY, 'tickets'] as const;
export const UNREAD_KEY = [...SUPPORT_KEY, 'unread'] as const;
export const ticketKey = (Mid: string) => [...SUPPORT_KEY, 'ticket', Mid] as const;

/** POST admin/getActiveCategories {isActive: 1} (docs/product-2.md §7). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'categories'],
    queryFn: () =>
      apiRequest<GetActiveCategoriesResponse>('admin/getActiveCategories', {
        body: { isActive: 1 },
        auth: true,
      }).then((r) => r.data),
  });

export interface TicketFilters {
  /** -1 all, 1 open, 0 closed. */
  isOpen: '-1' | '1' | '0';
  /** yyyy-MM-dd or empty. */
  from: string;
  to: string;
}

/** GET admin/getMessages without Mid: the customer's tickets, newest first. */
export const ticketsQueryOptions = (filters: TicketFilters) =>
  queryOptions({
    queryKey: [...TICKETS_KEY, filters],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        FromDate: filters.from,
        ToDate: filters.to,
        isOpen: filters.isOpen,
      });
      return apiRequest<GetMessagesResponse>(`admin/getMessages?${query.toString()}`, {
        auth: true,
        signal,
      }).then((r) => r.data);
    },
  });

/** GET admin/getMessages?Mid=: one ticket's messages, oldest first (marks replies read). */
export const conversationQueryOptions = (Mid: string) =>
  queryOptions({
    queryKey: ticketKey(Mid),
    queryFn: ({ signal }) =>
      apiRequest<GetMessagesResponse>(
        `admin/getMessages?${new URLSearchParams({ Mid }).toString()}`,
        { auth: true, signal },
      ).then((r) => r.data),
    retry: false,
  });

export interface NewTicket {
  ReceiverId: string;
  Mtype: string;
  MsgSubject: string;
  Msg: string;
  file: File | null;
}

/** POST admin/insertMessage (multipart): a new ticket, or a reply with Mid. */
export function insertMessage(
  fields: { Mid?: string; ReceiverId?: string; Mtype?: string; MsgSubject?: string; Msg: string },
  file: File | null,
  idempotencyKey?: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  if (file) form.append('slipImage', file, file.name);
  return apiRequest<InsertMessageResponse>('admin/insertMessage', {
    body: form,
    auth: true,
    idempotencyKey,
  });
}

/** POST admin/toggleIsOpenField {Mid, isOpen}: isOpen is the value the ticket should take. */
export const toggleIsOpen = (Mid: string, isOpen: boolean) =>
  apiRequest<ToggleIsOpenResponse>('admin/toggleIsOpenField', {
    body: { Mid, isOpen },
    auth: true,
  });

/** GET /api/v1/support/unread: the badge's count. */
export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) =>
      apiRequest<SupportUnreadResponse>('v1/support/unread', { auth: true, signal }).then(
        (r) => r.data.tickets,
      ),
    staleTime: 30_000,
  });
