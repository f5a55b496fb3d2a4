import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PasskeyListResponse,
  PasskeyOptionsResponse,
  PasskeyResponse,
} from '@kosh/contract/passkeys';
import { apiRequest } from '@/lib/api-client';
import { createPasskey } from '@/lib/passkey-browser';

/** The customer's passkeys (docs/passkeys.md): listed, added with the PIN, renamed, removed. */
export const PASSKEYS_KEY = ['passkeys'] as const;

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: PASSKEYS_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest<PasskeyListResponse>('v1/me/passkeys', { auth: true, signal })).data
        .passkeys,
  });

export const usePasskeys = (enabled: boolean) => useQuery({ ...passkeysQueryOptions(), enabled });

/**
 * Adds a passkey: the PIN checked and the server's options, the browser's prompt (fingerprint,
 * face, screen lock), then the new credential under the customer's name for it.
 */
export async function addPasskey(pin: string, name: string) {
  const options = await apiRequest<PasskeyOptionsResponse>('v1/me/passkeys/registration-options', {
    auth: true,
    body: { pin },
  });
  const response = await createPasskey(options.data.options);
  return apiRequest<PasskeyResponse>('v1/me/passkeys', { auth: true, body: { name, response } });
}

export const renamePasskey = (id: string, name: string) =>
  apiRequest<PasskeyResponse>(`v1/me/passkeys/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    auth: true,
    body: { name },
  });

export const removePasskey = (id: string) =>
  apiRequest<{ message: string; code: string }>(`v1/me/passkeys/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
