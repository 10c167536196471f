import { z } from 'zod';
import { CATEGORY_INPUT_IDS, normalizeCategory } from '../categories';
import { ProjectAltSchema, ReviewAltSchema } from './alt-texts';
import { ModerationHideSchema } from './moderation';
import { shownText } from './shown-text';

/* Messages are translation keys ('ns:key'); the web form and the server translate them. */

export const PROJECT_TITLE_MIN = 10;
export const PROJECT_TITLE_MAX = 200;
export const PROJECT_DESCRIPTION_MIN = 50;
export const PROJECT_DESCRIPTION_MAX = 5000;
/** The spec caps the description input at 2000 characters; the rule itself allows 5000. */
export const PROJECT_DESCRIPTION_INPUT_MAX = 2000;
export const PROJECT_BUDGET_MIN = 10;
export const PROJECT_BUDGET_MAX = 1_000_000;
export const PROJECT_REQUIREMENTS_MAX = 20;
export const PROJECT_REQUIREMENT_MAX_LENGTH = 200;
export const COVER_LETTER_MIN = 50;
export const COVER_LETTER_MAX = 5000;
export const DELIVERY_DAYS_MIN = 1;
export const DELIVERY_DAYS_MAX = 365;
export const REVIEW_COMMENT_MAX = 2000;
export const PROJECTS_PAGE_SIZE = 10;
/** A due date lies at most this many years ahead. */
export const DUE_DATE_MAX_YEARS = 5;
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

const money = (key: { min: string; max: string; positive: string }) =>
  z
    .number({ error: key.positive })
    .refine((v) => Number.isFinite(v), key.positive)
    .refine((v) => v > 0, key.positive)
    .min(PROJECT_BUDGET_MIN, key.min)
    .max(PROJECT_BUDGET_MAX, key.max);

/** Field order is the order the first failing message is picked in (spec part 2 §5). */
export const projectInput = z.strictObject({
  title: shownText(
    z
      .string({ error: 'projects:validation.titleMin' })
      .trim()
      .min(PROJECT_TITLE_MIN, 'projects:validation.titleMin')
      .max(PROJECT_TITLE_MAX, 'projects:validation.titleMax'),
  ),
  description: z
    .string({ error: 'projects:validation.descriptionMin' })
    .trim()
    .min(PROJECT_DESCRIPTION_MIN, 'projects:validation.descriptionMin')
    .max(PROJECT_DESCRIPTION_MAX, 'projects:validation.descriptionMax'),
  budget: money({
    positive: 'projects:validation.budgetPositive',
    min: 'projects:validation.budgetMin',
    max: 'projects:validation.budgetMax',
  }),
  // The categories as an enum (the API description lists them); legacy short ids are accepted
  // and stored as the canonical id.
  category: z
    .enum(CATEGORY_INPUT_IDS, { error: 'projects:validation.categoryRequired' })
    .transform((v) => normalizeCategory(v) ?? v),
  dueDate: z
    .string({ error: 'projects:validation.dueDateFuture' })
    .max(40, 'projects:validation.dueDateFuture')
    .refine((v) => {
      const t = Date.parse(v);
      return !Number.isNaN(t) && t > Date.now();
    }, 'projects:validation.dueDateFuture')
    // A sane range: beyond it a date is a typo (or year 10000, which the database cannot store).
    .refine((v) => !(Date.parse(v) > Date.now() + DUE_DATE_MAX_YEARS * YEAR_MS), {
      message: 'projects:validation.dueDateMax',
    }),
  requirements: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'projects:validation.requirementEmpty')
        .max(PROJECT_REQUIREMENT_MAX_LENGTH, 'projects:validation.requirementMax'),
    )
    .max(PROJECT_REQUIREMENTS_MAX, 'projects:validation.requirementsCount')
    .optional(),
});
export type ProjectInput = z.input<typeof projectInput>;
export type ProjectData = z.output<typeof projectInput>;

export const projectStatusInput = z.strictObject({
  status: z.enum(['active', 'snoozed'], { error: 'projects:validation.status' }),
});
export type ProjectStatusInput = z.infer<typeof projectStatusInput>;

export const applicationInput = z.strictObject({
  coverLetter: z
    .string({ error: 'projects:validation.coverLetterMin' })
    .trim()
    .min(COVER_LETTER_MIN, 'projects:validation.coverLetterMin')
    .max(COVER_LETTER_MAX, 'projects:validation.coverLetterMax'),
  proposedPrice: money({
    positive: 'projects:validation.pricePositive',
    min: 'projects:validation.priceMin',
    max: 'projects:validation.priceMax',
  }),
  deliveryDays: z
    .number({ error: 'projects:validation.deliveryDays' })
    .int('projects:validation.deliveryDays')
    .min(DELIVERY_DAYS_MIN, 'projects:validation.deliveryDays')
    .max(DELIVERY_DAYS_MAX, 'projects:validation.deliveryDays'),
});
export type ApplicationInput = z.infer<typeof applicationInput>;

export const reviewInput = z.strictObject({
  rating: z
    .number({ error: 'projects:validation.rating' })
    .int('projects:validation.rating')
    .min(1, 'projects:validation.rating')
    .max(5, 'projects:validation.rating'),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, 'projects:validation.commentMax').optional(),
});
export type ReviewInput = z.infer<typeof reviewInput>;

/*
 * Answers of /api/projects and /api/applications, declared once: the routes document them, the
 * presenters are typed by them and the web reads its types from them. Component names are zod
 * metadata ids (`.meta({ id })`); a nullable named schema is written `z.union([X, z.null()])` so
 * the component itself stays non-null in the OpenAPI document.
 */

export const ProjectStatusSchema = /* @__PURE__ */ z.enum(['active', 'snoozed', 'approved', 'completed']);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;
export const ApplicationStatusSchema = /* @__PURE__ */ z.enum(['pending', 'approved', 'declined']);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const ProjectSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    description: z.string(),
    contentLang: z
      .enum(['en', 'tr'])
      .nullable()
      .meta({ description: 'Language of title and description; null when unsure' }),
    alt: ProjectAltSchema.nullable().meta({
      description: "The client's own texts in the other language (decision 130)",
    }),
    budgetCents: z.number().int(),
    dueDate: z.string(),
    requirements: z.array(z.string()),
    status: ProjectStatusSchema,
    approvedApplicationId: z.string().nullable(),
    startDate: z.string().nullable(),
    completedAt: z.string().nullable(),
    createdAt: z.string(),
    /** Hidden by moderation (decision 060): shown to its owner only, with the reason. */
    moderation: z.union([ModerationHideSchema, z.null()]).optional(),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof ProjectSchema>;

const applicationFields = () => ({
  id: z.string(),
  projectId: z.string(),
  coverLetter: z.string(),
  proposedPriceCents: z.number().int(),
  deliveryDays: z.number().int(),
  status: ApplicationStatusSchema,
  appliedAt: z.string(),
});
export const ApplicationSchema = /* @__PURE__ */ z.object(applicationFields()).meta({ id: 'Application' });
export type Application = z.infer<typeof ApplicationSchema>;

/** An application as the project's owner sees it, with who applied. */
export const ProjectApplicationSchema = /* @__PURE__ */ z
  .object({
    ...applicationFields(),
    freelancer: z.object({
      name: z.string().nullable(),
      profileId: z.string().nullable(),
      /** The account the default avatar is drawn from (null when the account is gone). */
      userId: z.string().nullable(),

      avatarUrl: z.string().nullable(),
    }),
  })
  .meta({ id: 'ProjectApplication' });
export type ProjectApplication = z.infer<typeof ProjectApplicationSchema>;

/** An application as the freelancer who sent it sees it, with its project. */
export const OwnApplicationSchema = /* @__PURE__ */ z
  .object({
    ...applicationFields(),
    project: z.object({ id: z.string(), title: z.string(), status: ProjectStatusSchema }),
  })
  .meta({ id: 'OwnApplication' });
export type OwnApplication = z.infer<typeof OwnApplicationSchema>;

export const ApplicationDecisionSchema = /* @__PURE__ */ z
  .object({ ok: z.literal(true) })
  .meta({ id: 'ApplicationDecision' });
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>;

/** The client's card on a project page: real figures, nothing private. */
export const ClientCardSchema = /* @__PURE__ */ z
  .object({
    profileId: z.string().nullable(),
    /** The account the default avatar is drawn from (null when the account is gone). */
    userId: z.string().nullable(),
    name: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    location: z.string().nullable(),
    memberSince: z.string(),
    projectsPosted: z.number().int(),
    ordersCompleted: z.number().int(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
  })
  .meta({ id: 'ClientCard' });
export type ClientCard = z.infer<typeof ClientCardSchema>;

export const ProjectReviewSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    rating: z.number().int(),
    comment: z.string(),
    commentLang: z
      .enum(['en', 'tr'])
      .nullable()
      .meta({ description: 'Language of the comment; null when unsure' }),
    commentAlt: ReviewAltSchema.nullable().meta({
      description: "The reviewer's own comment in the other language",
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'ProjectReview' });
export type ProjectReview = z.infer<typeof ProjectReviewSchema>;

export const ProjectDetailSchema = /* @__PURE__ */ z
  .object({
    project: ProjectSchema,
    client: ClientCardSchema,
    isOwner: z.boolean(),
    myApplication: z.union([ApplicationSchema, z.null()]),
    review: z.union([ProjectReviewSchema, z.null()]),
  })
  .meta({ id: 'ProjectDetail' });
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

export const ProjectPageSchema = /* @__PURE__ */ z
  .object({
    items: z.array(ProjectSchema),
    total: z
      .number()
      .int()
      .meta({ description: 'Counting stops at 1000 or the end of the page asked for (totalCapped)' }),
    totalCapped: z
      .boolean()
      .optional()
      .meta({ description: 'True when there are more matches than `total`' }),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ProjectPage' });
export type ProjectPage = z.infer<typeof ProjectPageSchema>;

export const ProjectListSchema = /* @__PURE__ */ z.array(ProjectSchema);
export const ProjectApplicationListSchema = /* @__PURE__ */ z.array(ProjectApplicationSchema);
export const OwnApplicationListSchema = /* @__PURE__ */ z.array(OwnApplicationSchema);
