export interface ServiceImage {
  id: string;
  url: string;
}

export interface Service {
  id: string;
  profileId: string;
  category: string;
  subcategory: string;
  header: string;
  explanation: string;
  pricing: string;
  createdAt: string;
  updatedAt: string;
  images: ServiceImage[];
}

export interface PublicService extends Service {
  freelancer: {
    profileId: string;
    userId: string;
    name: string;
    title: string | null;
    location: string | null;
    avatarUrl: string | null;
  };
}

/** Every list of services starts with this key, so one invalidation refreshes them all. */
export const servicesKey = ['services'] as const;
