/* What other features use of custom offers (decision 121): the chat's offer panel and the service page's request. */
export { ConversationOffers } from './components/conversation-offers';
export { LazyRequestOfferDialog } from './components/lazy-request-offer-dialog';
