import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateSavedSearchInput, CreateSavedSearchSchema } from '@shared/schemas/saved';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormRootMessage,
} from '@web/components/ui/form';
import { Switch } from '@web/components/ui/switch';
import { applyServerErrors } from '@web/lib/form-errors';
import { useSession } from '@web/lib/session';
import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { useCreateSavedSearch } from '../api/saved-searches';
import { SearchNameField } from './search-name-field';

const TEXT = ['q', 'kind', 'category', 'subcategory', 'location', 'language', 'sort'] as const;
const NUMBERS = ['minPrice', 'maxPrice', 'minRating', 'maxDays'] as const;

/** The /search URL state as a saved query (the server checks it with the search schema). */
export function savedQueryOf(params: URLSearchParams): CreateSavedSearchInput['query'] {
  const query: Record<string, string | number> = {};
  for (const key of TEXT) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  for (const key of NUMBERS) {
    const value = params.get(key)?.trim();
    if (value && Number.isFinite(Number(value))) query[key] = Number(value);
  }
  return query as CreateSavedSearchInput['query'];
}

/** What the dialog holds: the shared schema's name and digest (the query is the page's). */
const saveForm = CreateSavedSearchSchema.pick({ name: true, emailDigest: true });
type SaveValues = { name: string; emailDigest: boolean };

/** 'Save this search' on /search: names the current search and keeps it (decision 070). */
export function SaveSearchButton({ params }: { params: URLSearchParams }) {
  const { t, ready } = useTranslation('saved', { useSuspense: false });
  const { user } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const create = useCreateSavedSearch();
  const form = useForm<SaveValues>({
    resolver: zodResolver(saveForm) as never,
    defaultValues: { name: '', emailDigest: true },
  });
  const name = form.watch('name');
  if (!ready) return null;
  if (!user)
    return (
      <Button asChild variant="outline">
        <Link to={`/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
          <Bookmark aria-hidden /> {t('saved:search.signIn')}
        </Link>
      </Button>
    );

  const onOpen = () => {
    const kind = params.get('kind') ?? 'freelancers';
    form.reset({
      name: (params.get('q')?.trim() || t(`saved:search.kind.${kind}`, { defaultValue: '' })).slice(0, 80),
      emailDigest: true,
    });
    setOpen(true);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({
        name: values.name,
        query: savedQueryOf(params),
        emailDigest: values.emailDigest,
      });
      setOpen(false);
      toast.success(t('saved:search.saved'));
    } catch (err) {
      // A refusal stays in the dialog with the name as typed: under the name, or by the button.
      applyServerErrors(form, err);
    }
  });

  return (
    <>
      <Button type="button" variant="outline" onClick={onOpen}>
        <Bookmark aria-hidden /> {t('saved:search.save')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <Form {...form}>
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <DialogHeader>
                <DialogTitle>{t('saved:search.dialogTitle')}</DialogTitle>
                <DialogDescription>{t('saved:search.dialogDescription')}</DialogDescription>
              </DialogHeader>
              <SearchNameField control={form.control} />
              <FormField
                control={form.control}
                name="emailDigest"
                render={({ field }) => (
                  <FormItem className="flex items-start gap-3 space-y-0">
                    <FormControl>
                      <Switch
                        ref={field.ref}
                        name={field.name}
                        checked={field.value}
                        onCheckedChange={field.onChange}
                        onBlur={field.onBlur}
                      />
                    </FormControl>
                    <div className="grid gap-1">
                      <FormLabel>{t('saved:search.digest')}</FormLabel>
                      <FormDescription>{t('saved:search.digestHint')}</FormDescription>
                    </div>
                  </FormItem>
                )}
              />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  {t('saved:search.cancel')}
                </Button>
                <div className="flex flex-col items-end gap-1">
                  <ReasonButton
                    type="submit"
                    pending={create.isPending}
                    reason={!name.trim() && t('saved:search.needsName')}
                  >
                    {t('saved:search.submit')}
                  </ReasonButton>
                </div>
              </DialogFooter>
              <FormRootMessage className="text-right" />
            </form>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
