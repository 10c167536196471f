import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInput } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
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
import { api } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
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
  if (!token || params.get('error')) {
    return (
      <AuthCard title={t('auth:reset.newTitle')}>
        <p role="alert">{t('auth:reset.invalidLink')}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth:reset.newTitle')}>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {(['newPassword', 'confirmPassword'] as const).map((name) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem id={name}>
                  <FormLabel>{t(`auth:reset.${name}`)}</FormLabel>
                  <FormControl>
                    <Input type="password" autoComplete="new-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {t('auth:reset.submit')}
          </Button>
          <FormRootMessage className="text-center" />
        </form>
      </Form>
    </AuthCard>
  );
}
