import { contentLanguageOf } from '@shared/detect-language';
import type {
  FreelancerIdentity,
  OwnProfile,
  PortfolioItem,
  ProfilePage,
  ProfileReview,
  ProfileService,
  ProfileStats,
  PublicProfile,
} from '@shared/schemas/profile';
import type { portfolioItems, profiles } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

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
  return {
    ...presentPublicProfile(row),
    isOwner,
    profileVisible: row.profileVisible,
    showPortfolio: row.showPortfolio,
    contactEmail,
    stats,
  };
}

/**
 * Who a freelancer is: the first fields of every freelancer card (shared FreelancerCard), built
 * here only. Discovery adds the figures; the service page shows these alone.
 */
export function presentFreelancerIdentity(
  profile: Pick<ProfileRow, 'id' | 'userId' | 'name' | 'title' | 'location' | 'avatarUrl'>,
): FreelancerIdentity {
  return {
    profileId: profile.id,
    userId: profile.userId,
    name: profile.name,
    title: profile.title,
    location: profile.location,
    avatarUrl: profile.avatarUrl,
  };
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
  reply?: string | null;
  createdAt: Date;
  reviewerProfileId: string | null;
  reviewerUserId: string | null;
  reviewerName: string | null;
  reviewerAvatarUrl: string | null;
}): ProfileReview {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    commentLang: contentLanguageOf(r.commentLang),
    reply: r.reply ?? null,
    createdAt: r.createdAt.toISOString(),
    reviewer: {
      profileId: r.reviewerProfileId,
      userId: r.reviewerUserId,
      name: r.reviewerName?.trim() ? r.reviewerName : null,
      avatarUrl: r.reviewerAvatarUrl,
    },
  };
}

export function presentProfileService(s: {
  id: string;
  header: string;
  category: string;
  subcategory: string;
  explanation: string;
  pricing: string;
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
    createdAt: s.createdAt.toISOString(),
    images: s.images,
  };
}
