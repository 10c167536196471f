/** What the money module needs from a payment provider. Card data never passes through here. */
export interface CheckoutRequest {
  paymentId: string;
  amountCents: number;
  description: string;
  /** Absolute URLs the provider sends the buyer back to. Reaching them proves nothing. */
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
}

export interface CheckoutSession {
  /** The provider's id for the checkout, stored as payments.provider_ref. */
  providerRef: string;
  /** Where the buyer completes the payment. */
  url: string;
}

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  /** The checkout's id (payments.provider_ref). */
  providerRef: string | null;
  /** The captured charge's id when known (Stripe: the payment intent, payments.capture_ref). */
  captureRef: string | null;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createCheckout(req: CheckoutRequest): Promise<CheckoutSession>;
  /** Gives the whole captured amount back to the payer. Idempotent per payment. */
  refund(req: RefundRequest): Promise<{ refundRef: string }>;
}

/**
 * The provider could not be reached or refused the request: the caller answers 502 and keeps
 * nothing that points at a checkout that does not exist.
 */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}
