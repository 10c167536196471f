import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInput } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { api } from '@web/lib/api';
import { applyServerErrors, fieldA11y, formErrorMessage } from '@web/lib/form-errors';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AuthCard } from '../components/auth-card';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<z.infer<typeof resetPasswordInput>>({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api('/api/auth/reset-password', {
        method: 'POST',
        body: { token: values.token, newPassword: values.newPassword },
      });
      toast.success(t('auth:reset.success'));
      navigate('/signin');
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  const newPassword = fieldA11y(errors, 'newPassword', 'newPassword', t);
  const confirmPassword = fieldA11y(errors, 'confirmPassword', 'confirmPassword', t);
  if (!token || params.get('error')) {
    return (
      <AuthCard title={t('auth:reset.newTitle')}>
        <p role="alert">{t('auth:reset.invalidLink')}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth:reset.newTitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="newPassword">{t('auth:reset.newPassword')}</Label>
          <Input
            type="password"
            autoComplete="new-password"
            {...newPassword.props}
            {...form.register('newPassword')}
          />
          <FieldError id={newPassword.errorId} message={newPassword.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirmPassword">{t('auth:reset.confirmPassword')}</Label>
          <Input
            type="password"
            autoComplete="new-password"
            {...confirmPassword.props}
            {...form.register('confirmPassword')}
          />
          <FieldError id={confirmPassword.errorId} message={confirmPassword.message} />
        </div>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {t('auth:reset.submit')}
        </Button>
        <FormError message={formErrorMessage(errors)} className="text-center" />
      </form>
    </AuthCard>
  );
}
