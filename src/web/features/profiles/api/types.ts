/** Shapes answered by /api/profiles (see src/server/modules/profiles/routes.ts). */
export interface ProfileStats {
  projectsCompleted: number;
  successRate: number;
  repeatedWorks: number;
  canceledWorks: number;
  averageRating: number | null;
  reviewCount: number;
}

export interface ProfilePage {
  id: string;
  userId: string;
  name: string;
  title: string | null;
  location: string | null;
  bio: string | null;
  hourlyRateCents: number | null;
  yearsOfExperience: number | null;
  skills: string[];
  avatarUrl: string | null;
  avatarThumbUrl: string | null;
  createdAt: string;
  isOwner: boolean;
  profileVisible: boolean;
  showPortfolio: boolean;
  stats: ProfileStats;
}

export interface PortfolioItem {
  id: string;
  profileId: string;
  url: string;
  title: string;
  description: string;
  type: 'image' | 'video-embed';
  createdAt: string;
}

export interface ProfileReview {
  id: string;
  rating: number;
  comment: string;
  createdAt: string;
  reviewer: { profileId: string | null; name: string | null; avatarUrl: string | null };
}

export interface ProfileService {
  id: string;
  header: string;
  category: string;
  subcategory: string;
  explanation: string;
  pricing: string;
  createdAt: string;
  images: { id: string; imageUrl: string }[];
}
