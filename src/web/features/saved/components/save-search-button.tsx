import type { CreateSavedSearchInput } from '@shared/schemas/saved';
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
import { FormError } from '@web/components/ui/field-error';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { serverIssue, unplacedError } from '@web/lib/form-errors';
import { useSession } from '@web/lib/session';
import { Bookmark } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
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

/** 'Save this search' on /search: names the current search and keeps it (decision 070). */
export function SaveSearchButton({ params }: { params: URLSearchParams }) {
  const { t, ready } = useTranslation('saved', { useSuspense: false });
  const { user } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [digest, setDigest] = useState(true);
  const create = useCreateSavedSearch();
  const nameId = useId();
  const digestId = useId();
  // A refusal stays in the dialog with the name as typed: under the name, or by the button.
  const nameError = serverIssue(create.error, 'name');
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
    setName((params.get('q')?.trim() || t(`saved:search.kind.${kind}`, { defaultValue: '' })).slice(0, 80));
    setDigest(true);
    create.reset();
    setOpen(true);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, query: savedQueryOf(params), emailDigest: digest },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('saved:search.saved'));
        },
      },
    );
  };

  return (
    <>
      <Button type="button" variant="outline" onClick={onOpen}>
        <Bookmark aria-hidden /> {t('saved:search.save')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={onSubmit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t('saved:search.dialogTitle')}</DialogTitle>
              <DialogDescription>{t('saved:search.dialogDescription')}</DialogDescription>
            </DialogHeader>
            <SearchNameField id={nameId} value={name} onChange={setName} error={nameError} />
            <div className="flex items-start gap-3">
              <Switch id={digestId} checked={digest} onCheckedChange={setDigest} />
              <div className="grid gap-1">
                <Label htmlFor={digestId}>{t('saved:search.digest')}</Label>
                <p className="text-xs text-muted-foreground">{t('saved:search.digestHint')}</p>
              </div>
            </div>
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
            <FormError
              className="text-right"
              message={create.isError ? (unplacedError(create.error, ['name']) ?? null) : null}
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
