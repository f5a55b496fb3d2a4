import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DueBillsResponse,
  ReminderSettings,
  ReminderSettingsResponse,
} from '@kosh/contract/reminders';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/me/reminders: whether bill reminders are on, and their window. */
export const getReminderSettings = (signal?: AbortSignal) =>
  apiRequest<ReminderSettingsResponse>('v1/me/reminders', { auth: true, signal });

export const REMINDER_SETTINGS_KEY = ['reminders', 'settings'] as const;

export const reminderSettingsQueryOptions = () =>
  queryOptions({
    queryKey: REMINDER_SETTINGS_KEY,
    queryFn: ({ signal }) => getReminderSettings(signal),
    select: (response) => response.data,
  });

export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());

/** PUT /api/v1/me/reminders: the answer is the settings as saved, kept as the query's data. */
export const saveReminderSettings = (settings: ReminderSettings) =>
  apiRequest<ReminderSettingsResponse>('v1/me/reminders', {
    method: 'PUT',
    body: settings,
    auth: true,
  });

export function useSaveReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (saved) => client.setQueryData(REMINDER_SETTINGS_KEY, saved),
  });
}

/** GET /api/v1/me/reminders/due: the bills the customer was reminded of, still to fall due. */
export const getDueBills = (signal?: AbortSignal) =>
  apiRequest<DueBillsResponse>('v1/me/reminders/due', { auth: true, signal });

export const useDueBills = () =>
  useQuery({
    queryKey: ['reminders', 'due'] as const,
    queryFn: ({ signal }) => getDueBills(signal),
    select: (response) => response.data,
  });
