import { formatMoney, splitFee } from '@shared/money';
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
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { api, errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { CheckCircle2, CreditCard, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCompleteAndPay, useEscrow } from '../api/escrow';
import type { Checkout } from '../api/types';
import { CardPaymentForm } from './card-payment-form';

/**
 * 'Start Now' on a pending application: the payment dialog. The application is approved by the
 * server only when the payment is confirmed ('Payment successful! Application approved.').
 */
export function StartNowButton({
  applicationId,
  amountCents,
  onApproved,
}: {
  applicationId: string;
  amountCents: number;
  onApproved?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = currentLanguage();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <CreditCard aria-hidden className="size-4" />
          {t('money:escrow.startNow')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('money:escrow.startNowTitle')}</DialogTitle>
          <DialogDescription>
            {t('money:escrow.startNowDescription', { amount: formatMoney(amountCents, lang) })}
          </DialogDescription>
        </DialogHeader>
        <CardPaymentForm
          amountCents={amountCents}
          showBreakdown
          prepare={() =>
            api<Checkout>(`/api/applications/${applicationId}/start-now`, { method: 'POST', body: {} })
          }
          onSucceeded={() => {
            setOpen(false);
            toast.success(t('money:escrow.approvedPaid'));
            onApproved?.();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * Escrow panel of an approved project for its owner: 'Fund escrow' while unfunded, then
 * 'Complete & Pay' (90% to the freelancer, 10% platform fee). Read-only for the freelancer.
 */
export function ProjectEscrowPanel({
  projectId,
  isOwner,
  projectStatus,
  onCompleted,
}: {
  projectId: string;
  isOwner: boolean;
  projectStatus: string;
  onCompleted?: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const escrow = useEscrow(projectId, projectStatus === 'approved' || projectStatus === 'completed');
  const complete = useCompleteAndPay();
  const [fundOpen, setFundOpen] = useState(false);
  if (!escrow.data) return null;
  const { amountCents, funded, paidOut } = escrow.data;
  const { feeCents, freelancerCents } = splitFee(amountCents);
  const money = (c: number) => formatMoney(c, lang);

  return (
    <section aria-label={t('money:escrow.funded')} className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <ShieldCheck aria-hidden className="size-5 text-primary" />
        {paidOut ? (
          <Badge>{t('money:escrow.paidOut')}</Badge>
        ) : funded ? (
          <Badge>{t('money:escrow.funded')}</Badge>
        ) : (
          <Badge variant="secondary">{t('money:escrow.notFunded')}</Badge>
        )}
        {funded && !paidOut && (
          <span className="text-sm text-muted-foreground">
            {t('money:escrow.fundedHelp', { amount: money(amountCents) })}
          </span>
        )}
      </div>
      {isOwner && projectStatus === 'approved' && !funded && (
        <Dialog open={fundOpen} onOpenChange={setFundOpen}>
          <DialogTrigger asChild>
            <Button>
              <CreditCard aria-hidden className="size-4" />
              {t('money:escrow.fund')}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t('money:escrow.fundTitle')}</DialogTitle>
              <DialogDescription>
                {t('money:escrow.fundDescription', { amount: money(amountCents) })}
              </DialogDescription>
            </DialogHeader>
            <CardPaymentForm
              amountCents={amountCents}
              showBreakdown
              prepare={() => api<Checkout>(`/api/projects/${projectId}/fund`, { method: 'POST', body: {} })}
              onSucceeded={() => {
                setFundOpen(false);
                toast.success(t('money:payment.success'));
              }}
            />
          </DialogContent>
        </Dialog>
      )}
      {isOwner && projectStatus === 'approved' && funded && (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button disabled={complete.isPending}>
              <CheckCircle2 aria-hidden className="size-4" />
              {t('money:escrow.complete')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('money:escrow.complete')}</AlertDialogTitle>
              <AlertDialogDescription>
                {t('money:escrow.completeConfirm', {
                  amount: money(amountCents),
                  net: money(freelancerCents),
                  fee: money(feeCents),
                })}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('money:escrow.cancel')}</AlertDialogCancel>
              <AlertDialogAction
                onClick={() =>
                  complete.mutate(projectId, {
                    onSuccess: () => {
                      toast.success(t('money:escrow.completed'));
                      onCompleted?.();
                    },
                    onError: (err) =>
                      toast.error(t('money:escrow.completeFailed'), { description: errorMessage(err) }),
                  })
                }
              >
                {t('money:escrow.complete')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </section>
  );
}
