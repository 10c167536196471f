import { imageSrcSet } from '@shared/image-variants';
import { PORTFOLIO_MAX_ITEMS, type PortfolioItem, PROFILE_UPLOADS_PER_HOUR } from '@shared/schemas/profile';
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
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { usePortfolio } from '../api/portfolio';
import { useAddPortfolioItem, useDeletePortfolioItem } from '../api/portfolio-actions';
import { IMAGE_ACCEPT } from './avatar-controls';

export function PortfolioTab({ profileId, isOwner }: { profileId: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const portfolio = usePortfolio(profileId);
  const add = useAddPortfolioItem();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [toDelete, setToDelete] = useState<PortfolioItem | null>(null);
  const remove = useDeletePortfolioItem();

  // One request per file so a refused file does not take the others down with it.
  const onFiles = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0) return;
    let failed = 0;
    for (const [i, file] of files.entries()) {
      setProgress({ done: i, total: files.length });
      try {
        await add.mutateAsync(file);
      } catch (err) {
        failed += 1;
        toast.error(t('profile:toast.portfolioUploadError'), {
          description: `${file.name}: ${errorMessage(err)}`,
        });
      }
    }
    setProgress(null);
    if (failed < files.length) toast.success(t('profile:toast.portfolioUploaded'));
  };

  const onDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success(t('profile:toast.portfolioRemoved'));
    } catch (err) {
      toast.error(t('profile:toast.portfolioRemoveError'), { description: errorMessage(err) });
    } finally {
      setToDelete(null);
    }
  };

  if (portfolio.isPending) return <Spinner label={t('common:loading')} />;
  if (portfolio.isError) return <p className="text-destructive">{errorMessage(portfolio.error)}</p>;
  const { items, hidden } = portfolio.data;

  return (
    <div className="space-y-4">
      {isOwner ? (
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            className="sr-only"
            aria-label={t('profile:portfolio.choose')}
            onChange={onFiles}
          />
          <Button onClick={() => input.current?.click()} disabled={progress !== null}>
            <ImagePlus aria-hidden="true" />
            {progress
              ? t('profile:portfolio.uploading', { done: progress.done + 1, total: progress.total })
              : t('profile:portfolio.add')}
          </Button>
          <p className="text-sm text-muted-foreground">
            {t('profile:portfolio.hint', { max: PORTFOLIO_MAX_ITEMS, perHour: PROFILE_UPLOADS_PER_HOUR })}
          </p>
          {hidden ? (
            <p className="text-sm text-muted-foreground">{t('profile:portfolio.hiddenOwner')}</p>
          ) : null}
        </div>
      ) : null}
      {!isOwner && hidden ? (
        <p className="text-muted-foreground">{t('profile:portfolio.hidden')}</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">{t('profile:portfolio.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="overflow-hidden rounded-lg border bg-card">
              <img
                src={item.url}
                // One, two or three columns (the grid below).
                srcSet={imageSrcSet(item.url)}
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                alt={item.title}
                loading="lazy"
                className="aspect-video w-full object-cover"
              />
              <div className="flex items-center justify-between gap-2 p-3">
                <p className="truncate text-sm font-medium">{item.title}</p>
                {isOwner ? (
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t('profile:portfolio.delete', { title: item.title })}
                    onClick={() => setToDelete(item)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('profile:portfolio.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('profile:portfolio.confirmText', { title: toDelete?.title ?? '' })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('common:actions.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={onDelete}>{t('common:actions.delete')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
