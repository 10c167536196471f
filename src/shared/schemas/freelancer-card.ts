import { z } from 'zod';
import { TitleAltSchema } from './alt-texts';

/**
 * A freelancer as a card: the one shape of every freelancer list (search, featured, category
 * pages, AI experts, favourites). The service page shows its identity part,
 * `FreelancerIdentitySchema` (schemas/profile.ts). A file of its own, with no messages, so that a
 * form importing an answer schema does not make its page load the profile catalogue.
 */
export const FreelancerCardSchema = /* @__PURE__ */ z
  .object({
    profileId: z.string(),
    userId: z.string(),
    name: z.string(),
    title: z.string().nullable(),
    titleAlt: TitleAltSchema.nullable().meta({
      description: "The freelancer's own title in the other language",
    }),
    location: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    skills: z.array(z.string()),
    hourlyRate: z.number().nullable().meta({ description: 'US dollars per hour' }),
    rating: z.number().nullable().meta({ description: 'Average review rating (1-5), one decimal' }),
    reviewCount: z.number().int(),
    completedCount: z.number().int().meta({
      description: "Completed orders and projects; 0 is a new seller (shown as 'New', not as zeros)",
    }),
  })
  .meta({ id: 'FreelancerCard' });
export type FreelancerCard = z.infer<typeof FreelancerCardSchema>;
