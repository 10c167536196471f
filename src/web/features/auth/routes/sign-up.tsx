import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { type SignUpInput, signUpInput } from '@shared/schemas/auth';
import { LanguageSwitch } from '@web/components/language-switch';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSignUp } from '../api/auth-actions';
import { AuthCard, OrDivider } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';

type SignUpForm = Omit<SignUpInput, 'acceptTerms'> & { acceptTerms: boolean };

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpInput) as never,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const { errors } = form.formState;
  const accepted = form.watch('acceptTerms');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...values, acceptTerms: true, language: currentLanguage() });
      // The answer is the same whether the address was new or already had an account; the e-mail
      // tells its owner which (so the page never reveals who has an account).
      // The spec's sentence, with where to look next. The same for a new address and one that already
      // has an account (whose owner the e-mail tells), so it does not reveal who has an account.
      toast.success(t('auth:signup.success'), {
        description: t('auth:signup.checkInbox', { email: values.email }),
      });
      navigate('/signin');
    } catch (err) {
      toast.error(t('auth:error.title'), { description: errorMessage(err) });
    }
  });

  const field = (
    name: 'name' | 'email' | 'password' | 'confirmPassword',
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <div className="space-y-2">
      <Label htmlFor={name}>{t(`auth:signup.${name}`)}</Label>
      <Input
        id={name}
        type={type}
        autoComplete={autoComplete}
        required
        minLength={type === 'password' ? PASSWORD_MIN_LENGTH : undefined}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={
          [hint ? `${name}-hint` : '', errors[name] ? `${name}-error` : ''].filter(Boolean).join(' ') ||
          undefined
        }
        {...form.register(name)}
      />
      {hint && (
        <p id={`${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${name}-error`} message={errors[name]?.message && t(errors[name].message)} />
    </div>
  );

  return (
    <AuthCard title={t('auth:signup.title')} description={t('auth:signup.subtitle')}>
      <LanguageSwitch className="mb-4 justify-center" />
      <GoogleButton />
      <OrDivider label={t('auth:or')} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {field('name', 'text', 'name', t('auth:signup.nameHelp'))}
        {field('email', 'email', 'email')}
        {field('password', 'password', 'new-password')}
        {field('confirmPassword', 'password', 'new-password')}
        <div className="flex items-start gap-2">
          <Checkbox
            id="acceptTerms"
            checked={accepted}
            onCheckedChange={(v) => form.setValue('acceptTerms', v === true)}
            className="mt-0.5"
          />
          <Label htmlFor="acceptTerms" className="leading-snug">
            {t('auth:signup.acceptTermsBefore')}{' '}
            <Link to="/terms" target="_blank" className="text-primary hover:underline">
              {t('auth:signup.termsLink')}
            </Link>
          </Label>
        </div>
        <Button type="submit" className="w-full" disabled={!accepted || signUp.isPending}>
          {signUp.isPending ? t('auth:signup.submitting') : t('auth:signup.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth:signup.haveAccount')}{' '}
        <Link to="/signin" className="font-medium text-primary hover:underline">
          {t('auth:signup.signinLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
