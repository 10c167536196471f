import type { OrderCheckout } from '@shared/schemas/contract';
import type {
  ConversationOffers,
  CustomOffer,
  OfferInput,
  OfferRequest,
  OfferRequestInput,
} from '@shared/schemas/offer';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { LIVE_FALLBACK_REFETCH_MS } from '@web/lib/live';

/** Everything under ['offers'] is refreshed by the live channel's 'offers' event (lib/live.ts). */
export const offerKeys = {
  all: ['offers'] as const,
  conversation: (id: string) => ['offers', 'conversation', id] as const,
};

const conversationPath = (id: string) => `/api/chat/conversations/${encodeURIComponent(id)}`;

export function useConversationOffers(conversationId: string) {
  return useQuery({
    queryKey: offerKeys.conversation(conversationId),
    queryFn: () => api<ConversationOffers>(`${conversationPath(conversationId)}/offers`),
    refetchInterval: LIVE_FALLBACK_REFETCH_MS,
  });
}

export const sendOffer = (conversationId: string, body: OfferInput) =>
  api<CustomOffer>(`${conversationPath(conversationId)}/offers`, { method: 'POST', body });

export const requestOffer = (conversationId: string, body: OfferRequestInput) =>
  api<OfferRequest>(`${conversationPath(conversationId)}/offer-requests`, { method: 'POST', body });

export const acceptOffer = (id: string) =>
  api<OrderCheckout>(`/api/offers/${encodeURIComponent(id)}/accept`, { method: 'POST' });
export const declineOffer = (id: string) =>
  api<CustomOffer>(`/api/offers/${encodeURIComponent(id)}/decline`, { method: 'POST' });
export const withdrawOffer = (id: string) =>
  api<CustomOffer>(`/api/offers/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const declineOfferRequest = (id: string) =>
  api<OfferRequest>(`/api/offer-requests/${encodeURIComponent(id)}/decline`, { method: 'POST' });

/** Opens (or finds) the conversation with the freelancer, as Contact does, then sends the request there. */
export async function requestOfferFrom(freelancerUserId: string, body: OfferRequestInput) {
  const conversation = await api<{ id: string }>('/api/chat/conversations', {
    method: 'POST',
    body: { userId: freelancerUserId },
  });
  await requestOffer(conversation.id, body);
  return conversation.id;
}
