import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { type SignUpInput, signUpInput } from '@shared/schemas/auth';
import { LanguageSwitch } from '@web/components/language-switch';
import { Checkbox } from '@web/components/ui/checkbox';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors, fieldA11y, formErrorMessage } from '@web/lib/form-errors';
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
      // Everything typed stays; the message stands by its field (or by the button) and in the toast.
      applyServerErrors(form, err);
      toast.error(t('auth:error.title'), { description: errorMessage(err) });
    }
  });

  const field = (
    name: 'name' | 'email' | 'password' | 'confirmPassword',
    type: string,
    autoComplete: string,
    hint?: string,
  ) => {
    const a11y = fieldA11y(errors, name, name, t, hint ? `${name}-hint` : undefined);
    return (
      <div className="space-y-2">
        <Label htmlFor={name}>{t(`auth:signup.${name}`)}</Label>
        <Input
          type={type}
          autoComplete={autoComplete}
          required
          minLength={type === 'password' ? PASSWORD_MIN_LENGTH : undefined}
          {...a11y.props}
          {...form.register(name)}
        />
        {hint && (
          <p id={`${name}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        <FieldError id={a11y.errorId} message={a11y.message} />
      </div>
    );
  };

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
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'acceptTerms-error' : undefined}
            className="mt-0.5"
          />
          <Label htmlFor="acceptTerms" className="leading-snug">
            {t('auth:signup.acceptTermsBefore')}{' '}
            <Link to="/terms" target="_blank" className="text-primary underline underline-offset-2">
              {t('auth:signup.termsLink')}
            </Link>
          </Label>
        </div>
        <FieldError id="acceptTerms-error" message={errors.acceptTerms?.message} />
        <ReasonButton
          type="submit"
          className="w-full"
          pending={signUp.isPending}
          reason={!accepted && t('auth:signup.needsTerms')}
          reasonClassName="text-center"
        >
          {signUp.isPending ? t('auth:signup.submitting') : t('auth:signup.submit')}
        </ReasonButton>
        <FormError message={formErrorMessage(errors)} className="text-center" />
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
