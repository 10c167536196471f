import type { OrderCheckout, OrderInput } from '@shared/schemas/contract';
import { api } from '@web/lib/api';

/**
 * Orders a package of a service; the answer is the checkout to open (as Start Now's) and the new
 * contract. A plain request (the package table keeps which tier is being ordered): TanStack's
 * mutation observer would otherwise be part of every service page's first load
 * (bench/initial-js.ts).
 */
export function orderService(serviceId: string, input: OrderInput): Promise<OrderCheckout> {
  return api<OrderCheckout>(`/api/services/${encodeURIComponent(serviceId)}/orders`, {
    method: 'POST',
    body: input,
  });
}
