import { AppError } from '../../lib/errors';

/** Only the profile that created a service may change or delete it. */
export function assertServiceOwner(service: { profileId: string }, profileId: string | null) {
  if (service.profileId !== profileId) throw new AppError('FORBIDDEN', 403, 'services:errors.notOwner');
}

/** A hidden profile's services are shown to no one but their owner (PRODUCT.md, Discovery). */
export function canViewService(owner: { profileVisible: boolean; userId: string }, viewerId: string | null) {
  return owner.profileVisible || owner.userId === viewerId;
}
