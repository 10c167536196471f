export type PaymentPurpose = 'escrow' | 'topup' | 'chatbot' | 'analytics';

export interface Checkout {
  paymentId: string;
  provider: 'test' | 'stripe';
  checkoutUrl: string;
  amountCents: number;
}

export interface Payment {
  id: string;
  purpose: PaymentPurpose;
  amountCents: number;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  provider: string;
  returnPath: string;
  createdAt: string;
}

export interface CheckoutOutcome {
  status: 'succeeded' | 'requires_action';
  payment: Payment;
}
