import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@shared/format';
import {
  type AuthRedirectResult,
  type ChangePasswordInput,
  changePasswordInput,
  type TotpCodeInput,
  type TotpEnableResult,
  type TwoFactorPasswordInput,
  totpCodeInput,
  twoFactorPasswordInput,
} from '@shared/schemas/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { api, errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
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
  const { isSubmitting } = form.formState;
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
  const row = (name: keyof ChangePasswordInput, autoComplete: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem id={name}>
          <FormLabel>{t(`security:password.${name}`)}</FormLabel>
          <FormControl>
            <Input type="password" autoComplete={autoComplete} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('security:password.title')}</CardTitle>
        <CardDescription>{t('security:password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {row('currentPassword', 'current-password')}
            {row('newPassword', 'new-password')}
            {row('confirmPassword', 'new-password')}
            <Button type="submit" disabled={isSubmitting}>
              {t('security:password.submit')}
            </Button>
            <FormRootMessage />
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

export function TwoFactorCard() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { user } = useSession();
  const enabled = Boolean(user?.twoFactorEnabled);
  const [setup, setSetup] = useState<{ qr: string; uri: string; backupCodes: string[] } | null>(null);
  // A refused password or code is shown under its field; what was typed stays.
  const passwordForm = useForm<TwoFactorPasswordInput>({
    resolver: zodResolver(twoFactorPasswordInput),
    defaultValues: { password: '' },
  });
  const codeForm = useForm<TotpCodeInput>({
    resolver: zodResolver(totpCodeInput),
    defaultValues: { code: '' },
  });
  const password = passwordForm.watch('password');
  const code = codeForm.watch('code');

  const start = useMutation({
    mutationFn: (body: TwoFactorPasswordInput) =>
      api<TotpEnableResult>('/api/auth/two-factor/enable', { method: 'POST', body }),
    onSuccess: async (data) => {
      setSetup({
        qr: await QRCode.toDataURL(data.totpURI),
        uri: data.totpURI,
        backupCodes: data.backupCodes,
      });
      passwordForm.reset();
    },
    onError: (err) => applyServerErrors(passwordForm, err),
  });
  const confirm = useMutation({
    mutationFn: (body: TotpCodeInput) => api('/api/auth/two-factor/verify-totp', { method: 'POST', body }),
    onSuccess: async () => {
      toast.success(t('security:twoFactor.enabledToast'));
      setSetup(null);
      codeForm.reset();
      await qc.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (err) => applyServerErrors(codeForm, err),
  });
  const disable = useMutation({
    mutationFn: (body: TwoFactorPasswordInput) =>
      api('/api/auth/two-factor/disable', { method: 'POST', body }),
    onSuccess: async () => {
      toast.success(t('security:twoFactor.disabledToast'));
      passwordForm.reset();
      await qc.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (err) => applyServerErrors(passwordForm, err),
  });
  const onPassword = passwordForm.handleSubmit(async (values) => {
    await (enabled ? disable : start).mutateAsync(values).catch(() => undefined);
  });
  const onCode = codeForm.handleSubmit(async (values) => {
    await confirm.mutateAsync(values).catch(() => undefined);
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
            <Form {...codeForm}>
              <form onSubmit={onCode} noValidate className="space-y-4">
                <FormField
                  control={codeForm.control}
                  name="code"
                  render={({ field }) => (
                    <FormItem id="totp-confirm">
                      <FormLabel>{t('security:twoFactor.code')}</FormLabel>
                      <FormControl>
                        <Input
                          inputMode="numeric"
                          autoComplete="one-time-code"
                          maxLength={6}
                          {...field}
                          onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <ReasonButton
                  type="submit"
                  pending={confirm.isPending}
                  reason={code.length !== 6 && t('security:twoFactor.needsCode')}
                >
                  {t('security:twoFactor.confirm')}
                </ReasonButton>
                <FormRootMessage />
              </form>
            </Form>
          </div>
        ) : (
          <Form {...passwordForm}>
            <form onSubmit={onPassword} noValidate className="space-y-2">
              <FormField
                control={passwordForm.control}
                name="password"
                render={({ field }) => (
                  <FormItem id="tf-password">
                    <FormLabel>{t('security:twoFactor.password')}</FormLabel>
                    <FormControl>
                      <Input type="password" autoComplete="current-password" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <ReasonButton
                type="submit"
                variant={enabled ? 'destructive' : 'default'}
                pending={start.isPending || disable.isPending}
                reason={!password && t('security:twoFactor.needsPassword')}
              >
                {enabled ? t('security:twoFactor.disable') : t('security:twoFactor.enable')}
              </ReasonButton>
              <FormRootMessage />
            </form>
          </Form>
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
