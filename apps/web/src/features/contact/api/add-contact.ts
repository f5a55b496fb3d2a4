import { useMutation } from '@tanstack/react-query';
import type { AddContactRequest } from '@kosh/contract/content';
import type { MessageResponse } from '@kosh/contract/common/envelope';
import { apiRequest } from '@/lib/api-client';

/** POST contact/addContact (docs/product-2.md §7); a signed-in customer's message carries the token. */
export const addContact = (body: AddContactRequest) =>
  apiRequest<MessageResponse>('contact/addContact', { body, auth: true });

export const useAddContact = () => useMutation({ mutationFn: addContact });
