import type { Config } from '../../config';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

export type { CheckoutRequest, CheckoutSession, PaymentProvider, RefundRequest } from './provider';
export { ProviderUnavailableError } from './provider';

/**
 * 'test' (the built-in test cards, no real money) in the demo (decision 096). Live: 'stripe' when
 * both Stripe keys are configured, 'test' in development and test, otherwise 'off': paying is refused.
 */
export type PaymentsMode = 'stripe' | 'test' | 'off';

export function paymentsMode(
  config: Pick<Config, 'NODE_ENV' | 'marketplaceMode' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
): PaymentsMode {
  if (config.marketplaceMode === 'demo') return 'test';
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) return 'stripe';
  if (config.NODE_ENV !== 'production') return 'test';
  return 'off';
}

/** The configured provider, or null when payments are off. */
export function paymentProviderFor(config: Config): PaymentProvider | null {
  const mode = paymentsMode(config);
  if (mode === 'stripe')
    return createStripeProvider(config.STRIPE_SECRET_KEY!, { apiUrl: config.STRIPE_API_URL });
  if (mode === 'test') return createTestProvider(config.baseUrl);
  return null;
}
