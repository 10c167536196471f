import type { SearchProject, SearchService } from '@shared/schemas/search';
import {
  altTextsOrNull,
  dollarsOrNull,
  isoOf,
  numberOrNull,
  oneDecimalOrNull,
  textArray,
  textOrNull,
} from '../../db/rows';

/*
 * The cards of search results, built here only: search answers them with `why`, favourites
 * (modules/saved) without it (SavedService, SavedProject derive from these shapes). A new field is
 * a column in the list below and a line in the presenter; both callers follow. The freelancer card
 * is the profiles module's (`presentFreelancerCard`).
 */

/** The columns of a service card: the service aliased `s`, its seller's profile aliased `p`. */
export const serviceCardColumns = (s: string, p: string) =>
  `${s}.id, ${s}.header, ${s}.alt_texts->>'lang' as alt_lang, ${s}.alt_texts->>'header' as alt_header, ${s}.category, ${s}.subcategory, ${s}.price_cents, ${s}.delivery_days, ${s}.created_at,
   ${p}.id as profile_id, ${p}.name, ${p}.avatar_url, ${p}.location, ${p}.rating_avg, ${p}.review_count,
   ${p}.completed_count,
   (select i.image_url from service_images i where i.service_id = ${s}.id order by i.position limit 1) as image_url`;

/** A raw row of `serviceCardColumns`, as the drivers give it. */
export interface ServiceCardRow extends Record<string, unknown> {
  id: string;
  header: string;
  alt_lang: string | null;
  alt_header: string | null;
  category: string;
  subcategory: string;
  price_cents: number | string | null;
  delivery_days: number | string | null;
  created_at: Date | string;
  profile_id: string;
  name: string;
  avatar_url: string | null;
  location: string | null;
  rating_avg: number | string | null;
  review_count: number | string;
  completed_count: number | string;
  image_url: string | null;
}

export type ServiceCard = Omit<SearchService, 'why'>;

export function presentServiceCard(row: ServiceCardRow): ServiceCard {
  return {
    id: String(row.id),
    header: String(row.header),
    headerAlt: altTextsOrNull(row.alt_lang, { title: row.alt_header }),
    category: String(row.category),
    subcategory: String(row.subcategory),
    imageUrl: textOrNull(row.image_url),
    priceFrom: dollarsOrNull(row.price_cents),
    deliveryDays: numberOrNull(row.delivery_days),
    seller: {
      profileId: String(row.profile_id),
      name: String(row.name),
      avatarUrl: textOrNull(row.avatar_url),
      location: textOrNull(row.location),
      rating: oneDecimalOrNull(row.rating_avg),
      reviewCount: Number(row.review_count),
      completedCount: Number(row.completed_count),
    },
    createdAt: isoOf(row.created_at),
  };
}

/** The columns of a project card from the project aliased `pr`. */
export const projectCardColumns = (pr: string) =>
  `${['id', 'title', 'category', 'description', 'requirements', 'budget_cents', 'due_date', 'created_at']
    .map((c) => `${pr}.${c}`)
    .join(
      ', ',
    )}, ${pr}.alt_texts->>'lang' as alt_lang, ${pr}.alt_texts->>'title' as alt_title, left(${pr}.alt_texts->>'description', 240) as alt_description`;

/** A raw row of `projectCardColumns`. */
export interface ProjectCardRow extends Record<string, unknown> {
  id: string;
  title: string;
  category: string;
  description: string;
  alt_lang: string | null;
  alt_title: string | null;
  alt_description: string | null;
  requirements: string[] | string | null;
  budget_cents: number | string;
  due_date: Date | string;
  created_at: Date | string;
}

export type ProjectCard = Omit<SearchProject, 'why'>;

export function presentProjectCard(row: ProjectCardRow): ProjectCard {
  return {
    id: String(row.id),
    title: String(row.title),
    category: String(row.category),
    description: String(row.description).slice(0, 240),
    alt: altTextsOrNull(row.alt_lang, { title: row.alt_title, description: row.alt_description }),
    requirements: textArray(row.requirements),
    budget: Number(row.budget_cents) / 100,
    dueDate: isoOf(row.due_date),
    createdAt: isoOf(row.created_at),
  };
}
