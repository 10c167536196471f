import type { profiles } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

/** Fields anyone may see on a visible profile. Privacy switches and e-mail preferences stay out. */
export function presentPublicProfile(row: ProfileRow) {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    title: row.title,
    location: row.location,
    bio: row.bio,
    hourlyRateCents: row.hourlyRateCents,
    yearsOfExperience: row.yearsOfExperience,
    skills: row.skills,
    avatarUrl: row.avatarUrl,
    avatarThumbUrl: row.avatarThumbUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentOwnProfile(row: ProfileRow, email: string) {
  return {
    ...presentPublicProfile(row),
    email,
    language: row.language === 'tr' ? ('tr' as const) : ('en' as const),
    profileVisible: row.profileVisible,
    showPortfolio: row.showPortfolio,
  };
}
