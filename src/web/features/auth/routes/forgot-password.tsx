import { zodResolver } from '@hookform/resolvers/zod';
import { requestResetInput } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { api } from '@web/lib/api';
import { applyServerErrors, fieldA11y, formErrorMessage } from '@web/lib/form-errors';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm<z.infer<typeof requestResetInput>>({
    resolver: zodResolver(requestResetInput),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await api('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: '/reset-password' },
      });
      toast.success(t('auth:reset.requestSent'));
      form.reset();
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  const { errors } = form.formState;
  const email = fieldA11y(errors, 'email', 'email', t);
  return (
    <AuthCard title={t('auth:reset.requestTitle')} description={t('auth:reset.requestHelp')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="email">{t('auth:signin.email')}</Label>
          <Input type="email" autoComplete="email" {...email.props} {...form.register('email')} />
          <FieldError id={email.errorId} message={email.message} />
        </div>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {t('auth:reset.requestSubmit')}
        </Button>
        <FormError message={formErrorMessage(errors)} className="text-center" />
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/signin" className="text-primary hover:underline">
          {t('auth:signup.signinLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
