import type { Service, ServiceInput } from '@shared/schemas/service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidateServiceQueries } from './keys';

/** One multipart request: the server stores the service and all its images together or not at all. */
export function createService(input: ServiceInput, images: File[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    // The packages travel as one JSON text field beside the images.
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const image of images) form.append('images', image, image.name);
  return api<Service>('/api/services', { method: 'POST', body: form });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, images }: { input: ServiceInput; images: File[] }) => createService(input, images),
    onSuccess: () => invalidateServiceQueries(queryClient),
  });
}
