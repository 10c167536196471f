import { OFFER, OFFER_REQUEST } from '@shared/offer-machine';
import { Button } from '@web/components/ui/button';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationOffers } from '../api/offers';
import { OfferCard } from './offer-card';
import { OfferFormDialog } from './offer-form-dialog';
import { RequestCard } from './request-card';

/** Answered offers and requests shown besides the waiting ones (the newest). */
const ENDED_SHOWN = 3;

/**
 * The conversation's custom offers and requests for one (decision 121), above its messages: the
 * waiting ones, then the latest answered ones with their final state, and "Send a custom offer".
 * Both sides' cards refresh on the live channel's 'offers' event.
 */
export function ConversationOffers({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const query = useConversationOffers(conversationId);
  const [form, setForm] = useState<{ open: boolean; requestId?: string }>({ open: false });
  const offers = query.data?.offers ?? [];
  const requests = query.data?.requests ?? [];
  const byNewest = <T extends { createdAt: string }>(list: T[]) =>
    [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const waitingOffers = byNewest(offers.filter((o) => o.status === OFFER.pending));
  const waitingRequests = byNewest(requests.filter((r) => r.status === OFFER_REQUEST.open));
  const ended = byNewest(offers.filter((o) => o.status !== OFFER.pending)).slice(0, ENDED_SHOWN);
  const endedRequests = byNewest(requests.filter((r) => r.status !== OFFER_REQUEST.open)).slice(
    0,
    ENDED_SHOWN,
  );
  return (
    <section
      aria-label={t('offers:panel.title')}
      className="max-h-[45vh] space-y-2 overflow-y-auto border-b p-3"
    >
      <div className="flex items-center gap-2">
        <Handshake aria-hidden className="size-4 text-muted-foreground" />
        <h3 className="text-sm font-medium">{t('offers:panel.title')}</h3>
        <Button size="sm" variant="outline" className="ml-auto" onClick={() => setForm({ open: true })}>
          {t('offers:panel.send')}
        </Button>
      </div>
      {[...waitingRequests, ...endedRequests].map((r) => (
        <RequestCard key={r.id} request={r} onAnswer={() => setForm({ open: true, requestId: r.id })} />
      ))}
      {[...waitingOffers, ...ended].map((o) => (
        <OfferCard key={o.id} offer={o} />
      ))}
      <OfferFormDialog
        key={form.requestId ?? 'new'}
        conversationId={conversationId}
        requestId={form.requestId}
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
    </section>
  );
}
