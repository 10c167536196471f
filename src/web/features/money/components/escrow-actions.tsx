import { formatMoney } from '@shared/format';
import type { MilestoneInput } from '@shared/schemas/contract';
import type { Checkout } from '@shared/schemas/money';
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
import { DisabledReason } from '@web/components/ui/disabled-reason';
import { api } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useEscrow } from '../api/escrow';
import { CardPaymentForm } from './card-payment-form';
import { PaymentsUnavailableNotice, usePaymentsAvailable } from './payments-unavailable-notice';

/**
 * 'Start Now' on a pending application: the payment dialog. The application is approved by the
 * server only when the payment is confirmed ('Payment successful! Application approved.').
 */
export function StartNowButton({
  applicationId,
  amountCents,
  milestones,
  disabledReason,
  onApproved,
}: {
  applicationId: string;
  /** What is paid now: the price, or the first milestone's amount when the client splits it. */
  amountCents: number;
  /** The client's split of the price into milestones, sent with the approval. */
  milestones?: MilestoneInput[];
  /** Why it cannot be used now: shown under it, and it stays disabled. */
  disabledReason?: string | null;
  onApproved?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = currentLanguage();
  const reasonId = useId();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          disabled={Boolean(disabledReason)}
          aria-describedby={disabledReason ? reasonId : undefined}
        >
          <CreditCard aria-hidden className="size-4" />
          {t('money:escrow.startNow')}
        </Button>
      </DialogTrigger>
      <DisabledReason id={reasonId} reason={disabledReason} className="basis-full" />
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
            api<Checkout>(`/api/applications/${applicationId}/start-now`, {
              method: 'POST',
              body: milestones ? { milestones } : {},
            })
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
 * Escrow panel of an approved project for its owner: 'Fund escrow' while unfunded, then the
 * 'Complete & Pay' action (the server releases 90% to the freelancer, 10% platform fee).
 */
export function ProjectEscrowPanel({
  projectId,
  isOwner,
  projectStatus,
  completeAction,
}: {
  projectId: string;
  isOwner: boolean;
  projectStatus: string;
  /** The projects page's 'Complete & Pay' dialog, offered only once escrow is funded. */
  completeAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const escrow = useEscrow(projectId, projectStatus === 'approved' || projectStatus === 'completed');
  const [fundOpen, setFundOpen] = useState(false);
  const payable = usePaymentsAvailable();
  if (!escrow.data) return null;
  const { amountCents, funded, paidOut } = escrow.data;
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
      {isOwner && projectStatus === 'approved' && !funded && !payable && (
        <>
          <PaymentsUnavailableNotice />
          <Button disabled>
            <CreditCard aria-hidden className="size-4" />
            {t('money:escrow.fund')}
          </Button>
        </>
      )}
      {isOwner && projectStatus === 'approved' && !funded && payable && (
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
      {isOwner && projectStatus === 'approved' && funded ? completeAction : null}
    </section>
  );
}
