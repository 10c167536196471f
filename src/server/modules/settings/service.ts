import { DELETED_USER_NAME } from '@shared/constants';
import { OPEN as OPEN_CONTRACTS } from '@shared/contract-machine';
import type {
  PreferenceSettingsPatch,
  PrivacySettingsPatch,
  UserDataExport,
  UserSettings,
} from '@shared/schemas/settings';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  account,
  aiGenerations,
  aiOrders,
  attachments,
  contractEvents,
  contractMilestones,
  contracts,
  conversations,
  customOffers,
  disputeMessages,
  disputeOffers,
  disputes,
  favourites,
  jobApplications,
  ledgerAccounts,
  ledgerEntries,
  messages,
  notifications,
  offerRequests,
  payments,
  payoutRequests,
  portfolioItems,
  profiles,
  projects,
  reviews,
  savedSearches,
  serviceImages,
  services,
  session,
  twoFactor,
  user,
  userBlocks,
  userPresence,
} from '../../db/schema';
import type { ContractEventFile } from '../../db/schema/contracts';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http';
import { deleteStoredQuietly, type Storage } from '../../lib/storage';
import type { Auth } from '../auth/auth';
import { cancelOpenPayments, userBalances } from '../money';
import { ensureProfile } from '../profiles/ensure-profile';
import { thumbKeyOf } from '../profiles/service';

type ProfileRow = typeof profiles.$inferSelect;

export type { UserSettings };

export function presentSettings(row: ProfileRow): UserSettings {
  return {
    privacy: {
      profileVisible: row.profileVisible,
      showPortfolio: row.showPortfolio,
      showContact: row.showContact,
    },
    preferences: {
      language: row.language === 'tr' ? 'tr' : 'en',
      emailNotifications: row.emailNotifications,
      projectUpdates: row.projectUpdates,
      marketingEmails: row.marketingEmails,
    },
  };
}

export async function getSettings(db: Db, me: SessionUser): Promise<UserSettings> {
  return presentSettings(await ensureProfile(db, me));
}

export async function updateSettings(
  db: Db,
  me: SessionUser,
  patch: PrivacySettingsPatch | PreferenceSettingsPatch,
): Promise<UserSettings> {
  await ensureProfile(db, me);
  const [row] = await db
    .update(profiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(profiles.userId, me.id))
    .returning();
  return presentSettings(row!);
}

/** Everything the user owns, without secrets (password hashes, session tokens, 2FA secrets). */
export async function exportUserData(
  db: Db,
  storage: Pick<Storage, 'url'>,
  me: SessionUser,
): Promise<UserDataExport> {
  const profile = await ensureProfile(db, me);
  const [account_] = await db
    .select({ id: user.id, email: user.email, name: user.name, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, me.id));
  const signInMethods = await db
    .select({ providerId: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, me.id));
  const portfolio = await db.select().from(portfolioItems).where(eq(portfolioItems.profileId, profile.id));
  const ownServices = await db.select().from(services).where(eq(services.profileId, profile.id));
  const images = ownServices.length
    ? await db
        .select()
        .from(serviceImages)
        .where(
          inArray(
            serviceImages.serviceId,
            ownServices.map((s) => s.id),
          ),
        )
    : [];
  const ownProjects = await db.select().from(projects).where(eq(projects.userId, me.id));
  const applications = await db.select().from(jobApplications).where(eq(jobApplications.freelancerId, me.id));
  const reviewsReceived = await db.select().from(reviews).where(eq(reviews.profileId, profile.id));
  const reviewsWritten = await db.select().from(reviews).where(eq(reviews.reviewerId, me.id));
  const ownConversations = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.userA, me.id), eq(conversations.userB, me.id)));
  const ownMessages = await db
    .select()
    .from(messages)
    .where(or(eq(messages.senderId, me.id), eq(messages.receiverId, me.id)));
  const ownNotifications = await db.select().from(notifications).where(eq(notifications.userId, me.id));
  const ownPayments = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      purpose: payments.purpose,
      amountCents: payments.amountCents,
      status: payments.status,
      createdAt: payments.createdAt,
      confirmedAt: payments.confirmedAt,
    })
    .from(payments)
    .where(eq(payments.userId, me.id));
  const ownPayouts = await db.select().from(payoutRequests).where(eq(payoutRequests.userId, me.id));
  const orders = await db.select().from(aiOrders).where(eq(aiOrders.userId, me.id));
  const generations = await db
    .select({
      kind: aiGenerations.kind,
      storageKey: aiGenerations.storageKey,
      createdAt: aiGenerations.createdAt,
    })
    .from(aiGenerations)
    .where(eq(aiGenerations.userId, me.id));
  const ledger = await db
    .select({
      account: ledgerAccounts.kind,
      amountCents: ledgerEntries.amountCents,
      transactionId: ledgerEntries.transactionId,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.userId, me.id));
  const work = await exportContracts(db, me.id);
  const ownFavourites = await db.select().from(favourites).where(eq(favourites.userId, me.id));
  const ownSavedSearches = await db.select().from(savedSearches).where(eq(savedSearches.userId, me.id));
  const chatFiles = await db
    .select({
      id: attachments.id,
      name: attachments.name,
      kind: attachments.kind,
      contentType: attachments.contentType,
      size: attachments.size,
      messageId: attachments.messageId,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .where(or(and(eq(attachments.ownerId, me.id), isNull(attachments.linkedAt)), onMessagesOf(me.id)));
  const offers = await db
    .select()
    .from(customOffers)
    .where(or(eq(customOffers.clientId, me.id), eq(customOffers.freelancerId, me.id)));
  const requests = await db
    .select()
    .from(offerRequests)
    .where(or(eq(offerRequests.clientId, me.id), eq(offerRequests.freelancerId, me.id)));
  const ownBlocks = await db
    .select({ blockedId: userBlocks.blockedId, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, me.id));
  return {
    ...work,
    favourites: ownFavourites,
    savedSearches: ownSavedSearches,
    blocks: ownBlocks,
    customOffers: offers,
    offerRequests: requests,
    chatFiles: chatFiles.map((f) => ({ ...f, downloadPath: `/api/attachments/${f.id}` })),
    exportedAt: new Date().toISOString(),
    account: { ...account_, signInMethods },
    profile: { ...profile, avatarKey: undefined },
    portfolio,
    services: ownServices.map((s) => ({ ...s, images: images.filter((i) => i.serviceId === s.id) })),
    projects: ownProjects,
    applications,
    reviews: { received: reviewsReceived, written: reviewsWritten },
    conversations: ownConversations,
    messages: ownMessages,
    notifications: ownNotifications,
    payments: ownPayments,
    payoutRequests: ownPayouts,
    aiOrders: orders,
    aiGenerations: generations.map((g) => ({
      kind: g.kind,
      createdAt: g.createdAt,
      fileUrl: g.storageKey ? storage.url(g.storageKey) : null,
    })),
    ledgerEntries: ledger,
  };
}

/** Attachments of the chat messages the user sent or received. */
function onMessagesOf(userId: string): SQL {
  return sql`${attachments.messageId} in (select ${messages.id} from ${messages} where ${messages.senderId} = ${userId} or ${messages.receiverId} = ${userId})`;
}

/** A stored file as exported: what it is and the path its parties download it from (no storage key). */
function exportedFile(contractId: string, f: ContractEventFile) {
  return {
    id: f.id,
    name: f.name,
    size: f.size,
    contentType: f.contentType,
    downloadPath: `/api/contracts/${contractId}/files/${f.id}`,
  };
}

/**
 * The user's contracts (either side) with milestones and events, their deliveries and disputes,
 * and every file in them listed with its download path (the contract's files route, parties only).
 */
async function exportContracts(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(contracts)
    .where(or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId)));
  const ids = rows.map((c) => c.id);
  if (ids.length === 0) return { contracts: [], deliveries: [], disputes: [], files: [] };
  const milestones = await db
    .select()
    .from(contractMilestones)
    .where(inArray(contractMilestones.contractId, ids));
  const events = await db.select().from(contractEvents).where(inArray(contractEvents.contractId, ids));
  const disputeRows = await db.select().from(disputes).where(inArray(disputes.contractId, ids));
  const disputeIds = disputeRows.map((d) => d.id);
  const [disputeMessageRows, disputeOfferRows] = disputeIds.length
    ? await Promise.all([
        db.select().from(disputeMessages).where(inArray(disputeMessages.disputeId, disputeIds)),
        db.select().from(disputeOffers).where(inArray(disputeOffers.disputeId, disputeIds)),
      ])
    : [[], []];
  // Each file once (a dispute's files are also on its 'dispute_opened' event), where it first appears.
  const files = new Map<string, Record<string, unknown>>();
  const listed = (contractId: string, list: ContractEventFile[], from: Record<string, unknown>) =>
    list.map((f) => {
      const file = exportedFile(contractId, f);
      if (!files.has(f.id)) files.set(f.id, { ...file, contractId, ...from });
      return file;
    });
  const eventsOut = events.map((e) => ({
    ...e,
    files: listed(e.contractId, e.files, { eventId: e.id, kind: e.kind }),
  }));
  return {
    contracts: rows.map((c) => ({
      ...c,
      milestones: milestones.filter((m) => m.contractId === c.id),
      events: eventsOut.filter((e) => e.contractId === c.id),
    })),
    deliveries: eventsOut
      .filter((e) => e.kind === 'delivered')
      .map((e) => ({
        contractId: e.contractId,
        milestoneId: e.milestoneId,
        deliveredBy: e.actorId,
        message: e.message,
        files: e.files,
        createdAt: e.createdAt,
      })),
    disputes: disputeRows.map((d) => ({
      ...d,
      files: listed(d.contractId, d.files, { disputeId: d.id }),
      messages: disputeMessageRows.filter((m) => m.disputeId === d.id),
      offers: disputeOfferRows.filter((o) => o.disputeId === d.id),
    })),
    files: [...files.values()],
  };
}

/** The name a closed account shows wherever its history is kept (messages, reviews, ledger lines). */
export { DELETED_USER_NAME };

/**
 * Deletes the account after checking the password.
 *
 * An account without money history is deleted with everything it owns (ON DELETE CASCADE).
 * An account with money history (ledger lines, payments, payouts, contracts) keeps those rows for
 * accounting, which reference the user with ON DELETE RESTRICT: the user row stays as an anonymous
 * shell and everything personal goes (name, e-mail, sign-in methods, sessions, profile texts,
 * avatar, portfolio, services, projects, applications, notifications, AI results). Messages and
 * reviews the user wrote stay for the other side, under the name 'Deleted user'.
 *
 * Refused (409) while something is still running: an open contract or order, or money left in the
 * wallet (available, in escrow or being paid out).
 */
export async function deleteAccount(
  db: Db,
  auth: Auth,
  files: { storage: Storage; log: { warn: (obj: object, msg: string) => void } },
  me: SessionUser,
  password: string,
) {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, me.id), eq(account.providerId, 'credential')));
  if (!credential?.hash) throw new AppError('NO_PASSWORD', 400, 'settings:delete.noPassword');
  const ctx = await auth.$context;
  const valid = await ctx.password.verify({ hash: credential.hash, password });
  if (!valid)
    throw new AppError('INVALID_PASSWORD', 400, 'settings:delete.wrongPassword', undefined, {
      field: 'password',
    });

  const storedKeys = await db.transaction(async (tx) => {
    // The user row is locked first, so a payment or contract started meanwhile waits for us.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, me.id)).for('update');
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(contracts)
      .where(
        and(
          or(eq(contracts.clientId, me.id), eq(contracts.freelancerId, me.id)),
          inArray(contracts.status, [...OPEN_CONTRACTS]),
        ),
      );
    if ((open?.n ?? 0) > 0) throw new AppError('HAS_OPEN_CONTRACTS', 409, 'settings:delete.openContracts');
    const balances = await userBalances(tx, me.id);
    if (balances.availableCents !== 0 || balances.escrowCents !== 0 || balances.payoutPendingCents !== 0) {
      throw new AppError('HAS_BALANCE', 409, 'settings:delete.balanceLeft');
    }
    const [money] = await tx
      .select({
        entries: sql<number>`(select count(*)::int from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id where a.user_id = ${me.id})`,
        payments: sql<number>`(select count(*)::int from ${payments} where user_id = ${me.id})`,
        payouts: sql<number>`(select count(*)::int from ${payoutRequests} where user_id = ${me.id})`,
        contracts: sql<number>`(select count(*)::int from ${contracts} where client_id = ${me.id} or freelancer_id = ${me.id})`,
      })
      .from(sql`(select 1) as one`);
    const keys = await storedFileKeys(tx, me.id);
    const hasHistory =
      !!money && (money.entries > 0 || money.payments > 0 || money.payouts > 0 || money.contracts > 0);
    if (!hasHistory) {
      // The uploads and the files of the user's messages go with their rows (ON DELETE CASCADE).
      const gone = await tx
        .select({ key: attachments.storageKey })
        .from(attachments)
        .where(or(eq(attachments.ownerId, me.id), onMessagesOf(me.id)));
      keys.push(...gone.map((r) => r.key));
      await tx.delete(ledgerAccounts).where(eq(ledgerAccounts.userId, me.id));
      await tx.delete(session).where(eq(session.userId, me.id));
      // Everything else the user owns references the user or the profile with ON DELETE CASCADE.
      await tx.delete(user).where(eq(user.id, me.id));
      return keys;
    }
    // The files of kept messages and contracts stay with them; uploads not used yet go.
    const pending = await tx
      .delete(attachments)
      .where(and(eq(attachments.ownerId, me.id), isNull(attachments.linkedAt)))
      .returning({ key: attachments.storageKey });
    keys.push(...pending.map((r) => r.key));
    await anonymizeAccount(tx, me.id);
    return keys;
  });
  // The files go once their rows are gone for good (after the commit).
  await deleteStoredQuietly(files.storage, storedKeys, files.log);
}

/** Removes everything personal of an account whose money history must stay (see deleteAccount). */
async function anonymizeAccount(tx: DbOrTx, userId: string) {
  await cancelOpenPayments(tx, userId);
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx.delete(userPresence).where(eq(userPresence.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(aiGenerations).where(eq(aiGenerations.userId, userId));
  await tx.delete(jobApplications).where(eq(jobApplications.freelancerId, userId));
  await tx.delete(projects).where(eq(projects.userId, userId));
  const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  if (profile) {
    await tx.delete(portfolioItems).where(eq(portfolioItems.profileId, profile.id));
    await tx.delete(services).where(eq(services.profileId, profile.id));
    await tx
      .update(profiles)
      .set({
        name: DELETED_USER_NAME,
        title: null,
        location: null,
        bio: null,
        hourlyRateCents: null,
        yearsOfExperience: null,
        skills: [],
        avatarUrl: null,
        avatarThumbUrl: null,
        avatarKey: null,
        profileVisible: false,
        showPortfolio: false,
        showContact: false,
        emailNotifications: false,
        projectUpdates: false,
        marketingEmails: false,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, profile.id));
  }
  // The address is freed for a new sign-up; `.invalid` can never receive mail (RFC 2606).
  await tx
    .update(user)
    .set({
      name: DELETED_USER_NAME,
      email: `deleted-${userId}@deleted.invalid`,
      emailVerified: false,
      image: null,
      twoFactorEnabled: false,
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
}

/** Every stored file of the user: avatar and its thumbnail, portfolio, service images, AI results. */
async function storedFileKeys(tx: DbOrTx, userId: string): Promise<string[]> {
  const [profile] = await tx
    .select({ id: profiles.id, avatarKey: profiles.avatarKey })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const keys: string[] = [];
  if (profile?.avatarKey) keys.push(profile.avatarKey, thumbKeyOf(profile.avatarKey));
  if (profile) {
    const portfolio = await tx
      .select({ key: portfolioItems.storageKey })
      .from(portfolioItems)
      .where(eq(portfolioItems.profileId, profile.id));
    const images = await tx
      .select({ key: serviceImages.storageKey })
      .from(serviceImages)
      .innerJoin(services, eq(services.id, serviceImages.serviceId))
      .where(eq(services.profileId, profile.id));
    for (const row of [...portfolio, ...images]) if (row.key) keys.push(row.key);
  }
  const generated = await tx
    .select({ key: aiGenerations.storageKey })
    .from(aiGenerations)
    .where(eq(aiGenerations.userId, userId));
  for (const row of generated) if (row.key) keys.push(row.key);
  return keys;
}
