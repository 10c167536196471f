import type { Config } from '../../config';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

export type { CheckoutRequest, CheckoutSession, PaymentProvider } from './provider';

/** Stripe when both of its keys are configured, otherwise the offline test provider. */
export function paymentProviderFor(config: Config): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
    return createStripeProvider(config.STRIPE_SECRET_KEY);
  return createTestProvider(config.baseUrl);
}
