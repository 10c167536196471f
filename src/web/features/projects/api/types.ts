export type ProjectStatus = 'active' | 'snoozed' | 'approved' | 'completed';
export type ApplicationStatus = 'pending' | 'approved' | 'declined';

export interface Project {
  id: string;
  title: string;
  category: string;
  description: string;
  budgetCents: number;
  dueDate: string;
  requirements: string[];
  status: ProjectStatus;
  approvedApplicationId: string | null;
  startDate: string | null;
  completedAt: string | null;
  createdAt: string;
}

export interface Application {
  id: string;
  projectId: string;
  coverLetter: string;
  proposedPriceCents: number;
  deliveryDays: number;
  status: ApplicationStatus;
  appliedAt: string;
}

export interface ProjectApplication extends Application {
  freelancer: { name: string | null; profileId: string | null; avatarUrl: string | null };
}

export interface OwnApplication extends Application {
  project: { id: string; title: string; status: ProjectStatus };
}

export interface ClientCard {
  profileId: string | null;
  name: string | null;
  avatarUrl: string | null;
  location: string | null;
  memberSince: string;
  projectsPosted: number;
  projectsCompleted: number;
  rating: number | null;
  reviewCount: number;
}

export interface ProjectReview {
  rating: number;
  comment: string;
  createdAt: string;
}

export interface ProjectDetail {
  project: Project;
  client: ClientCard;
  isOwner: boolean;
  myApplication: Application | null;
  review: ProjectReview | null;
}

export interface ProjectPage {
  items: Project[];
  total: number;
  page: number;
  pageSize: number;
}

/** Every list key starts here, so a mutation can refresh all project views at once. */
export const projectKeys = {
  all: ['projects'] as const,
  mine: () => ['projects', 'mine'] as const,
  myApplications: () => ['projects', 'my-applications'] as const,
  list: (params: { q: string; category: string; page: number }) => ['projects', 'list', params] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  applications: (id: string) => ['projects', 'applications', id] as const,
};
