import type {
  AccountStanding,
  AdminAccountView,
  ApplySanctionInput,
  SanctionApplied,
} from '@shared/schemas/sanctions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useSession } from '@web/lib/session';

/*
 * Account states (decision 063). The standing lives under the notifications key, so the live
 * channel's `notifications` event (a state applied or lifted notifies the person) refreshes it.
 */
export const standingKey = ['notifications', 'account-standing'] as const;
const adminAccountKey = (userId: string) => ['admin', 'account', userId] as const;

/** The signed-in user's standing (nothing while signed out). */
export function useStanding() {
  const { user } = useSession();
  return useQuery({
    queryKey: standingKey,
    queryFn: () => api<AccountStanding>('/api/account/standing'),
    enabled: !!user,
    staleTime: 60_000,
  });
}

export function useAdminAccount(userId: string) {
  return useQuery({
    queryKey: adminAccountKey(userId),
    queryFn: () => api<AdminAccountView>(`/api/admin/users/${encodeURIComponent(userId)}/sanctions`),
    retry: false,
  });
}

export function useApplySanction(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplySanctionInput) =>
      api<SanctionApplied>(`/api/admin/users/${encodeURIComponent(userId)}/sanctions`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminAccountKey(userId) }),
  });
}

export function useLiftSanction(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<SanctionApplied>(`/api/admin/sanctions/${id}/lift`, { method: 'POST', body: { reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminAccountKey(userId) }),
  });
}
