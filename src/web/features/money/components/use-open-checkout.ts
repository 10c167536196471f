import type { Checkout } from '@shared/schemas/money';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Opens a checkout: Stripe Checkout in the same tab, or the built-in test provider's page. */
export function useOpenCheckout() {
  const navigate = useNavigate();
  return useCallback(
    (checkout: Checkout) => {
      if (checkout.provider === 'stripe') window.location.assign(checkout.checkoutUrl);
      else navigate(`/checkout/test/${checkout.paymentId}`);
    },
    [navigate],
  );
}
