import { zodResolver } from '@hookform/resolvers/zod';
import { type DeleteAccountInput, deleteAccountInput } from '@shared/schemas/settings';
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
import { applyServerErrors } from '@web/lib/form-errors';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
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
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInput),
    defaultValues: { password: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync(password);
    } catch (err) {
      // A wrong password stands under the field; anything else by the buttons.
      applyServerErrors(form, err);
      return;
    }
    setOpen(false);
    toast.success(t('settings:delete.done'));
    deleted.current = true;
    await navigate('/');
  });

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" /> {t('settings:delete.button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <Form {...form}>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('settings:delete.confirmTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('settings:delete.confirmText')}</AlertDialogDescription>
            </AlertDialogHeader>
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem id="delete-password">
                  <FormLabel>{t('settings:delete.password')}</FormLabel>
                  <FormControl>
                    <Input type="password" autoComplete="current-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <AlertDialogFooter>
              <AlertDialogCancel type="button">{t('common:actions.cancel')}</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? t('settings:delete.deleting') : t('settings:delete.confirm')}
              </Button>
            </AlertDialogFooter>
            <FormRootMessage className="text-right" />
          </form>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
