import type {
  AdminContactMessage,
  AdminContactPage,
  AdminOverview,
  AdminPayout,
  AdminPayoutQueue,
  AdminUserDetail,
  AdminUserPage,
  AuditPage,
} from '@shared/schemas/admin';
import type { ContactStatus } from '@shared/schemas/contact';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** `?q=&page=` as the API reads it (empty search left out). */
function listPath(base: string, q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: () => api<AdminOverview>('/api/admin/overview'),
  });
}

export function usePayoutQueue(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'payouts', q, page],
    queryFn: () => api<AdminPayoutQueue>(listPath('/api/admin/payouts', q, page)),
    placeholderData: keepPreviousData,
  });
}

export function useDecidePayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: string; decision: 'paid'; reference?: string }
        | { id: string; decision: 'reject'; reason: string },
    ) =>
      api<AdminPayout>(`/api/admin/payouts/${input.id}/${input.decision}`, {
        method: 'POST',
        body:
          input.decision === 'paid' ? { reference: input.reference || undefined } : { reason: input.reason },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'users', q, page],
    queryFn: () => api<AdminUserPage>(listPath('/api/admin/users', q, page)),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => api<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`),
  });
}

export function useSetAdminRole(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (admin: boolean) =>
      api<{ admin: boolean }>(`/api/admin/users/${encodeURIComponent(id)}/admin`, {
        method: admin ? 'PUT' : 'DELETE',
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useAuditLog(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'audit', q, page],
    queryFn: () => api<AuditPage>(listPath('/api/admin/audit', q, page)),
    placeholderData: keepPreviousData,
  });
}

/* ------------------------------------------------------- contact messages */

export function useContactMessages(status: ContactStatus, q: string, page: number) {
  const params = new URLSearchParams();
  if (status !== 'open') params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return useQuery({
    queryKey: ['admin', 'contact-messages', status, q, page],
    queryFn: () => api<AdminContactPage>(`/api/admin/contact-messages${query ? `?${query}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

export function useMarkContactAnswered() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<AdminContactMessage>(`/api/admin/contact-messages/${encodeURIComponent(id)}/answered`, {
        method: 'POST',
      }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['admin', 'contact-messages'] });
      void qc.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}
