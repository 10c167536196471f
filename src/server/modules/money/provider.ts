import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { type PaymentProvider, paymentProviderFor } from '../../lib/payments';

/** The configured payment provider; 503 "payments are not configured" when payments are off. */
export function paymentProvider(config: Config): PaymentProvider {
  const provider = paymentProviderFor(config);
  if (!provider) throw new AppError('PAYMENTS_NOT_CONFIGURED', 503, 'money:error.notConfigured');
  return provider;
}
