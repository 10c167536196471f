import { contentLanguageOf } from '@shared/detect-language';
import type { ServiceAlt } from '@shared/schemas/alt-texts';
import { PACKAGE_TIERS, type ServicePackage } from '@shared/schemas/contract';
import type { PublicService, Service } from '@shared/schemas/service';
import type { profiles, serviceImages, servicePackages, services } from '../../db/schema';
import { presentFreelancerIdentity } from '../profiles/presenter';

type ServiceRow = typeof services.$inferSelect;
type ImageRow = typeof serviceImages.$inferSelect;
type PackageRow = typeof servicePackages.$inferSelect;

const tierOrder = (tier: string) => PACKAGE_TIERS.indexOf(tier as ServicePackage['tier']);

/** A service's packages, ordered basic, standard, premium. */
export function presentPackages(serviceId: string, rows: PackageRow[]): ServicePackage[] {
  return rows
    .filter((p) => p.serviceId === serviceId)
    .sort((a, b) => tierOrder(a.tier) - tierOrder(b.tier))
    .map((p) => ({
      id: p.id,
      tier: p.tier as ServicePackage['tier'],
      name: p.name,
      description: p.description,
      priceCents: p.priceCents,
      deliveryDays: p.deliveryDays,
      revisions: p.revisions,
      features: p.features,
      extras: p.extras.map((e) => ({ id: e.id, name: e.name, priceCents: e.priceCents, days: e.days })),
    }));
}

/** The seller's second version, with the packages' texts of the tiers the service still has. */
export function presentServiceAlt(row: ServiceRow, packages?: PackageRow[]): ServiceAlt | null {
  const alt = row.altTexts;
  if (!alt) return null;
  const tiers = packages ? new Set(packages.filter((p) => p.serviceId === row.id).map((p) => p.tier)) : null;
  return {
    lang: alt.lang,
    header: alt.header,
    explanation: alt.explanation,
    pricing: alt.pricing ?? null,
    packages: (alt.packages ?? []).filter((p) => !tiers || tiers.has(p.tier)),
  };
}

export function presentService(row: ServiceRow, images: ImageRow[], packages: PackageRow[] = []): Service {
  return {
    id: row.id,
    profileId: row.profileId,
    category: row.category,
    subcategory: row.subcategory,
    header: row.header,
    explanation: row.explanation,
    contentLang: contentLanguageOf(row.contentLang),
    pricing: row.pricing,
    alt: presentServiceAlt(row, packages),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    images: images
      .filter((i) => i.serviceId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((i) => ({ id: i.id, url: i.imageUrl })),
    packages: presentPackages(row.id, packages),
  };
}

/**
 * The service page: the service and who offers it (the card's identity, with the avatar
 * thumbnail) and the seller card's figures: rating, member since, the site language and the
 * response time.
 */
export function presentPublicService(
  service: Service,
  owner: typeof profiles.$inferSelect,
  responseSeconds: number | null,
): PublicService {
  return {
    ...service,
    freelancer: presentFreelancerIdentity({ ...owner, avatarUrl: owner.avatarThumbUrl ?? owner.avatarUrl }),
    seller: {
      rating: owner.ratingAvg === null ? null : Math.round(owner.ratingAvg * 10) / 10,
      reviewCount: owner.reviewCount,
      memberSince: owner.createdAt.toISOString(),
      languages: [owner.language === 'tr' ? 'tr' : 'en'],
      responseSeconds,
      // The same rows as the profile's figures: its completed contracts (profiles.completed_count).
      completedCount: owner.completedCount,
      isNew: owner.completedCount === 0,
    },
  };
}
