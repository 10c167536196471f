import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@shared/format';
import type { AuthRedirectResult, TotpEnableResult } from '@shared/schemas/auth';
import { type ChangePasswordInput, changePasswordInput } from '@shared/schemas/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { api, errorMessage } from '@web/lib/api';
import { applyServerErrors, fieldA11y, formErrorMessage } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { sessionQueryKey, useSession } from '@web/lib/session';
import { useSiteConfig } from '@web/lib/site-config';
import QRCode from 'qrcode';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api('/api/auth/change-password', { method: 'POST', body: values });
      toast.success(t('security:password.success'));
      form.reset();
    } catch (err) {
      // A wrong current password is shown under that field; nothing typed is cleared.
      applyServerErrors(form, err);
    }
  });
  const row = (name: keyof ChangePasswordInput, autoComplete: string) => {
    const a11y = fieldA11y(errors, name, name, t);
    return (
      <div className="space-y-2">
        <Label htmlFor={name}>{t(`security:password.${name}`)}</Label>
        <Input type="password" autoComplete={autoComplete} {...a11y.props} {...form.register(name)} />
        <FieldError id={a11y.errorId} message={a11y.message} />
      </div>
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('security:password.title')}</CardTitle>
        <CardDescription>{t('security:password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {row('currentPassword', 'current-password')}
          {row('newPassword', 'new-password')}
          {row('confirmPassword', 'new-password')}
          <Button type="submit" disabled={isSubmitting}>
            {t('security:password.submit')}
          </Button>
          <FormError message={formErrorMessage(errors)} />
        </form>
      </CardContent>
    </Card>
  );
}

export function TwoFactorCard() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { user } = useSession();
  const enabled = Boolean(user?.twoFactorEnabled);
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<{ qr: string; uri: string; backupCodes: string[] } | null>(null);
  const [code, setCode] = useState('');
  // A refused password or code is shown under its field; what was typed stays.
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const start = useMutation({
    mutationFn: () =>
      api<TotpEnableResult>('/api/auth/two-factor/enable', {
        method: 'POST',
        body: { password },
      }),
    onSuccess: async (data) => {
      setSetup({
        qr: await QRCode.toDataURL(data.totpURI),
        uri: data.totpURI,
        backupCodes: data.backupCodes,
      });
      setPassword('');
      setPasswordError(null);
    },
    onError: (err) => setPasswordError(errorMessage(err)),
  });
  const confirm = useMutation({
    mutationFn: () => api('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } }),
    onSuccess: async () => {
      toast.success(t('security:twoFactor.enabledToast'));
      setSetup(null);
      setCode('');
      setCodeError(null);
      await qc.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (err) => setCodeError(errorMessage(err)),
  });
  const disable = useMutation({
    mutationFn: () => api('/api/auth/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: async () => {
      toast.success(t('security:twoFactor.disabledToast'));
      setPassword('');
      setPasswordError(null);
      await qc.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (err) => setPasswordError(errorMessage(err)),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('security:twoFactor.title')}</CardTitle>
        <CardDescription>
          {enabled ? t('security:twoFactor.statusOn') : t('security:twoFactor.statusOff')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {setup ? (
          <div className="space-y-4">
            <p className="text-sm">{t('security:twoFactor.scan')}</p>
            <img src={setup.qr} alt={t('security:twoFactor.qrAlt')} className="size-48 rounded border" />
            <p className="break-all font-mono text-xs text-muted-foreground">{setup.uri}</p>
            <BackupCodes codes={setup.backupCodes} />
            <div className="space-y-2">
              <Label htmlFor="totp-confirm">{t('security:twoFactor.code')}</Label>
              <Input
                id="totp-confirm"
                inputMode="numeric"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? 'totp-confirm-error' : undefined}
              />
              <FieldError id="totp-confirm-error" message={codeError} />
            </div>
            <ReasonButton
              onClick={() => confirm.mutate()}
              pending={confirm.isPending}
              reason={code.length !== 6 && t('security:twoFactor.needsCode')}
            >
              {t('security:twoFactor.confirm')}
            </ReasonButton>
          </div>
        ) : (
          <div className="space-y-2">
            <Label htmlFor="tf-password">{t('security:twoFactor.password')}</Label>
            <Input
              id="tf-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? 'tf-password-error' : undefined}
            />
            <FieldError id="tf-password-error" message={passwordError} />
            {enabled ? (
              <ReasonButton
                variant="destructive"
                onClick={() => disable.mutate()}
                pending={disable.isPending}
                reason={!password && t('security:twoFactor.needsPassword')}
              >
                {t('security:twoFactor.disable')}
              </ReasonButton>
            ) : (
              <ReasonButton
                onClick={() => start.mutate()}
                pending={start.isPending}
                reason={!password && t('security:twoFactor.needsPassword')}
              >
                {t('security:twoFactor.enable')}
              </ReasonButton>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The backup codes, shown once while turning two-factor on, with copy and download. */
function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const text = `${t('security:twoFactor.backupFileTitle')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('security:twoFactor.copied'));
    } catch {
      toast.error(t('security:twoFactor.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'marketplace-backup-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="rounded-md border p-3">
      <p className="text-sm font-medium">{t('security:twoFactor.backupCodes')}</p>
      <p className="text-sm text-muted-foreground">{t('security:twoFactor.backupOnce')}</p>
      <ul
        aria-label={t('security:twoFactor.backupCodes')}
        className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {t('security:twoFactor.copy')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          {t('security:twoFactor.download')}
        </Button>
      </div>
    </div>
  );
}

interface LinkedAccount {
  id: string;
  providerId: string;
  createdAt: string;
}

export function LinkedAccountsCard() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { data: config } = useSiteConfig();
  const accounts = useQuery({
    queryKey: ['linked-accounts'],
    queryFn: () => api<LinkedAccount[]>('/api/auth/list-accounts'),
  });
  const unlink = useMutation({
    mutationFn: (providerId: string) =>
      api('/api/auth/unlink-account', { method: 'POST', body: { providerId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['linked-accounts'] }),
    onError: (err) => toast.error(t('auth:error.title'), { description: errorMessage(err) }),
  });
  const linkGoogle = async () => {
    try {
      const res = await api<AuthRedirectResult>('/api/auth/link-social', {
        method: 'POST',
        body: { provider: 'google', callbackURL: '/account-settings' },
      });
      if (res.url) window.location.assign(res.url);
    } catch (err) {
      toast.error(t('auth:error.title'), { description: errorMessage(err) });
    }
  };
  const list = accounts.data ?? [];
  const hasGoogle = list.some((a) => a.providerId === 'google');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('security:linked.title')}</CardTitle>
        <CardDescription>{t('security:linked.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {list.map((account) => (
            <li key={account.id} className="flex items-center justify-between py-3">
              <div>
                <p className="font-medium">
                  {t(
                    `security:linked.providers.${account.providerId === 'google' ? 'google' : 'credential'}`,
                  )}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('security:linked.since', { date: formatDate(account.createdAt, currentLanguage()) })}
                </p>
              </div>
              <div className="flex flex-col items-end gap-1 text-right">
                <ReasonButton
                  variant="outline"
                  size="sm"
                  pending={unlink.isPending}
                  reason={list.length < 2 && t('security:linked.lastOne')}
                  onClick={() => unlink.mutate(account.providerId)}
                >
                  {t('security:linked.unlink')}
                </ReasonButton>
              </div>
            </li>
          ))}
        </ul>
        {config?.googleEnabled && !hasGoogle ? (
          <Button variant="outline" className="mt-4" onClick={linkGoogle}>
            {t('security:linked.linkGoogle')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
