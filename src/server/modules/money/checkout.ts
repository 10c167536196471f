import { checkoutResponse, type PaymentItem } from '@shared/schemas/money';
import { type AppContext, currentUser, errorResponses, jsonResponse } from '../../lib/http';
import { changeErrors } from '../../lib/routes';
import { paymentItemName, paymentItemOf } from './payment-item';
import { type OpenPaymentInput, openPayment } from './payments';
import { paymentProvider } from './provider';

/*
 * Opening a checkout, for every route that sells something (a milestone, an order, a top-up, an
 * AI tool purchase). Kept out of money's routes file so the modules that sell import the opening
 * and not money's router; confirming a checkout is modules/checkout, which sits above them.
 */

export const CheckoutSchema = checkoutResponse.meta({ id: 'Checkout' });

/** A checkout to open, or why not (409 for the state, 502 provider down, 503 payments off). */
export const checkoutResponses = {
  200: jsonResponse(CheckoutSchema, 'Checkout to open'),
  ...changeErrors,
  502: jsonResponse(
    errorResponses[400].content['application/json'].schema,
    'The payment provider is unavailable',
  ),
  503: jsonResponse(errorResponses[400].content['application/json'].schema, 'Payments are not configured'),
} as const;

/**
 * Opens a checkout for the signed-in user with the configured provider; the provider's product
 * name says what is bought in the payer's language, as the checkout page does. A caller that has
 * just made what is bought (an order) passes its `item` (paymentItemOf's answer for it), so the
 * rows are not read again.
 */
export async function checkoutFor(
  c: AppContext,
  input: Omit<OpenPaymentInput, 'baseUrl' | 'userId' | 'email' | 'description'>,
  known: { item?: PaymentItem } = {},
) {
  const services = c.get('services');
  const provider = paymentProvider(services.config);
  const user = currentUser(c);
  const item = known.item ?? (await paymentItemOf(services.db, input));
  return openPayment(services.db, provider, {
    ...input,
    description: paymentItemName(item, c.get('lang') ?? 'en'),
    userId: user.id,
    email: user.email,
    baseUrl: services.config.baseUrl,
  });
}
