import { lazy } from 'react';

/**
 * The request dialog loaded when it is first shown (a signed-in visitor's service page): its form,
 * schemas and zod are not downloaded by the anonymous visitors who never see it.
 */
export const LazyRequestOfferDialog = lazy(() =>
  import('./request-offer-dialog').then((m) => ({ default: m.RequestOfferDialog })),
);
