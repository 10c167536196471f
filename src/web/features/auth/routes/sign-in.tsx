import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInInput, signInInput } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors, fieldA11y, formErrorMessage } from '@web/lib/form-errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSignIn, useVerifyBackupCode, useVerifyTotp } from '../api/auth-actions';
import { AuthCard, OrDivider } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { safeRedirect } from '../components/require-auth';

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const signIn = useSignIn();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInInput),
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const { errors } = form.formState;
  const email = fieldA11y(errors, 'email', 'email', t);
  const password = fieldA11y(errors, 'password', 'password', t);

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
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="email">{t('auth:signin.email')}</Label>
          <Input type="email" autoComplete="email" required {...email.props} {...form.register('email')} />
          <FieldError id={email.errorId} message={email.message} />
        </div>
        <div className="space-y-2">
          <div className="flex items-center justify-between">
            <Label htmlFor="password">{t('auth:signin.password')}</Label>
            <Link to="/forgot-password" className="text-sm text-primary hover:underline">
              {t('auth:signin.forgotPassword')}
            </Link>
          </div>
          <Input
            type="password"
            autoComplete="current-password"
            required
            {...password.props}
            {...form.register('password')}
          />
          <FieldError id={password.errorId} message={password.message} />
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="rememberMe"
            checked={form.watch('rememberMe')}
            onCheckedChange={(v) => form.setValue('rememberMe', v === true)}
          />
          <Label htmlFor="rememberMe">{t('auth:signin.rememberMe')}</Label>
        </div>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? t('auth:signin.submitting') : t('auth:signin.submit')}
        </Button>
        <FormError message={formErrorMessage(errors)} className="text-center" />
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth:signin.noAccount')}{' '}
        <Link to="/signup" className="font-medium text-primary hover:underline">
          {t('auth:signin.signupLink')}
        </Link>
      </p>
    </AuthCard>
  );
}

function TwoFactorStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyTotp();
  const verifyBackup = useVerifyBackupCode();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ready = useBackup ? code.trim().length >= 6 : code.length === 6;
  const pending = verify.isPending || verifyBackup.isPending;
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      if (useBackup) await verifyBackup.mutateAsync({ code: code.trim() });
      else await verify.mutateAsync({ code: code.trim() });
      onDone();
    } catch (err) {
      // The code stays as typed, with the reason under it.
      setError(errorMessage(err));
    }
  };
  const switchMode = () => {
    setUseBackup((v) => !v);
    setCode('');
    setError(null);
  };
  const codeProps = {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? 'code-error' : undefined,
  };
  return (
    <AuthCard
      title={t('auth:signin.twoFactorTitle')}
      description={useBackup ? t('auth:signin.backupHelp') : t('auth:signin.twoFactorHelp')}
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-2">
          {useBackup ? (
            <>
              <Label htmlFor="backup-code">{t('auth:signin.backupCode')}</Label>
              <Input
                id="backup-code"
                autoComplete="off"
                maxLength={32}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                {...codeProps}
              />
            </>
          ) : (
            <>
              <Label htmlFor="totp">{t('auth:signin.twoFactorCode')}</Label>
              <Input
                id="totp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                {...codeProps}
              />
            </>
          )}
          <FieldError id="code-error" message={error} />
        </div>
        <ReasonButton
          type="submit"
          className="w-full"
          pending={pending}
          reason={!ready && (useBackup ? t('auth:signin.needsBackupCode') : t('auth:signin.needsCode'))}
          reasonClassName="text-center"
        >
          {t('auth:signin.twoFactorSubmit')}
        </ReasonButton>
        <Button type="button" variant="link" className="w-full" onClick={switchMode}>
          {useBackup ? t('auth:signin.useTotp') : t('auth:signin.useBackup')}
        </Button>
      </form>
    </AuthCard>
  );
}
