import { zodResolver } from '@hookform/resolvers/zod';
import { type PlatformDetailsInput, platformDetailsInput } from '@shared/schemas/admin';
import type { PlatformDetails } from '@shared/schemas/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
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
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { api } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AdminLayout } from '../components/admin-layout';

const FIELDS = ['legalName', 'address', 'taxOffice', 'taxId', 'email'] as const;

function PlatformForm({ details }: { details: PlatformDetails }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (input: PlatformDetailsInput) =>
      api<PlatformDetails>('/api/admin/platform-details', { method: 'PUT', body: input }),
    onSuccess: (saved) => qc.setQueryData(['admin', 'platform-details'], saved),
  });
  const form = useForm<PlatformDetailsInput>({
    resolver: zodResolver(platformDetailsInput),
    defaultValues: {
      legalName: details.legalName,
      address: details.address,
      taxOffice: details.taxOffice,
      taxId: details.taxId,
      email: details.email,
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('admin:platform.saved'));
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {FIELDS.map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t(`admin:platform.${name}`)}</FormLabel>
                <FormControl>
                  {name === 'address' ? (
                    <Textarea rows={3} {...field} />
                  ) : (
                    <Input type={name === 'email' ? 'email' : 'text'} {...field} />
                  )}
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('admin:platform.save')}
        </Button>
        <FormRootMessage />
      </form>
    </Form>
  );
}

/** /admin/platform: the platform's details printed on every receipt (decision 115). */
export function AdminPlatformPage() {
  const { t } = useTranslation();
  const details = useQuery({
    queryKey: ['admin', 'platform-details'],
    queryFn: () => api<PlatformDetails>('/api/admin/platform-details'),
  });
  return (
    <AdminLayout title={t('admin:platform.title')}>
      <Card>
        <CardHeader>
          <CardTitle>{details.data?.siteName ?? t('admin:platform.title')}</CardTitle>
          <CardDescription>{t('admin:platform.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {details.data ? (
            <PlatformForm details={details.data} />
          ) : (
            <Spinner label={t('admin:platform.title')} />
          )}
        </CardContent>
      </Card>
    </AdminLayout>
  );
}
