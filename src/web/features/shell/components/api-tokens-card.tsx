import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@shared/format';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  API_TOKENS_MAX,
  type CreateApiTokenInput,
  createApiTokenInput,
} from '@shared/schemas/api-tokens';
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
import { LazySelect } from '@web/components/ui/lazy-select';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';

/** Personal API tokens: list, create (name, access, expiry), the new token shown once, revoke. */
export function ApiTokensCard() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [shown, setShown] = useState<string | null>(null);
  const form = useForm<CreateApiTokenInput>({
    resolver: zodResolver(createApiTokenInput),
    defaultValues: { name: '', scope: 'read', expiresInDays: 30 },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      setShown(created.token);
      form.reset();
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  const copy = async () => {
    if (!shown) return;
    await navigator.clipboard.writeText(shown);
    toast.success(t('settings:tokens.copied'));
  };
  const onRevoke = async (id: string, name: string) => {
    if (!window.confirm(`${t('settings:tokens.revokeTitle', { name })}\n${t('settings:tokens.revokeText')}`))
      return;
    try {
      await revoke.mutateAsync(id);
      toast.success(t('settings:tokens.revoked'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const items = tokens.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings:tokens.title')}</CardTitle>
        <CardDescription>{t('settings:tokens.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {tokens.data ? (
          <p className="text-sm text-muted-foreground">
            {t('settings:tokens.limits', { max: API_TOKENS_MAX, perMinute: tokens.data.perMinute })}
          </p>
        ) : null}
        {shown ? (
          <div className="space-y-2 rounded-md border p-3" role="status">
            <p className="text-sm font-medium">{t('settings:tokens.created')}</p>
            <code className="block break-all rounded bg-muted p-2 text-sm">{shown}</code>
            <div className="flex gap-2">
              <Button size="sm" onClick={copy}>
                {t('settings:tokens.copy')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setShown(null)}>
                {t('settings:tokens.done')}
              </Button>
            </div>
          </div>
        ) : null}
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-3">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem id="token-name" className="sm:col-span-3">
                  <FormLabel>{t('settings:tokens.name')}</FormLabel>
                  <FormControl>
                    <Input
                      maxLength={API_TOKEN_NAME_MAX}
                      placeholder={t('settings:tokens.namePlaceholder')}
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="scope"
              render={({ field }) => (
                <FormItem id="token-scope">
                  <FormLabel>{t('settings:tokens.scope')}</FormLabel>
                  <FormControl>
                    <LazySelect
                      id="token-scope"
                      value={field.value}
                      onValueChange={field.onChange}
                      options={API_TOKEN_SCOPES.map((s) => ({
                        value: s,
                        label: t(`settings:tokens.scopes.${s}`),
                      }))}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="expiresInDays"
              render={({ field }) => (
                <FormItem id="token-expiry">
                  <FormLabel>{t('settings:tokens.expiry')}</FormLabel>
                  <FormControl>
                    <LazySelect
                      id="token-expiry"
                      value={String(field.value)}
                      onValueChange={(v) => field.onChange(Number(v))}
                      options={API_TOKEN_EXPIRY_DAYS.map((d) => ({
                        value: String(d),
                        label: t('settings:tokens.days', { count: d }),
                      }))}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex items-end">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('settings:tokens.creating') : t('settings:tokens.create')}
              </Button>
            </div>
            <FormRootMessage />
          </form>
        </Form>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('settings:tokens.empty')}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {items.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium">{token.name}</p>
                  <p className="text-xs text-muted-foreground">
                    <code>{token.prefix}…</code> · {t(`settings:tokens.scopes.${token.scope}`)} ·{' '}
                    {t('settings:tokens.expires', { date: formatDate(token.expiresAt, lang) })} ·{' '}
                    {token.lastUsedAt
                      ? t('settings:tokens.lastUsed', { date: formatDate(token.lastUsedAt, lang) })
                      : t('settings:tokens.neverUsed')}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={revoke.isPending}
                  onClick={() => onRevoke(token.id, token.name)}
                >
                  {t('settings:tokens.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
