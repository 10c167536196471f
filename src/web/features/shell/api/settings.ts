import type { PreferenceSettingsPatch, PrivacySettingsPatch, UserSettings } from '@shared/schemas/settings';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const settingsQueryKey = ['settings'] as const;

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: () => api<UserSettings>('/api/settings'),
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}

function settingsSaved(qc: QueryClient, data: UserSettings) {
  qc.setQueryData(settingsQueryKey, data);
  // Visibility changes what listings and profiles show.
  void qc.invalidateQueries({
    predicate: (q) => q.queryKey[0] !== 'settings' && q.queryKey[0] !== 'session',
  });
}

function useSettingsPatch<T extends object>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: T) =>
      api<UserSettings>(path, { method: 'PATCH', body: patch as Record<string, unknown> }),
    onSuccess: (data) => settingsSaved(qc, data),
  });
}

/**
 * Saves preferences outside a form, as useUpdatePreferences does: the top bar's language switch
 * imports this module on demand, to keep it (and mutation hooks) out of the entry chunk.
 */
export async function savePreferences(qc: QueryClient, patch: PreferenceSettingsPatch) {
  settingsSaved(qc, await api<UserSettings>('/api/settings/preferences', { method: 'PATCH', body: patch }));
}

export function useUpdatePrivacy() {
  return useSettingsPatch<PrivacySettingsPatch>('/api/settings/privacy');
}

export function useUpdatePreferences() {
  return useSettingsPatch<PreferenceSettingsPatch>('/api/settings/preferences');
}
