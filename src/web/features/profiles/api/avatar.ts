import type { OwnProfile } from '@shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { profileKeys } from './keys';

export function useUploadAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<OwnProfile>('/api/profiles/me/avatar', { method: 'POST', body });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export function useRemoveAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<OwnProfile>('/api/profiles/me/avatar', { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
