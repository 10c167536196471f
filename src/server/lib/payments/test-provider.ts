import type { CheckoutRequest, CheckoutSession, PaymentProvider, RefundRequest } from './provider';

/** Test cards of the built-in provider (the numbers Stripe documents for the same cases). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002500003155',
} as const;

/** The code that completes the second step of the 'requires action' card. */
export const TEST_AUTH_CODE = '123456';

export type CardOutcome = 'succeeded' | 'declined' | 'requires_action';

export type CardCheck =
  | { ok: true; outcome: CardOutcome }
  | { ok: false; field: 'cardNumber' | 'expiry' | 'cvv'; messageKey: string };

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** MM/YY, valid through the last day of that month. */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime();
}

/**
 * Decides what the test provider does with a card. Unknown but well-formed cards are declined,
 * so only the documented test numbers move money.
 */
export function checkTestCard(
  card: { cardNumber: string; expiry: string; cvv: string },
  now = new Date(),
): CardCheck {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return { ok: false, field: 'cardNumber', messageKey: 'money:card.error.number' };
  if (!expiryValid(card.expiry, now))
    return { ok: false, field: 'expiry', messageKey: 'money:card.error.expiry' };
  if (!/^\d{3,4}$/.test(card.cvv)) return { ok: false, field: 'cvv', messageKey: 'money:card.error.cvv' };
  if (digits === TEST_CARDS.success) return { ok: true, outcome: 'succeeded' };
  if (digits === TEST_CARDS.requiresAction) return { ok: true, outcome: 'requires_action' };
  return { ok: true, outcome: 'declined' };
}

/** Offline provider: the checkout is our own page (/checkout/test/:paymentId). */
export function createTestProvider(baseUrl: string): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      return { providerRef: `test_${req.paymentId}`, url: `${baseUrl}/checkout/test/${req.paymentId}` };
    },
    async refund(req: RefundRequest): Promise<{ refundRef: string }> {
      return { refundRef: `test_refund_${req.paymentId}` };
    },
  };
}
