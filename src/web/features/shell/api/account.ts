import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api';
import i18n, { currentLanguage } from '@web/lib/i18n';
import { sessionQueryKey } from '@web/lib/session';
import { useCallback } from 'react';

/** Fetches the JSON export and saves it under the file name the server gives. */
export async function downloadMyData(): Promise<void> {
  const res = await fetch('/api/settings/export', {
    credentials: 'same-origin',
    headers: { 'accept-language': currentLanguage() },
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    throw new ApiError(
      res.status,
      data?.error?.code ?? 'HTTP_ERROR',
      data?.error?.message ?? i18n.t('common:error.generic'),
    );
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      api<void>('/api/settings/delete-account', { method: 'POST', body: { password } }),
  });
}

/** Forgets the signed-in user's cached data (after the account is gone). */
export function useForgetSession() {
  const qc = useQueryClient();
  return useCallback(() => {
    qc.setQueryData(sessionQueryKey, null);
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'site-config' });
  }, [qc]);
}
