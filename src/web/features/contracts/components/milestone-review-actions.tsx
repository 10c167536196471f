import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney, splitFee } from '@shared/money';
import {
  CONTRACT_TEXT_MAX,
  type ContractDetail,
  type Milestone,
  revisionInput,
} from '@shared/schemas/contract';
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
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { useFormDraft } from '@web/lib/form-draft';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useAcceptMilestone, useRequestRevision } from '../api/contract-actions';

/** The client accepts a delivered milestone: its escrow is released to the freelancer (90/10). */
export function AcceptDialog({ contractId, milestone }: { contractId: string; milestone: Milestone }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const accept = useAcceptMilestone(contractId);
  const { freelancerCents } = splitFee(milestone.amountCents);
  const onAccept = async () => {
    try {
      await accept.mutateAsync(milestone.id);
      toast.success(t('contracts:accept.success'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button>
          <CheckCircle2 aria-hidden className="size-4" />
          {t('contracts:actions.accept')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('contracts:accept.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('contracts:accept.description', {
              title: milestone.title,
              amount: formatMoney(milestone.amountCents, lang),
              net: formatMoney(freelancerCents, lang),
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('contracts:cancelButton')}</AlertDialogCancel>
          <AlertDialogAction onClick={onAccept} disabled={accept.isPending}>
            {t('contracts:accept.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type RevisionValues = z.input<typeof revisionInput>;

/** The client asks for a revision of a delivered milestone, within the package's revisions. */
export function RevisionDialog({ contract, milestone }: { contract: ContractDetail; milestone: Milestone }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const revision = useRequestRevision(contract.id);
  const form = useForm<RevisionValues>({
    resolver: zodResolver(revisionInput),
    defaultValues: { message: '' },
  });
  // The note outlives the dialog (a live update that closes it, a reload) until it is sent.
  const clearDraft = useFormDraft(form, `revision:${contract.id}:${milestone.id}`, ['message']);
  const typed = (form.watch('message') ?? '').trim() !== '';
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await revision.mutateAsync({ milestoneId: milestone.id, message: values.message.trim() });
      toast.success(t('contracts:revision.success'));
      clearDraft();
      form.reset();
      setOpen(false);
    } catch (err) {
      // The dialog stays open with the note; the reason stands by the note or by the button.
      applyServerErrors(form, err);
    }
  });
  const usage =
    contract.revisionsAllowed === null
      ? t('contracts:detail.revisionsUnlimited', { used: contract.revisionsUsed })
      : t('contracts:detail.revisionsOf', {
          used: contract.revisionsUsed,
          allowed: contract.revisionsAllowed,
        });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <RotateCcw aria-hidden className="size-4" />
          {t('contracts:actions.requestRevision')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('contracts:revision.title')}</DialogTitle>
          <DialogDescription>
            {t('contracts:revision.description', { title: milestone.title })} {usage}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="message"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('contracts:revision.message')}</FormLabel>
                  <FormControl>
                    <Textarea rows={5} maxLength={CONTRACT_TEXT_MAX} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <div className="flex flex-col items-end gap-1">
                <ReasonButton
                  type="submit"
                  pending={revision.isPending}
                  reason={!typed && t('contracts:revision.needsMessage')}
                >
                  {t('contracts:revision.submit')}
                </ReasonButton>
              </div>
            </DialogFooter>
            <FormRootMessage className="text-right" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** A delivered milestone when the package's revisions are all used: the button says why it is off. */
export function NoRevisionsLeft({ allowed }: { allowed: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <ReasonButton
        variant="outline"
        reason={
          allowed === 0 ? t('contracts:revision.noneIncluded') : t('contracts:revision.noneLeft', { allowed })
        }
      >
        <RotateCcw aria-hidden className="size-4" />
        {t('contracts:actions.requestRevision')}
      </ReasonButton>
    </div>
  );
}
