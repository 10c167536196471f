import { PACKAGE_TIERS, type PackageTier } from '@shared/schemas/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { servicePackages, services } from '../db/schema';

/** What each demo package offers, in the seller's language; prices follow the demo pricing text. */
const TIERS: Record<
  PackageTier,
  {
    times: number;
    days: number;
    revisions: number | null;
    en: { name: string; description: string; features: string[] };
    tr: { name: string; description: string; features: string[] };
  }
> = {
  basic: {
    times: 3,
    days: 3,
    revisions: 1,
    en: {
      name: 'Starter',
      description: 'The essentials, done well: one concept and the final files.',
      features: ['1 concept', 'Final files'],
    },
    tr: {
      name: 'Başlangıç',
      description: 'Temel ihtiyaçlar, özenle: tek bir taslak ve son dosyalar.',
      features: ['1 taslak', 'Son dosyalar'],
    },
  },
  standard: {
    times: 6,
    days: 5,
    revisions: 3,
    en: {
      name: 'Professional',
      description: 'Three concepts, a short call about your goals and the source files.',
      features: ['3 concepts', 'Final files', 'Source files', 'Short kick-off call'],
    },
    tr: {
      name: 'Profesyonel',
      description: 'Üç taslak, hedefleriniz üzerine kısa bir görüşme ve kaynak dosyalar.',
      features: ['3 taslak', 'Son dosyalar', 'Kaynak dosyalar', 'Kısa tanışma görüşmesi'],
    },
  },
  premium: {
    times: 12,
    days: 10,
    revisions: null,
    en: {
      name: 'Complete',
      description: 'Everything in Professional, unlimited revisions and priority support for a month.',
      features: [
        '5 concepts',
        'Final files',
        'Source files',
        'Short kick-off call',
        'Priority support for 30 days',
      ],
    },
    tr: {
      name: 'Eksiksiz',
      description: 'Profesyonel paketteki her şey, sınırsız revizyon ve bir ay öncelikli destek.',
      features: [
        '5 taslak',
        'Son dosyalar',
        'Kaynak dosyalar',
        'Kısa tanışma görüşmesi',
        '30 gün öncelikli destek',
      ],
    },
  },
};

/** A demo package's name, description and features in one language. */
export function demoPackageTexts(tier: PackageTier, lang: 'en' | 'tr') {
  const { name, description, features } = TIERS[tier][lang];
  return { name, description, features: [...features] };
}

/**
 * Gives each service of the profile that has no package yet the three demo packages (Basic,
 * Standard, Premium at 3, 6 and 12 times the hourly rate). Idempotent: a service with any package
 * is left alone, so a seller's own edits survive a new seeding.
 */
export async function seedServicePackages(
  db: Db,
  profileId: string,
  rateDollars: number,
  language: 'en' | 'tr',
) {
  const own = await db.select({ id: services.id }).from(services).where(eq(services.profileId, profileId));
  if (own.length === 0) return;
  const withPackages = new Set(
    (
      await db
        .select({ serviceId: servicePackages.serviceId })
        .from(servicePackages)
        .where(
          inArray(
            servicePackages.serviceId,
            own.map((s) => s.id),
          ),
        )
    ).map((r) => r.serviceId),
  );
  const rows = own
    .filter((s) => !withPackages.has(s.id))
    .flatMap((s) =>
      PACKAGE_TIERS.map((tier) => {
        const spec = TIERS[tier];
        const text = spec[language];
        return {
          serviceId: s.id,
          tier,
          name: text.name,
          description: text.description,
          priceCents: Math.min(1_000_000, Math.max(500, rateDollars * spec.times * 100)),
          deliveryDays: spec.days,
          revisions: spec.revisions,
          features: text.features,
        };
      }),
    );
  if (rows.length > 0) await db.insert(servicePackages).values(rows).onConflictDoNothing();
}
