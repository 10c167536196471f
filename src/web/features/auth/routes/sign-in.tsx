import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BackupCodeInput,
  backupCodeInput,
  type SignInInput,
  signInInput,
  totpCodeInput,
} from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
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
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSignIn, useVerifyBackupCode, useVerifyTotp } from '../api/auth-actions';
import { AuthCard, OrDivider } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { safeRedirect } from '../components/require-auth';

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const redirect = safeRedirect(params.get('redirect'));
  const signIn = useSignIn();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInInput),
    defaultValues: { email: signedUpEmail(location.state), password: '', rememberMe: true },
  });

  const finish = () => {
    toast.success(t('auth:signin.success'));
    navigate(redirect, { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await signIn.mutateAsync(values);
      if (result.twoFactorRedirect) setNeedsCode(true);
      else finish();
    } catch (err) {
      // The spec's toast, and the same message by the button; what was typed stays.
      applyServerErrors(form, err);
      toast.error(t('auth:error.title'), { description: errorMessage(err) });
    }
  });

  if (needsCode) return <TwoFactorStep onDone={finish} />;

  return (
    <AuthCard title={t('auth:signin.title')} description={t('auth:signin.subtitle')}>
      <GoogleButton callbackPath={redirect} />
      <OrDivider label={t('auth:or')} />
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem id="email">
                <FormLabel>{t('auth:signin.email')}</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" required {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem id="password">
                <div className="flex items-center justify-between">
                  <FormLabel>{t('auth:signin.password')}</FormLabel>
                  <Link to="/forgot-password" className="text-sm text-primary hover:underline">
                    {t('auth:signin.forgotPassword')}
                  </Link>
                </div>
                <FormControl>
                  <Input type="password" autoComplete="current-password" required {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <FormItem id="rememberMe" className="flex items-center gap-2 space-y-0">
                <FormControl>
                  <Checkbox
                    ref={field.ref}
                    name={field.name}
                    checked={field.value}
                    onCheckedChange={(v) => field.onChange(v === true)}
                    onBlur={field.onBlur}
                  />
                </FormControl>
                <FormLabel>{t('auth:signin.rememberMe')}</FormLabel>
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? t('auth:signin.submitting') : t('auth:signin.submit')}
          </Button>
          <FormRootMessage className="text-center" />
        </form>
      </Form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth:signin.noAccount')}{' '}
        <Link to="/signup" className="font-medium text-primary hover:underline">
          {t('auth:signin.signupLink')}
        </Link>
      </p>
    </AuthCard>
  );
}

/** The address just signed up with, which the sign-up page hands over in the history entry's state. */
function signedUpEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** The second step of a sign-in with two-factor on: the authenticator's code, or a backup code. */
function TwoFactorStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [useBackup, setUseBackup] = useState(false);
  return (
    <AuthCard
      title={t('auth:signin.twoFactorTitle')}
      description={useBackup ? t('auth:signin.backupHelp') : t('auth:signin.twoFactorHelp')}
    >
      {/* A fresh form for each kind of code: switching empties the field and its message. */}
      <CodeForm key={String(useBackup)} backup={useBackup} onDone={onDone} />
      <Button type="button" variant="link" className="mt-4 w-full" onClick={() => setUseBackup((v) => !v)}>
        {useBackup ? t('auth:signin.useTotp') : t('auth:signin.useBackup')}
      </Button>
    </AuthCard>
  );
}

function CodeForm({ backup, onDone }: { backup: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyTotp();
  const verifyBackup = useVerifyBackupCode();
  const form = useForm<BackupCodeInput>({
    resolver: zodResolver(backup ? backupCodeInput : totpCodeInput),
    defaultValues: { code: '' },
  });
  const code = form.watch('code');
  const ready = backup ? code.trim().length >= 6 : code.length === 6;
  const pending = verify.isPending || verifyBackup.isPending;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (backup) await verifyBackup.mutateAsync(values);
      else await verify.mutateAsync(values);
      onDone();
    } catch (err) {
      // The code stays as typed, with the reason under it.
      applyServerErrors(form, err);
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem id={backup ? 'backup-code' : 'totp'}>
              <FormLabel>{backup ? t('auth:signin.backupCode') : t('auth:signin.twoFactorCode')}</FormLabel>
              <FormControl>
                {backup ? (
                  <Input autoComplete="off" maxLength={32} {...field} />
                ) : (
                  <Input
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    {...field}
                    onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
                  />
                )}
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <ReasonButton
          type="submit"
          className="w-full"
          pending={pending}
          reason={!ready && (backup ? t('auth:signin.needsBackupCode') : t('auth:signin.needsCode'))}
          reasonClassName="text-center"
        >
          {t('auth:signin.twoFactorSubmit')}
        </ReasonButton>
        <FormRootMessage className="text-center" />
      </form>
    </Form>
  );
}
