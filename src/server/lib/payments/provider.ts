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

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createCheckout(req: CheckoutRequest): Promise<CheckoutSession>;
}
