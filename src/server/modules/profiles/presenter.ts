import type { profiles } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

export function presentOwnProfile(row: ProfileRow, email: string) {
  return {
    id: row.id,
    userId: row.userId,
    email,
    name: row.name,
    title: row.title,
    location: row.location,
    bio: row.bio,
    hourlyRate: row.hourlyRateCents === null ? null : row.hourlyRateCents / 100,
    yearsOfExperience: row.yearsOfExperience,
    skills: row.skills,
    avatarUrl: row.avatarUrl,
    avatarThumbUrl: row.avatarThumbUrl,
    language: row.language === 'tr' ? ('tr' as const) : ('en' as const),
    createdAt: row.createdAt.toISOString(),
  };
}
