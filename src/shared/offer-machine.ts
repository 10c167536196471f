/*
 * Custom offers in the chat (decision 121), beside the contract machine: the one home of the
 * statuses of an offer and of a client's request for one, and the table of their moves (from,
 * to, by whom). The offers module asserts against it (409 otherwise), the offer card's buttons
 * come from offeredOfferActions, and the policy answers who may see and act (404/403).
 */

/** A freelancer's offer: waiting for the client, then accepted (a contract), declined, withdrawn or expired. */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** A client's request for an offer: open until the freelancer answers it with an offer or declines it. */
export const OFFER_REQUEST_STATUSES = ['open', 'answered', 'declined'] as const;
export type OfferRequestStatus = (typeof OFFER_REQUEST_STATUSES)[number];

const named = <S extends string>(list: readonly S[]) =>
  Object.fromEntries(list.map((s) => [s, s])) as { readonly [K in S]: K };

export const OFFER = named(OFFER_STATUSES);
export const OFFER_REQUEST = named(OFFER_REQUEST_STATUSES);

/** Who acts on an offer: its sender (the freelancer), its receiver (the client), or the offer job. */
export type OfferActor = 'freelancer' | 'client' | 'system';

export interface OfferMove {
  from: readonly OfferStatus[];
  to: OfferStatus;
  by: readonly OfferActor[];
}

/**
 * Every move of an offer. Sending makes a pending one. `accept` creates the contract (awaiting its
 * payment) and opens the checkout; `reopen` is the server taking an acceptance back when the
 * checkout could not start (no contract stays without a started payment, decision 114); `lapse`
 * is the offer job finding that the accepted offer's unpaid order expired and was removed.
 */
export const OFFER_MOVES = {
  accept: { from: ['pending'], to: 'accepted', by: ['client'] },
  decline: { from: ['pending'], to: 'declined', by: ['client'] },
  withdraw: { from: ['pending'], to: 'withdrawn', by: ['freelancer'] },
  expire: { from: ['pending'], to: 'expired', by: ['system'] },
  reopen: { from: ['accepted'], to: 'pending', by: ['system'] },
  lapse: { from: ['accepted'], to: 'expired', by: ['system'] },
} as const satisfies Record<string, OfferMove>;
export type OfferMoveName = keyof typeof OFFER_MOVES;

/** The moves the offer card offers, in the order of its buttons. */
export const OFFER_ACTIONS = ['accept', 'decline', 'withdraw'] as const satisfies readonly OfferMoveName[];
export type OfferAction = (typeof OFFER_ACTIONS)[number];

export const offerMoveStartsFrom = (name: OfferMoveName, status: string) =>
  (OFFER_MOVES[name].from as readonly string[]).includes(status);

/** What the viewer (the offer's client or freelancer) may do with it now. */
export function offeredOfferActions(status: OfferStatus, side: 'client' | 'freelancer'): OfferAction[] {
  return OFFER_ACTIONS.filter(
    (name) => offerMoveStartsFrom(name, status) && (OFFER_MOVES[name].by as readonly string[]).includes(side),
  );
}

/** An open request is answered by an offer (answer) or declined by the freelancer. */
export const OFFER_REQUEST_MOVES = {
  answer: { from: ['open'], to: 'answered', by: ['freelancer'] },
  declineRequest: { from: ['open'], to: 'declined', by: ['freelancer'] },
} as const;
export type OfferRequestMoveName = keyof typeof OFFER_REQUEST_MOVES;
export const offerRequestMoveStartsFrom = (name: OfferRequestMoveName, status: string) =>
  (OFFER_REQUEST_MOVES[name].from as readonly string[]).includes(status);
