import type { PublicService, Service } from '@shared/schemas/service';
import type { profiles, serviceImages, services } from '../../db/schema';
import { presentFreelancerIdentity } from '../profiles/presenter';

type ServiceRow = typeof services.$inferSelect;
type ImageRow = typeof serviceImages.$inferSelect;

export function presentService(row: ServiceRow, images: ImageRow[]): Service {
  return {
    id: row.id,
    profileId: row.profileId,
    category: row.category,
    subcategory: row.subcategory,
    header: row.header,
    explanation: row.explanation,
    pricing: row.pricing,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    images: images
      .filter((i) => i.serviceId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((i) => ({ id: i.id, url: i.imageUrl })),
  };
}

/** The service page: the service and who offers it (the card's identity, with the avatar thumbnail). */
export function presentPublicService(service: Service, owner: typeof profiles.$inferSelect): PublicService {
  return {
    ...service,
    freelancer: presentFreelancerIdentity({ ...owner, avatarUrl: owner.avatarThumbUrl ?? owner.avatarUrl }),
  };
}
