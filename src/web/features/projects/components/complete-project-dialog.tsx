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
import { CheckCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCompleteProject } from '../api/complete-project';

export function CompleteProjectDialog({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const complete = useCompleteProject();
  const onConfirm = async () => {
    try {
      await complete.mutateAsync(projectId);
      toast.success(t('projects:owner.completed'));
    } catch (err) {
      // The server's reason (already completed, not funded, ...), not a generic failure.
      toast.error(t('projects:owner.completeFailed'), { description: errorMessage(err) });
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button disabled={complete.isPending}>
          <CheckCircle className="size-4" aria-hidden="true" />
          {t('projects:owner.complete')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('projects:owner.completeTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('projects:owner.completeText')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('projects:owner.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t('projects:owner.completePay')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
