import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDeleteAccount, useForgetSession } from '../api/account';

export function DeleteAccountDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const forgetSession = useForgetSession();
  const deleted = useRef(false);
  // The cached session is dropped only once this protected page has gone; dropping it while the
  // page is still shown would make its guard send the browser to sign-in instead of home.
  useEffect(
    () => () => {
      if (deleted.current) forgetSession();
    },
    [forgetSession],
  );
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(t('settings:delete.passwordRequired'));
      return;
    }
    setError(null);
    try {
      await remove.mutateAsync(password);
      setOpen(false);
      toast.success(t('settings:delete.done'));
      deleted.current = true;
      await navigate('/');
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setPassword('');
          setError(null);
        }
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" /> {t('settings:delete.button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('settings:delete.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('settings:delete.confirmText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <div className="space-y-2">
            <Label htmlFor="delete-password">{t('settings:delete.password')}</Label>
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={!!error}
              aria-describedby={error ? 'delete-password-error' : undefined}
            />
            {error && (
              <p id="delete-password-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{t('common:actions.cancel')}</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? t('settings:delete.deleting') : t('settings:delete.confirm')}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
