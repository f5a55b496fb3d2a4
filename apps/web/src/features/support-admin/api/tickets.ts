import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminTicket,
  AdminTicketDetailResponse,
  AdminTicketListResponse,
  AdminTicketResponse,
} from '@kosh/contract/support';
import { apiRequest } from '@/lib/api-client';

export type { AdminCategory, AdminTicket };

/** Everything the help desk shows; an action or a live event refreshes all of it. */
export const SUPPORT_ADMIN_KEY = ['admin', 'support'] as const;

export const TICKETS_PAGE_SIZE = 25;

export type TicketStatusFilter = 'open' | 'closed' | 'all';

export interface TicketFilters {
  status: TicketStatusFilter;
  /** A category id, or '' for any. */
  category: string;
  /** '' anyone, 'me', 'none' (unassigned) or an admin's userId. */
  assignee: string;
  waiting: boolean;
  search: string;
  page: number;
}

/** The query string of GET admin/support/tickets for these filters. */
export function ticketsQuery(filters: TicketFilters): string {
  const query = new URLSearchParams({ status: filters.status });
  if (filters.category) query.set('category', filters.category);
  if (filters.assignee) query.set('assignee', filters.assignee);
  if (filters.waiting) query.set('unread', 'true');
  if (filters.search.trim()) query.set('search', filters.search.trim());
  query.set('page', String(filters.page));
  query.set('pageSize', String(TICKETS_PAGE_SIZE));
  return query.toString();
}

export const ticketsQueryOptions = (filters: TicketFilters) =>
  queryOptions({
    queryKey: [...SUPPORT_ADMIN_KEY, 'tickets', filters],
    queryFn: () =>
      apiRequest<AdminTicketListResponse>(`admin/support/tickets?${ticketsQuery(filters)}`, {
        auth: true,
      }),
    placeholderData: keepPreviousData,
  });

export const useTickets = (filters: TicketFilters) => useQuery(ticketsQueryOptions(filters));

export const useTicket = (Mid: string | null) =>
  useQuery({
    queryKey: [...SUPPORT_ADMIN_KEY, 'ticket', Mid],
    queryFn: () =>
      apiRequest<AdminTicketDetailResponse>(
        `admin/support/tickets/${encodeURIComponent(Mid ?? '')}`,
        { auth: true },
      ),
    enabled: Mid !== null,
  });

export interface SupportAdmin {
  userId: string;
  name: string;
}

export const useSupportAdmins = () =>
  useQuery({
    queryKey: [...SUPPORT_ADMIN_KEY, 'admins'],
    queryFn: async () =>
      (
        await apiRequest<{ data: SupportAdmin[] }>('admin/support/admins', {
          auth: true,
        })
      ).data,
    staleTime: 5 * 60_000,
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SUPPORT_ADMIN_KEY });
};

const ticketPath = (Mid: string, action: string) =>
  `admin/support/tickets/${encodeURIComponent(Mid)}/${action}`;

/** POST …/{Mid}/messages (multipart Msg, slipImage?). */
export const useReply = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ Mid, Msg, file }: { Mid: string; Msg: string; file: File | null }) => {
      const form = new FormData();
      form.set('Msg', Msg);
      if (file) form.set('slipImage', file);
      return apiRequest<AdminTicketResponse>(ticketPath(Mid, 'messages'), {
        method: 'POST',
        body: form,
        auth: true,
      });
    },
    onSettled: refresh,
  });
};

/** POST …/{Mid}/assign {assignee}; null unassigns. */
export const useAssign = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ Mid, assignee }: { Mid: string; assignee: string | null }) =>
      apiRequest<AdminTicketResponse>(ticketPath(Mid, 'assign'), {
        body: { assignee },
        auth: true,
      }),
    onSettled: refresh,
  });
};

/** POST …/{Mid}/status {isOpen}. */
export const useSetTicketOpen = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ Mid, isOpen }: { Mid: string; isOpen: boolean }) =>
      apiRequest<AdminTicketResponse>(ticketPath(Mid, 'status'), {
        body: { isOpen },
        auth: true,
      }),
    onSettled: refresh,
  });
};

interface CategoryAnswer {
  message: string;
  code?: string;
  data: AdminCategory;
}

export const useCategories = () =>
  useQuery({
    queryKey: [...SUPPORT_ADMIN_KEY, 'categories'],
    queryFn: async () =>
      (await apiRequest<{ data: AdminCategory[] }>('admin/support/categories', { auth: true }))
        .data,
  });

export const useCreateCategory = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { name: string; nameHi: string | null; receiver: string | null }) =>
      apiRequest<CategoryAnswer>('admin/support/categories', { body, auth: true }),
    onSettled: refresh,
  });
};

export const useUpdateCategory = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      name?: string;
      /** '' clears it. */
      nameHi?: string;
      receiver?: string | null;
      active?: boolean;
    }) =>
      apiRequest<CategoryAnswer>(`admin/support/categories/${id}`, {
        method: 'PATCH',
        body,
        auth: true,
      }),
    onSettled: refresh,
  });
};
