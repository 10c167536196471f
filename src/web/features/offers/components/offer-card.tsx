import { formatDate, formatMoney } from '@shared/format';
import { OFFER, type OfferStatus } from '@shared/offer-machine';
import type { CustomOffer } from '@shared/schemas/offer';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useOpenCheckout, usePaymentsAvailable } from '@web/features/money';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { acceptOffer, declineOffer, offerKeys, withdrawOffer } from '../api/offers';

const STATUS_VARIANT: Record<OfferStatus, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  pending: 'default',
  accepted: 'secondary',
  declined: 'outline',
  withdrawn: 'outline',
  expired: 'outline',
};

/**
 * A custom offer in the conversation (decision 121): what, for how much, by when, and its state in
 * the reader's language. The client accepts (and goes to the same checkout as an order) or
 * declines; the freelancer withdraws; an accepted one links to its order. Live: the card refetches
 * on the channel's 'offers' event.
 */
export function OfferCard({ offer }: { offer: CustomOffer }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const qc = useQueryClient();
  const openCheckout = useOpenCheckout();
  const payable = usePaymentsAvailable();
  const [busy, setBusy] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, lang);

  const run = async (name: string, work: () => Promise<unknown>, done?: string) => {
    setBusy(name);
    try {
      await work();
      if (done) toast.success(t(done));
    } catch (err) {
      toast.error(t('offers:card.actionError'), { description: errorMessage(err) });
    } finally {
      setBusy(null);
      void qc.invalidateQueries({ queryKey: offerKeys.all });
    }
  };
  const firstAmount = offer.milestones[0]?.amountCents ?? offer.priceCents;

  return (
    <article
      className="space-y-2 rounded-md border bg-card p-3 text-sm"
      aria-label={t('offers:card.title')}
      data-testid="offer-card"
    >
      <header className="flex flex-wrap items-center gap-2">
        <Handshake aria-hidden className="size-4 text-muted-foreground" />
        <span className="font-medium">{t('offers:card.title')}</span>
        <span className="text-muted-foreground">
          · {t(offer.mine ? 'offers:card.sentByYou' : 'offers:card.sentToYou')}
        </span>
        <Badge variant={STATUS_VARIANT[offer.status]} className="ml-auto">
          {t(`offers:status.${offer.status}`)}
        </Badge>
      </header>
      <p className="whitespace-pre-line">{offer.description}</p>
      <dl className="grid grid-cols-3 gap-2">
        <div>
          <dt className="text-xs text-muted-foreground">{t('offers:card.price')}</dt>
          <dd className="font-semibold">{money(offer.priceCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('offers:card.delivery')}</dt>
          <dd>{t('offers:card.deliveryDays', { count: offer.deliveryDays })}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('offers:card.revisions')}</dt>
          <dd>{offer.revisions === null ? t('offers:card.revisionsUnlimited') : offer.revisions}</dd>
        </div>
      </dl>
      {offer.milestones.length > 0 ? (
        <div>
          <p className="text-xs text-muted-foreground">{t('offers:card.milestones')}</p>
          <ol className="list-decimal pl-5">
            {offer.milestones.map((m, i) => (
              <li key={i}>
                {m.title} · {money(m.amountCents)}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {offer.expiresAt && offer.status === OFFER.pending ? (
        <p className="text-xs text-muted-foreground">
          {t('offers:card.expires', { date: formatDate(offer.expiresAt, lang) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {offer.actions.includes('accept') ? (
          <Button
            size="sm"
            disabled={busy !== null || !payable}
            onClick={() =>
              void run('accept', async () => {
                const checkout = await acceptOffer(offer.id);
                openCheckout(checkout);
              })
            }
          >
            {busy === 'accept'
              ? t('offers:card.accepting')
              : t('offers:card.accept', { amount: money(firstAmount) })}
          </Button>
        ) : null}
        {offer.actions.includes('decline') ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void run('decline', () => declineOffer(offer.id), 'offers:card.declined')}
          >
            {t('offers:card.decline')}
          </Button>
        ) : null}
        {offer.actions.includes('withdraw') ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void run('withdraw', () => withdrawOffer(offer.id), 'offers:card.withdrawn')}
          >
            {t('offers:card.withdraw')}
          </Button>
        ) : null}
        {offer.status === OFFER.accepted && offer.contractId ? (
          <Button asChild size="sm" variant="outline">
            <Link to={`/contracts/${offer.contractId}`}>{t('offers:card.openContract')}</Link>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
