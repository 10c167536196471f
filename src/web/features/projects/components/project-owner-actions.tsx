import type { Project } from '@shared/schemas/project';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDeleteProject } from '../api/edit-project';

/**
 * Edit (until someone is hired) and Delete (while nobody has applied) for the project's owner.
 * The server enforces both; a button that cannot be used says why.
 */
export function ProjectOwnerActions({
  project,
  applicationCount,
}: {
  project: Project;
  applicationCount: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const reasonId = useId();
  const hired = project.status === 'approved' || project.status === 'completed';
  if (hired) return null;
  const canDelete = applicationCount === 0;
  const onDelete = async () => {
    try {
      await remove.mutateAsync(project.id);
      toast.success(t('projects:owner.deleted'));
      navigate('/my-projects');
    } catch (err) {
      toast.error(t('projects:owner.deleteFailed'), { description: errorMessage(err) });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button asChild variant="outline">
        <Link to={`/my-projects/${project.id}/edit`}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('projects:owner.edit')}
        </Link>
      </Button>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            variant="outline"
            disabled={!canDelete || remove.isPending}
            title={canDelete ? undefined : t('projects:error.deleteApplied')}
            aria-describedby={canDelete ? undefined : reasonId}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('projects:owner.delete')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('projects:owner.deleteTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('projects:owner.deleteText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('projects:owner.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={onDelete}>{t('projects:owner.deleteConfirm')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {canDelete ? null : (
        <p id={reasonId} className="text-xs text-muted-foreground">
          {t('projects:error.deleteApplied')}
        </p>
      )}
    </div>
  );
}
