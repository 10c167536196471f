// A type import: no code of the money schemas comes along (scripts/page-namespaces.ts skips it).
import type { PaymentItem } from './schemas/money';

/**
 * The message that names what a payment buys, as an i18n key and its values: the checkout page
 * translates it with the reader's catalogue, the server with the payer's language for the
 * provider's product name. An item whose listing text is missing falls back to its kind alone.
 */
export function paymentItemText(item: PaymentItem): { key: string; vars: Record<string, string> } {
  const vars = { title: item.title ?? '', detail: item.detail ?? '', extras: item.extras.join(', ') };
  const needsDetail = item.kind === 'order' || item.kind === 'milestone' || item.kind === 'extra';
  if (item.title === null || (needsDetail && item.detail === null))
    return { key: `money:payment.item.${item.kind}Plain`, vars };
  // An order with extras names them after its package.
  if (item.kind === 'order' && item.extras.length > 0)
    return { key: 'money:payment.item.orderWithExtras', vars };
  return { key: `money:payment.item.${item.kind}`, vars };
}
