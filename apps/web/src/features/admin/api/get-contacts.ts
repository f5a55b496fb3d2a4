import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactListResponseSchema } from '@kosh/contract/content';
import { apiRequest } from '@/lib/api-client';

export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

export const CONTACTS_PAGE_SIZE = 25;

/** GET admin/contacts?limit&offset — newest first; `page` counts from 1. */
export const getContacts = (page: number) =>
  apiRequest<ContactListResponse>(
    `admin/contacts?limit=${CONTACTS_PAGE_SIZE}&offset=${(page - 1) * CONTACTS_PAGE_SIZE}`,
    { auth: true },
  );

export const contactsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'contacts', page],
    queryFn: () => getContacts(page),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useContacts = (page: number) => useQuery(contactsQueryOptions(page));
