import { CONTRACT } from '@shared/contract-machine';
import { contentLanguageOf } from '@shared/detect-language';
import { SEARCH_COUNT_LIMIT } from '@shared/schemas/discovery';
import type {
  Application,
  ApplicationStatus,
  ClientCard,
  OwnApplication,
  Project,
  ProjectApplication,
  ProjectPage,
  ProjectReview,
  ProjectStatus,
} from '@shared/schemas/project';
import { and, avg, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared, preparedSql } from '../../db/prepared';
import { publicReviewOf, reviewColumns } from '../../db/reviews';
import { rowsOf } from '../../db/rows';
import { jobApplications, profiles, projects, reviews } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { hiddenFlag, hideOf, hidesOf, notHidden } from '../../lib/content-hides';
import { AppError } from '../../lib/errors';
import { HIDES_LISTINGS, listingsShown, sanctionInForce } from '../../lib/listing-visibility';
import { personColumns, presentPerson } from '../profiles/presenter';
import { escapeLike, type ProjectRow } from './service';

/** The public shape of a project: every column a reader may see, money in cents. */
export function presentProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    contentLang: contentLanguageOf(row.contentLang),
    alt: row.altTexts ?? null,
    budgetCents: row.budgetCents,
    dueDate: row.dueDate.toISOString(),
    requirements: row.requirements,
    status: row.status as ProjectStatus,
    approvedApplicationId: row.approvedApplicationId,
    startDate: row.startDate?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOwnProjects(db: DbOrTx, userId: string): Promise<Project[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  const hides = await hidesOf(
    db,
    'project',
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...presentProject(r), moderation: hides.get(r.id) ?? null }));
}

/**
 * The public listing's two statements (the capped count and the page) for one combination of
 * filters, prepared once (decision 087): every value, `now` included, is a placeholder.
 */
function publicListStatements(db: DbOrTx, withText: boolean, withCategory: boolean) {
  const variant = `${withText ? 'q' : ''}${withCategory ? 'c' : ''}`;
  return prepared(db, `projects_public_${variant}`, () => {
    // Hidden by moderation (decision 060), or a restricted or closed client's (decision 063): listed for nobody.
    const conditions = [
      eq(projects.status, 'active'),
      notHidden('project', projects.id),
      listingsShown(sql`${projects.userId}`, sql.placeholder('now')),
    ];
    if (withText)
      conditions.push(
        or(
          ilike(projects.title, sql.placeholder('pattern')),
          ilike(projects.description, sql.placeholder('pattern')),
        )!,
      );
    if (withCategory) conditions.push(eq(projects.category, sql.placeholder('category')));
    const where = and(...conditions);
    // A text search stays an unnamed statement: PostgreSQL plans it with the pattern at hand (a rare
    // word through the trigram indexes, a common one along the newest-first index), where a named
    // statement's generic plan would pick one path for every pattern (a scan of every project for
    // a word no project has).
    const name = (part: string) => (withText ? '' : `projects_public_${part}_${variant}`);
    return {
      // The count stops like the freelancer search's (decision 010): at 1,000 or the end of the page.
      count: db
        .select({ n: count() })
        .from(
          db
            .select({ one: sql`1` })
            .from(projects)
            .where(where)
            .limit(sql.placeholder('countLimit'))
            .as('matches'),
        )
        .prepare(name('count')),
      page: db
        .select()
        .from(projects)
        .where(where)
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(sql.placeholder('pageSize'))
        .offset(sql.placeholder('offset'))
        .prepare(name('page')),
    };
  });
}

export async function listPublicProjects(
  db: DbOrTx,
  opts: { q?: string; category?: string; page: number; pageSize: number },
): Promise<ProjectPage> {
  const q = opts.q?.trim();
  const statements = publicListStatements(db, !!q, !!opts.category);
  const limit = Math.max(SEARCH_COUNT_LIMIT, opts.page * opts.pageSize);
  const values = {
    now: clockNow().toISOString(),
    pattern: q ? `%${escapeLike(q)}%` : undefined,
    category: opts.category,
  };
  // The count and the page are independent: both at once.
  const [counts, rows] = await Promise.all([
    statements.count.execute({ ...values, countLimit: limit + 1 }),
    statements.page.execute({ ...values, pageSize: opts.pageSize, offset: (opts.page - 1) * opts.pageSize }),
  ]);
  const counted = Number(counts[0]?.n ?? 0);
  const totalCapped = counted > limit;
  const total = totalCapped ? limit : counted;
  return { items: rows.map(presentProject), total, totalCapped, page: opts.page, pageSize: opts.pageSize };
}

/** The project with whether moderation hid it (the policy reads `hidden`). */
export async function findProject(db: DbOrTx, id: string): Promise<ProjectRow & { hidden: boolean }> {
  const [found] = await db
    .select({ row: projects, hidden: hiddenFlag('project', projects.id) })
    .from(projects)
    .where(eq(projects.id, id));
  if (!found) throw new AppError('PROJECT_NOT_FOUND', 404, 'projects:error.notFound');
  return { ...found.row, hidden: Boolean(found.hidden) };
}

/**
 * A project to read (GET /api/projects/{id}, a project page's first answer): the row, whether
 * moderation hid it and whether an account state hides its client's listings at `now`, in one
 * prepared statement (decision 087).
 */
export async function findProjectToRead(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<ProjectRow & { hidden: boolean; listingsHidden: boolean }> {
  const statement = prepared(db, 'project_to_read', () =>
    db
      .select({
        row: projects,
        hidden: hiddenFlag('project', projects.id),
        listingsHidden: sanctionInForce(sql`${projects.userId}`, HIDES_LISTINGS, sql.placeholder('now')),
      })
      .from(projects)
      .where(eq(projects.id, sql.placeholder('id')))
      .prepare('project_to_read'),
  );
  const [found] = await statement.execute({ id, now: now.toISOString() });
  if (!found) throw new AppError('PROJECT_NOT_FOUND', 404, 'projects:error.notFound');
  return { ...found.row, hidden: Boolean(found.hidden), listingsHidden: Boolean(found.listingsHidden) };
}

/** The moderation hide of a project, for its owner's page. */
export async function projectModeration(db: DbOrTx, row: ProjectRow & { hidden: boolean }) {
  return row.hidden ? hideOf(db, 'project', row.id) : null;
}

/**
 * The client's card on a public project: real figures, nothing private. The rating is what
 * freelancers wrote about this client (visible reviews only), not their own rating as a freelancer.
 */
export async function clientCard(db: DbOrTx, userId: string): Promise<ClientCard> {
  const statements = clientCardStatements(db);
  // The profile and the figures at once; the rating needs the profile's id.
  const [[profile], figures] = await Promise.all([
    statements.profile.execute({ userId }),
    clientCardFigures(db).execute({ userId }),
  ]);
  const [stats] = rowsOf<{ posted: number; completed: number }>(figures);
  let rating: number | null = null;
  let reviewCount = 0;
  if (profile) {
    const [r] = await statements.rating.execute({ profileId: profile.id });
    reviewCount = Number(r?.n ?? 0);
    rating = reviewCount > 0 ? Math.round(Number(r?.avg) * 10) / 10 : null;
  }
  return {
    profileId: profile?.id ?? null,
    userId: profile?.userId ?? null,
    name: profile?.name ?? null,
    avatarUrl: profile?.avatarThumbUrl ?? profile?.avatarUrl ?? null,
    location: profile?.location ?? null,
    memberSince: (profile?.createdAt ?? new Date()).toISOString(),
    projectsPosted: Number(stats?.posted ?? 0),
    ordersCompleted: Number(stats?.completed ?? 0),
    rating,
    reviewCount,
  };
}

/** The client card's three statements, prepared once (decision 087). */
/**
 * The client's figures: projects posted, and every contract the client saw through, a hired
 * project's or a bought service's: the same contracts freelancers review the client on, so the
 * rating's count never exceeds it.
 */
function clientCardFigures(db: DbOrTx) {
  return preparedSql(
    db,
    'client_card_figures',
    true,
    () => sql`select (select count(*) from projects where user_id = ${sql.placeholder('userId')})::int as posted,
      (select count(*) from contracts where client_id = ${sql.placeholder('userId')}
         and status = ${CONTRACT.completed})::int as completed`,
  );
}

function clientCardStatements(db: DbOrTx) {
  return prepared(db, 'client_card', () => ({
    profile: db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, sql.placeholder('userId')))
      .prepare('client_card_profile'),
    rating: db
      .select({ avg: avg(reviews.rating), n: count() })
      .from(reviews)
      .where(and(eq(reviews.profileId, sql.placeholder('profileId')), publicReviewOf('freelancer_to_client')))
      .prepare('client_card_rating'),
  }));
}

/**
 * The client's review of the project's freelancer, as `viewerId` may see it: its writer always,
 * everybody else once it is out of its blind period (the freelancer reviewed the client too, or
 * 14 days passed since completion).
 */
export async function projectReview(
  db: DbOrTx,
  projectId: string,
  viewerId: string | null = null,
): Promise<ProjectReview | null> {
  const statement = prepared(db, 'project_client_review', () =>
    db
      .select({
        ...reviewColumns,
        reviewerId: reviews.reviewerId,
        visible: sql<boolean>`${reviews.visibleAt} <= now()`,
      })
      .from(reviews)
      .where(
        and(
          eq(reviews.projectId, sql.placeholder('projectId')),
          eq(reviews.direction, 'client_to_freelancer'),
        ),
      )
      .prepare('project_client_review'),
  );
  const [row] = await statement.execute({ projectId });
  if (!row) return null;
  if (!row.visible && (viewerId === null || row.reviewerId !== viewerId)) return null;
  return presentReview(row);
}

export function presentReview(
  row: Pick<typeof reviews.$inferSelect, 'id' | 'rating' | 'comment' | 'commentLang' | 'createdAt'> & {
    altTexts?: (typeof reviews.$inferSelect)['altTexts'];
  },
): ProjectReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    commentLang: contentLanguageOf(row.commentLang),
    commentAlt: row.altTexts ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentApplication(row: typeof jobApplications.$inferSelect): Application {
  return {
    id: row.id,
    projectId: row.projectId,
    coverLetter: row.coverLetter,
    proposedPriceCents: row.proposedPriceCents,
    deliveryDays: row.deliveryDays,
    status: row.status as ApplicationStatus,
    appliedAt: row.appliedAt.toISOString(),
  };
}

export async function listProjectApplications(db: DbOrTx, projectId: string): Promise<ProjectApplication[]> {
  const rows = await db
    .select({
      app: jobApplications,
      person: personColumns,
    })
    .from(jobApplications)
    .leftJoin(profiles, eq(profiles.userId, jobApplications.freelancerId))
    .where(eq(jobApplications.projectId, projectId))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id));
  return rows.map((r) => ({
    ...presentApplication(r.app),
    freelancer: presentPerson(r.person),
  }));
}

export async function listOwnApplications(db: DbOrTx, userId: string): Promise<OwnApplication[]> {
  const rows = await db
    .select({ app: jobApplications, project: projects })
    .from(jobApplications)
    .innerJoin(projects, eq(projects.id, jobApplications.projectId))
    .where(eq(jobApplications.freelancerId, userId))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id));
  return rows.map((r) => ({
    ...presentApplication(r.app),
    project: { id: r.project.id, title: r.project.title, status: r.project.status as ProjectStatus },
  }));
}

export async function findOwnApplication(
  db: DbOrTx,
  projectId: string,
  userId: string,
): Promise<Application | null> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.projectId, projectId), eq(jobApplications.freelancerId, userId)));
  return row ? presentApplication(row) : null;
}

export async function findApplication(db: DbOrTx, id: string) {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  if (!row) throw new AppError('APPLICATION_NOT_FOUND', 404, 'projects:error.applicationNotFound');
  return row;
}
