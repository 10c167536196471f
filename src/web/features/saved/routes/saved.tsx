import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@shared/format';
import {
  CreateSavedSearchSchema,
  FAVOURITE_KINDS,
  type FavouriteKind,
  type SavedSearch,
  savedSearchHref,
} from '@shared/schemas/saved';
import { FreelancerCard } from '@web/components/freelancer-card';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { Form, FormRootMessage } from '@web/components/ui/form';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { ProjectResult, ServiceResult } from '@web/features/discovery';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { Heart } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useFavourites } from '../api/favourites';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import { FavouriteButton } from '../components/favourite-button';
import { SearchNameField } from '../components/search-name-field';

/** A rename holds only the name, checked as the server checks a saved search's name. */
const renameForm = CreateSavedSearchSchema.pick({ name: true });

const TABS = [...FAVOURITE_KINDS, 'searches'] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'freelancers';
}

/** /saved: the user's favourites by kind and saved searches; the tab and page live in the URL. */
export function SavedPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { tab?: Tab; page?: number }) => {
    const out = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'freelancers') out.set('tab', nextTab);
    if ((next.page ?? 1) > 1) out.set('page', String(next.page));
    setParams(out);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <Heart className="size-7" aria-hidden />
        {t('saved:title')}
      </h1>
      <p className="mt-1 text-muted-foreground">{t('saved:subtitle')}</p>
      <nav className="mt-6 flex gap-1 overflow-x-auto border-b" aria-label={t('saved:title')}>
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            aria-current={k === tab ? 'page' : undefined}
            onClick={() => go({ tab: k })}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium ${
              k === tab
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground'
            }`}
          >
            {t(`saved:tabs.${k}`)}
          </button>
        ))}
      </nav>
      <section className="mt-6" aria-label={t(`saved:tabs.${tab}`)}>
        {tab === 'searches' ? (
          <SearchesTab page={page} onPage={(p) => go({ page: p })} />
        ) : (
          <FavouritesTab kind={tab} page={page} onPage={(p) => go({ page: p })} />
        )}
      </section>
    </div>
  );
}

const EMPTY_TARGET: Record<Tab, string> = {
  freelancers: '/hire',
  services: '/services',
  projects: '/projects',
  searches: '/search',
};

function Empty({ what }: { what: Tab }) {
  const { t } = useTranslation();
  // Where each list fills up: the freelancers' list, the services' browse page, the projects'
  // list, and the search (where a search is saved).
  const href = EMPTY_TARGET[what];
  return (
    <div className="rounded-lg border border-dashed p-8 text-center">
      <p className="text-muted-foreground">{t(`saved:empty.${what}`)}</p>
      <Button asChild className="mt-4">
        <Link to={href}>{t(`saved:empty.${what}Action`)}</Link>
      </Button>
    </div>
  );
}

function Pages({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const label = t('saved:pageOf', { page, pages });
  return (
    <nav className="mt-8 flex items-center justify-center gap-4" aria-label={label}>
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('saved:previous')}
      </Button>
      <span className="text-sm text-muted-foreground">{label}</span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('saved:next')}
      </Button>
    </nav>
  );
}

function FavouritesTab({
  kind,
  page,
  onPage,
}: {
  kind: FavouriteKind;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const list = useFavourites(kind, page);
  if (list.isPending) return <Spinner label={t('common:loading')} />;
  if (list.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('saved:loadFailed')}
      </p>
    );
  const data = list.data;
  if (data.items.length === 0) return <Empty what={kind} />;
  return (
    <>
      {data.kind === 'freelancers' ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((f) => (
            <li key={f.profileId}>
              <FreelancerCard freelancer={f}>
                <div className="flex justify-end">
                  <FavouriteButton kind="freelancers" id={f.profileId} name={f.name} ownerId={f.userId} />
                </div>
              </FreelancerCard>
            </li>
          ))}
        </ul>
      ) : data.kind === 'services' ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((s) => (
            <li key={s.id}>
              <ServiceResult service={s} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="space-y-4">
          {data.items.map((p) => (
            <li key={p.id}>
              <ProjectResult project={p}>
                <Badge variant="outline">{t(`saved:status.${p.status}`, { defaultValue: p.status })}</Badge>
              </ProjectResult>
            </li>
          ))}
        </ul>
      )}
      <Pages page={data.page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
    </>
  );
}

function SearchesTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const list = useSavedSearches(page);
  if (list.isPending) return <Spinner label={t('common:loading')} />;
  if (list.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('saved:loadFailed')}
      </p>
    );
  if (list.data.items.length === 0) return <Empty what="searches" />;
  return (
    <>
      <ul className="space-y-4">
        {list.data.items.map((s) => (
          <li key={s.id}>
            <SavedSearchRow search={s} />
          </li>
        ))}
      </ul>
      <Pages page={list.data.page} total={list.data.total} pageSize={list.data.pageSize} onPage={onPage} />
    </>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rename = useForm<{ name: string }>({
    resolver: zodResolver(renameForm),
    defaultValues: { name: search.name },
  });
  const name = rename.watch('name');
  const digestId = useId();
  const filters = Object.entries(search.query).filter(([key]) => !['q', 'kind', 'sort'].includes(key));

  const onRename = rename.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: search.id, name: values.name });
      setRenaming(false);
      toast.success(t('saved:search.renamed'));
    } catch (err) {
      // A refused rename stays in the dialog with the name as typed.
      applyServerErrors(rename, err);
    }
  });
  const onDigest = (emailDigest: boolean) =>
    update.mutate({ id: search.id, emailDigest }, { onError: (err) => toast.error(err.message) });
  const onDelete = () =>
    remove.mutate(search.id, {
      onSuccess: () => toast.success(t('saved:search.deleted')),
      onError: (err) => toast.error(err.message),
    });

  return (
    <Card data-testid="saved-search">
      <CardContent className="space-y-3 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold [overflow-wrap:anywhere]">
              <Link to={savedSearchHref(search.query)} className="hover:underline">
                {search.name}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
              {t(`saved:search.kind.${search.query.kind}`)} · {search.query.q || t('saved:search.anyWords')}
              {filters.length > 0 ? ` · ${filters.map(([k, v]) => `${k}: ${v}`).join(', ')}` : ''}
            </p>
            <p className="text-xs text-muted-foreground">
              {t('saved:search.savedOn', { date: formatDate(search.createdAt, lang) })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to={savedSearchHref(search.query)}>{t('saved:search.open')}</Link>
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                rename.reset({ name: search.name });
                setRenaming(true);
              }}
            >
              {t('saved:search.rename')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              {t('saved:search.delete')}
            </Button>
          </div>
        </div>
        {search.alerts ? (
          <div className="flex items-center gap-3">
            <Switch
              id={digestId}
              checked={search.emailDigest}
              disabled={update.isPending}
              onCheckedChange={onDigest}
            />
            <Label htmlFor={digestId} className="font-normal">
              {t('saved:search.digest')}
            </Label>
          </div>
        ) : (
          <p className="text-xs text-muted-foreground">{t('saved:search.noAlerts')}</p>
        )}
      </CardContent>
      <Dialog open={renaming} onOpenChange={setRenaming}>
        <DialogContent>
          <Form {...rename}>
            <form onSubmit={onRename} noValidate className="grid gap-4">
              <DialogHeader>
                <DialogTitle>{t('saved:search.renameTitle')}</DialogTitle>
              </DialogHeader>
              <SearchNameField control={rename.control} />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setRenaming(false)}>
                  {t('saved:search.cancel')}
                </Button>
                <div className="flex flex-col items-end gap-1">
                  <ReasonButton
                    type="submit"
                    pending={update.isPending}
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
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('saved:search.deleteTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('saved:search.deleteDescription', { name: search.name })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('saved:search.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={onDelete}>{t('saved:search.delete')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
