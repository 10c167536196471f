import type { OwnProfile, UpdateProfileFormValues } from '@shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { profileKeys } from './keys';

/** Sends the form as typed (the server parses dollars and skills with the same schema). */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateProfileFormValues) =>
      api<OwnProfile>('/api/profiles/me', { method: 'PATCH', body: values as Record<string, unknown> }),
    onSuccess: () => qc.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
