import type { OrderInput } from '@shared/schemas/contract';
import type { Checkout } from '@shared/schemas/money';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The answer of ordering a package: the checkout to open (as Start Now's) and the new contract. */
export type ServiceOrder = Checkout & { contractId: string };

/** Orders a package of a service; payment follows through the provider's checkout. */
export function useOrderService(serviceId: string) {
  return useMutation({
    mutationFn: (input: OrderInput) =>
      api<ServiceOrder>(`/api/services/${encodeURIComponent(serviceId)}/orders`, {
        method: 'POST',
        body: input,
      }),
  });
}
