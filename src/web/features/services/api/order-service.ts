import type { OrderCheckout, OrderInput } from '@shared/schemas/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** Orders a package of a service; the answer is the checkout to open (as Start Now's) and the new contract. */
export function useOrderService(serviceId: string) {
  return useMutation({
    mutationFn: (input: OrderInput) =>
      api<OrderCheckout>(`/api/services/${encodeURIComponent(serviceId)}/orders`, {
        method: 'POST',
        body: input,
      }),
  });
}
