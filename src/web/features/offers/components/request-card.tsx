import { formatDate, formatMoney } from '@shared/format';
import { OFFER_REQUEST } from '@shared/offer-machine';
import type { OfferRequest } from '@shared/schemas/offer';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { declineOfferRequest, offerKeys } from '../api/offers';

/**
 * A client's request for a custom offer in the conversation (decision 121). The freelancer answers
 * it with an offer (`onAnswer` opens the offer form for it) or declines it.
 */
export function RequestCard({ request, onAnswer }: { request: OfferRequest; onAnswer: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const qc = useQueryClient();
  const open = request.status === OFFER_REQUEST.open;
  const decline = async () => {
    try {
      await declineOfferRequest(request.id);
    } catch (err) {
      toast.error(t('offers:card.actionError'), { description: errorMessage(err) });
    } finally {
      void qc.invalidateQueries({ queryKey: offerKeys.all });
    }
  };
  return (
    <article
      className="space-y-2 rounded-md border border-dashed p-3 text-sm"
      aria-label={t('offers:request.title')}
      data-testid="offer-request-card"
    >
      <header className="flex flex-wrap items-center gap-2">
        <MessageSquareQuote aria-hidden className="size-4 text-muted-foreground" />
        <span className="font-medium">{t('offers:request.title')}</span>
        <span className="text-muted-foreground">
          · {t(request.mine ? 'offers:request.sentByYou' : 'offers:request.sentToYou')}
        </span>
        <Badge variant={open ? 'default' : 'outline'} className="ml-auto">
          {t(`offers:request.status.${request.status}`)}
        </Badge>
      </header>
      {request.serviceTitle ? (
        <p className="text-muted-foreground">
          {t('offers:request.service', { title: request.serviceTitle })}
        </p>
      ) : null}
      <p className="whitespace-pre-line">{request.description}</p>
      {request.budgetCents !== null || request.dueOn ? (
        <dl className="flex flex-wrap gap-4">
          {request.budgetCents !== null ? (
            <div>
              <dt className="text-xs text-muted-foreground">{t('offers:request.budget')}</dt>
              <dd>{formatMoney(request.budgetCents, lang)}</dd>
            </div>
          ) : null}
          {request.dueOn ? (
            <div>
              <dt className="text-xs text-muted-foreground">{t('offers:request.dueOn')}</dt>
              <dd>{formatDate(`${request.dueOn}T12:00:00Z`, lang)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {open && !request.mine ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onAnswer}>
            {t('offers:request.answer')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void decline()}>
            {t('offers:request.decline')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
