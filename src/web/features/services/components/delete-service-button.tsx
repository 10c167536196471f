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
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useDeleteService } from '../api/delete-service';

export function DeleteServiceButton({ serviceId, header }: { serviceId: string; header: string }) {
  const { t } = useTranslation();
  const remove = useDeleteService();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${t('selling:mine.delete')}: ${header}`}>
          <Trash2 className="size-4" aria-hidden />
          {t('selling:mine.delete')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('selling:mine.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('selling:mine.deleteText')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common:actions.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={async () => {
              try {
                await remove.mutateAsync(serviceId);
                toast.success(t('selling:mine.deleted'));
              } catch (err) {
                toast.error(t('selling:mine.deleteError'), { description: errorMessage(err) });
              }
            }}
          >
            {t('selling:mine.deleteConfirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
