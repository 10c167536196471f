import { zodResolver } from '@hookform/resolvers/zod';
import { requestResetInput } from '@shared/schemas/auth';
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
  return (
    <AuthCard title={t('auth:reset.requestTitle')} description={t('auth:reset.requestHelp')}>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem id="email">
                <FormLabel>{t('auth:signin.email')}</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {t('auth:reset.requestSubmit')}
          </Button>
          <FormRootMessage className="text-center" />
        </form>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/signin" className="text-primary hover:underline">
          {t('auth:signup.signinLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
