import { contentLanguageOf } from '@shared/detect-language';
import type { ReviewAlt, ServiceAlt } from '@shared/schemas/alt-texts';
import type {
  FreelancerCard,
  FreelancerIdentity,
  OwnProfile,
  PortfolioItem,
  ProfilePage,
  ProfileReview,
  ProfileService,
  ProfileStats,
  PublicProfile,
} from '@shared/schemas/profile';
import { altTextsOrNull, dollarsOrNull, oneDecimalOrNull, textArray, textOrNull } from '../../db/rows';
import { type portfolioItems, profiles } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * The columns of a person's small card, selected as one nested field (`person: personColumns`)
 * of a query joined to `profiles`; null when the join found no profile (the account is gone).
 */
export const personColumns = {
  userId: profiles.userId,
  profileId: profiles.id,
  name: profiles.name,
  avatarUrl: profiles.avatarUrl,
  avatarThumbUrl: profiles.avatarThumbUrl,
};
export type PersonRow = {
  userId: string;
  profileId: string;
  name: string | null;
  avatarUrl: string | null;
  avatarThumbUrl: string | null;
};

/** A person as another answer embeds them: who, their profile, name and small picture. */
export interface PersonCard<
  U extends string | null = string | null,
  N extends string | null = string | null,
> {
  userId: U;
  profileId: string | null;
  name: N;
  /** The thumbnail when there is one (the card is small), else the picture. */
  avatarUrl: string | null;
}

/**
 * The one presenter of a person inside another answer: a contract's parties, an application's
 * freelancer, a chat partner, a blocked user, a reviewer. `known` gives what the caller knows
 * without the profile: the account (`userId`) and a name to show when the profile has none
 * (a blank name counts as none).
 */
export function presentPerson(
  row: PersonRow | null | undefined,
  known: { userId: string; name: string },
): PersonCard<string, string>;
export function presentPerson(
  row: PersonRow | null | undefined,
  known: { userId: string },
): PersonCard<string>;
export function presentPerson(
  row: PersonRow | null | undefined,
  known?: { userId?: string | null; name?: string },
): PersonCard;
export function presentPerson(
  row: PersonRow | null | undefined,
  known: { userId?: string | null; name?: string } = {},
): PersonCard {
  return {
    userId: known.userId ?? row?.userId ?? null,
    profileId: row?.profileId ?? null,
    name: row?.name?.trim() ? row.name : (known.name ?? null),
    avatarUrl: row?.avatarThumbUrl ?? row?.avatarUrl ?? null,
  };
}

/** Fields anyone may see on a visible profile. Privacy switches and e-mail preferences stay out. */
export function presentPublicProfile(row: ProfileRow): PublicProfile {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    title: row.title,
    location: row.location,
    bio: row.bio,
    bioLang: contentLanguageOf(row.bioLang),
    alt: row.altTexts ? { lang: row.altTexts.lang, title: row.altTexts.title, bio: row.altTexts.bio } : null,
    hourlyRateCents: row.hourlyRateCents,
    yearsOfExperience: row.yearsOfExperience,
    skills: row.skills,
    avatarUrl: row.avatarUrl,
    avatarThumbUrl: row.avatarThumbUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentOwnProfile(row: ProfileRow, email: string): OwnProfile {
  return {
    ...presentPublicProfile(row),
    email,
    language: row.language === 'tr' ? 'tr' : 'en',
    profileVisible: row.profileVisible,
    showPortfolio: row.showPortfolio,
  };
}

export function presentProfilePage(
  row: ProfileRow,
  isOwner: boolean,
  stats: ProfileStats,
  contactEmail: string | null,
): ProfilePage {
  // Object.assign, not a spread into a literal (see presentFreelancerCard).
  return Object.assign(presentPublicProfile(row), {
    isOwner,
    profileVisible: row.profileVisible,
    showPortfolio: row.showPortfolio,
    contactEmail,
    stats,
  });
}

/**
 * Who a freelancer is: the first fields of every freelancer card (shared FreelancerCard), built
 * here only. Discovery adds the figures; the service page shows these alone.
 */
export function presentFreelancerIdentity(
  profile: Pick<ProfileRow, 'id' | 'userId' | 'name' | 'title' | 'location' | 'avatarUrl'> & {
    altTexts: { lang: string | null; title?: string | null } | null;
  },
): FreelancerIdentity {
  return {
    profileId: profile.id,
    userId: profile.userId,
    name: profile.name,
    title: profile.title,
    titleAlt: altTextsOrNull(profile.altTexts?.lang, { title: profile.altTexts?.title }),
    location: profile.location,
    avatarUrl: profile.avatarUrl,
  };
}

/** The columns of a freelancer card in a raw row (`freelancerCardColumns`), as the drivers give them. */
export interface FreelancerCardRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  name: string;
  title: string | null;
  location: string | null;
  avatar_url: string | null;
  skills: string[] | string;
  hourly_rate_cents: number | string | null;
  rating_avg: number | string | null;
  review_count: number | string;
  completed_count: number | string;
  alt_lang: string | null;
  alt_title: string | null;
}

/** The select list of a freelancer card from the `profiles` row aliased `alias` (search, favourites, listings). */
const FREELANCER_CARD_COLUMNS = [
  'id',
  'user_id',
  'name',
  'title',
  'location',
  'avatar_url',
  'skills',
  'hourly_rate_cents',
  'rating_avg',
  'review_count',
  'completed_count',
] as const satisfies readonly (keyof FreelancerCardRow)[];
export const freelancerCardColumns = (alias: string) =>
  `${FREELANCER_CARD_COLUMNS.map((c) => `${alias}.${c}`).join(', ')}, ${alias}.alt_texts->>'lang' AS alt_lang, ${alias}.alt_texts->>'title' AS alt_title`;

/** A freelancer card (FreelancerCard: search, favourites, the listings) from its raw row; built here only. */
export function presentFreelancerCard(row: FreelancerCardRow): FreelancerCard {
  // Object.assign onto the new identity, not a spread into a literal: V8 built the spread card in
  // about 8 µs against 0.3 (six of them on the home page; a page's CPU profile showed it).
  return Object.assign(
    presentFreelancerIdentity({
      id: String(row.id),
      userId: String(row.user_id),
      name: String(row.name),
      title: textOrNull(row.title),
      location: textOrNull(row.location),
      avatarUrl: textOrNull(row.avatar_url),
      altTexts: { lang: row.alt_lang, title: row.alt_title },
    }),
    {
      skills: textArray(row.skills),
      hourlyRate: dollarsOrNull(row.hourly_rate_cents),
      rating: oneDecimalOrNull(row.rating_avg),
      reviewCount: Number(row.review_count),
      completedCount: Number(row.completed_count),
    },
  );
}

export function presentPortfolioItem(row: typeof portfolioItems.$inferSelect): PortfolioItem {
  return {
    id: row.id,
    profileId: row.profileId,
    url: row.url,
    title: row.title,
    description: row.description,
    type: row.type === 'video-embed' ? 'video-embed' : 'image',
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentReview(r: {
  id: string;
  rating: number;
  comment: string;
  commentLang?: string | null;
  altTexts?: ReviewAlt | null;
  reply?: string | null;
  createdAt: Date;
  reviewer: PersonRow | null;
}): ProfileReview {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    commentLang: contentLanguageOf(r.commentLang),
    commentAlt: r.altTexts ?? null,
    reply: r.reply ?? null,
    createdAt: r.createdAt.toISOString(),
    reviewer: presentPerson(r.reviewer),
  };
}

export function presentProfileService(s: {
  id: string;
  header: string;
  category: string;
  subcategory: string;
  explanation: string;
  pricing: string;
  altTexts: ServiceAlt | null;
  createdAt: Date;
  images: { id: string; imageUrl: string }[];
}): ProfileService {
  return {
    id: s.id,
    header: s.header,
    category: s.category,
    subcategory: s.subcategory,
    explanation: s.explanation,
    pricing: s.pricing,
    alt: s.altTexts
      ? {
          lang: s.altTexts.lang,
          header: s.altTexts.header,
          explanation: s.altTexts.explanation,
          pricing: s.altTexts.pricing ?? null,
        }
      : null,
    createdAt: s.createdAt.toISOString(),
    images: s.images,
  };
}
