import { and, eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import type { AppServices } from '../../services';

const DAY = 24 * 60 * 60 * 1000;

/** The three public projects of the demo marketplace (spec part 2 §2 "three sample projects"). */
const DEMO_PROJECTS = [
  {
    title: 'E-commerce website redesign',
    category: 'software-tech',
    description:
      'We sell handmade ceramics online and need our store redesigned: a faster product catalogue, a simpler checkout and a layout that works well on phones.',
    budgetCents: 250_000,
    dueInDays: 30,
    requirements: [
      'Responsive design',
      'Experience with Shopify or WooCommerce',
      'Portfolio of shop redesigns',
    ],
  },
  {
    title: 'Brand identity for a coffee roastery',
    category: 'graphic-design',
    description:
      'A new specialty coffee roastery in Izmir is looking for a logo, a colour palette and packaging labels for three coffee blends, delivered as vector files.',
    budgetCents: 80_000,
    dueInDays: 21,
    requirements: ['Logo with variants', 'Packaging label design', 'Vector source files'],
  },
  {
    title: 'Translate a mobile app from English to Turkish',
    category: 'writing-translation',
    description:
      'Our fitness app has about 4,000 words of interface text and help articles. We need a natural Turkish translation that keeps the friendly tone of the original.',
    budgetCents: 40_000,
    dueInDays: 14,
    requirements: ['Native Turkish speaker', 'Experience with app localisation'],
  },
] as const;

/** Idempotent: a project with the same owner and title is left as it is. */
export async function seedDemoProjects(services: AppServices, ownerId: string) {
  for (const p of DEMO_PROJECTS) {
    const [existing] = await services.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.userId, ownerId), eq(projects.title, p.title)));
    if (existing) continue;
    await services.db.insert(projects).values({
      userId: ownerId,
      title: p.title,
      category: p.category,
      description: p.description,
      budgetCents: p.budgetCents,
      dueDate: new Date(Date.now() + p.dueInDays * DAY),
      requirements: [...p.requirements],
    });
  }
}
