import type {
  AuthRedirectResult,
  SignInInput,
  SignInResult,
  SignUpInput,
  SignUpResult,
} from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sessionQueryKey } from '@web/lib/session';

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api<SignInResult>('/api/auth/sign-in/email', {
        method: 'POST',
        body: input,
      }),
    onSuccess: async (data) => {
      if (!data.twoFactorRedirect) await qc.invalidateQueries();
    },
  });
}

export function useVerifyTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; trustDevice?: boolean }) =>
      api('/api/auth/two-factor/verify-totp', { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries(),
  });
}

export function useVerifyBackupCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string }) =>
      api('/api/auth/two-factor/verify-backup-code', { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries(),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      api<SignUpResult>('/api/auth/sign-up/email', { method: 'POST', body: input }),
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: async () => {
      qc.setQueryData(sessionQueryKey, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'site-config' });
    },
  });
}

/** Starts Google sign-in; resolves false when Google is not configured on the server. */
export async function startGoogleSignIn(callbackPath = '/'): Promise<boolean> {
  try {
    const res = await api<AuthRedirectResult>('/api/auth/sign-in/social', {
      method: 'POST',
      body: { provider: 'google', callbackURL: callbackPath },
    });
    if (!res.url) return false;
    window.location.assign(res.url);
    return true;
  } catch {
    return false;
  }
}
