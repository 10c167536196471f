import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { type SignUpInput, signUpInput } from '@shared/schemas/auth';
import { LanguageSwitch } from '@web/components/language-switch';
import { Checkbox } from '@web/components/ui/checkbox';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
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
  const accepted = form.watch('acceptTerms');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...values, acceptTerms: true, language: currentLanguage() });
      // The spec's sentence, with where to look next. The same for a new address and one that already
      // has an account (whose owner the e-mail tells), so it does not reveal who has an account.
      toast.success(t('auth:signup.success'), {
        description: t('auth:signup.checkInbox', { email: values.email }),
      });
      // The address goes on in the history entry's state (not the address bar, so it is in no log
      // or referrer); the password never does.
      navigate('/signin', { state: { email: values.email } });
    } catch (err) {
      // Everything typed stays; the message stands by its field (or by the button) and in the toast.
      applyServerErrors(form, err);
      toast.error(t('auth:error.title'), { description: errorMessage(err) });
    }
  });

  const text = (
    name: 'name' | 'email' | 'password' | 'confirmPassword',
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem id={name}>
          <FormLabel>{t(`auth:signup.${name}`)}</FormLabel>
          <FormControl>
            <Input
              type={type}
              autoComplete={autoComplete}
              required
              minLength={type === 'password' ? PASSWORD_MIN_LENGTH : undefined}
              {...field}
            />
          </FormControl>
          {hint ? <FormDescription>{hint}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <AuthCard title={t('auth:signup.title')} description={t('auth:signup.subtitle')}>
      <LanguageSwitch className="mb-4 justify-center" />
      <GoogleButton />
      <OrDivider label={t('auth:or')} />
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {text('name', 'text', 'name', t('auth:signup.nameHelp'))}
          {text('email', 'email', 'email')}
          {text('password', 'password', 'new-password')}
          {text('confirmPassword', 'password', 'new-password')}
          <FormField
            control={form.control}
            name="acceptTerms"
            render={({ field }) => (
              <FormItem id="acceptTerms">
                <div className="flex items-start gap-2">
                  <FormControl>
                    <Checkbox
                      ref={field.ref}
                      name={field.name}
                      checked={field.value}
                      onCheckedChange={(v) => field.onChange(v === true)}
                      onBlur={field.onBlur}
                      className="mt-0.5"
                    />
                  </FormControl>
                  <FormLabel className="leading-snug">
                    {t('auth:signup.acceptTermsBefore')}{' '}
                    <Link to="/terms" target="_blank" className="text-primary underline underline-offset-2">
                      {t('auth:signup.termsLink')}
                    </Link>
                  </FormLabel>
                </div>
                <FormMessage />
              </FormItem>
            )}
          />
          <ReasonButton
            type="submit"
            className="w-full"
            pending={signUp.isPending}
            reason={!accepted && t('auth:signup.needsTerms')}
            reasonClassName="text-center"
          >
            {signUp.isPending ? t('auth:signup.submitting') : t('auth:signup.submit')}
          </ReasonButton>
          <FormRootMessage className="text-center" />
        </form>
      </Form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth:signup.haveAccount')}{' '}
        <Link to="/signin" className="font-medium text-primary hover:underline">
          {t('auth:signup.signinLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
