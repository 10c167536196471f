import type { AdminListQuery } from '@shared/schemas/admin';
import type {
  AdminReportPage,
  BlockList,
  BlockState,
  HiddenContentPage,
  HideableKind,
  ModerationHide,
  ReportInput,
  ReportListQuery,
  ReportReceipt,
} from '@shared/schemas/moderation';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useSession } from '@web/lib/session';

export const moderationKeys = {
  blocks: ['blocks'] as const,
  blockState: (userId: string) => ['blocks', 'state', userId] as const,
  reports: (q: Partial<ReportListQuery>) => ['admin', 'reports', q] as const,
  hidden: (q: Partial<AdminListQuery>) => ['admin', 'hidden', q] as const,
};

export function useReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => api<ReportReceipt>('/api/reports', { method: 'POST', body: input }),
  });
}

export const blocksQuery = queryOptions({
  queryKey: moderationKeys.blocks,
  queryFn: () => api<BlockList>('/api/blocks'),
});

export function useBlocks() {
  return useQuery(blocksQuery);
}

/** Between me and another user; nothing while signed out or for myself. */
export function useBlockState(userId: string | null | undefined) {
  const { user } = useSession();
  return useQuery({
    queryKey: moderationKeys.blockState(userId ?? ''),
    queryFn: () => api<BlockState>(`/api/blocks/${encodeURIComponent(userId!)}`),
    enabled: !!user && !!userId && user.id !== userId,
  });
}

export function useSetBlocked() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      api<BlockState>(`/api/blocks/${encodeURIComponent(userId)}`, { method: blocked ? 'PUT' : 'DELETE' }),
    onSuccess: (state, { userId }) => {
      qc.setQueryData(moderationKeys.blockState(userId), state);
      void qc.invalidateQueries({ queryKey: moderationKeys.blocks });
    },
  });
}

function search(params: Record<string, string | number | undefined>) {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
}

export function useAdminReports(q: Partial<ReportListQuery>) {
  return useQuery({
    queryKey: moderationKeys.reports(q),
    queryFn: () => api<AdminReportPage>(`/api/admin/reports${search(q)}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminHidden(q: Partial<AdminListQuery>) {
  return useQuery({
    queryKey: moderationKeys.hidden(q),
    queryFn: () => api<HiddenContentPage>(`/api/admin/hidden${search(q)}`),
    placeholderData: keepPreviousData,
  });
}

export function useResolveReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: string; action: 'dismiss' | 'hide'; note: string }) =>
      api<{ ok: true }>(`/api/admin/reports/${id}/${action}`, { method: 'POST', body: { note } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useSetHidden() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      id,
      hidden,
      note,
    }: {
      kind: HideableKind;
      id: string;
      hidden: boolean;
      note: string;
    }) =>
      api<ModerationHide | { ok: true }>(`/api/admin/content/${kind}/${id}/${hidden ? 'hide' : 'unhide'}`, {
        method: 'POST',
        body: { note },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
