import type { serviceImages, services } from '../../db/schema';

type ServiceRow = typeof services.$inferSelect;
type ImageRow = typeof serviceImages.$inferSelect;

export interface FreelancerCard {
  profileId: string;
  userId: string;
  name: string;
  title: string | null;
  location: string | null;
  avatarUrl: string | null;
}

export function presentService(row: ServiceRow, images: ImageRow[]) {
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
