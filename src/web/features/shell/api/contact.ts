import type { ContactMessageInput, ContactReceipt } from '@shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** Sends the contact form; the answer carries the reference the sender quotes. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) =>
      api<ContactReceipt>('/api/contact', { method: 'POST', body: input }),
  });
}
