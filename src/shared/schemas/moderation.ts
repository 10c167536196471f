import { z } from 'zod';
import { adminListQuery, adminPage } from './admin';

/* Reports, moderation and blocks (decision 060). Messages are translation keys ('ns:key'). */

export const REPORT_KINDS = ['profile', 'service', 'project', 'review', 'message'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** What an administrator can hide (a profile is handled through the account states instead). */
export const HIDEABLE_KINDS = ['service', 'project', 'review', 'message'] as const;
export type HideableKind = (typeof HIDEABLE_KINDS)[number];
export const REPORT_REASONS = [
  'spam',
  'fraud',
  'offensive',
  'off_platform',
  'intellectual_property',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_DETAILS_MAX = 2000;
export const MODERATION_NOTE_MAX = 2000;

const uuid = z.uuid({ error: 'moderation:validation.target' });

export const reportInput = z.strictObject({
  kind: z.enum(REPORT_KINDS, { error: 'moderation:validation.kind' }),
  targetId: uuid,
  reason: z.enum(REPORT_REASONS, { error: 'moderation:validation.reason' }),
  details: z
    .string({ error: 'moderation:validation.detailsMax' })
    .trim()
    .max(REPORT_DETAILS_MAX, 'moderation:validation.detailsMax')
    .default(''),
});
export type ReportInput = z.input<typeof reportInput>;

/** What the reporter gets back: their report and its state. */
export const ReportReceiptSchema = z
  .object({
    id: z.string(),
    kind: z.enum(REPORT_KINDS),
    targetId: z.string(),
    reason: z.enum(REPORT_REASONS),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.string(),
  })
  .meta({ id: 'ReportReceipt' });
export type ReportReceipt = z.infer<typeof ReportReceiptSchema>;

/** A note an administrator writes when resolving a report or hiding content. */
export const moderationNoteInput = z.strictObject({
  note: z
    .string({ error: 'moderation:validation.noteRequired' })
    .trim()
    .min(1, 'moderation:validation.noteRequired')
    .max(MODERATION_NOTE_MAX, 'moderation:validation.noteMax'),
});
export type ModerationNoteInput = z.infer<typeof moderationNoteInput>;

export const reportListQuery = adminListQuery.extend({
  status: z.enum(REPORT_STATUSES, { error: 'moderation:validation.status' }).optional(),
  kind: z.enum(REPORT_KINDS, { error: 'moderation:validation.kind' }).optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

const PersonSchema = z.object({ userId: z.string(), name: z.string() });

/** A moderation hide as shown to the owner and administrators. */
export const ModerationHideSchema = z
  .object({ reason: z.string(), hiddenAt: z.string() })
  .meta({ id: 'ModerationHide' });
export type ModerationHide = z.infer<typeof ModerationHideSchema>;

/** The reported thing as an administrator reads it, hidden or not; null when it was deleted. */
export const ReportedContentSchema = z
  .object({
    title: z.string(),
    text: z.string(),
    /** Where it lives in the app (a page path), when it has one. */
    link: z.string().nullable(),
    hidden: z.union([ModerationHideSchema, z.null()]),
  })
  .meta({ id: 'ReportedContent' });
export type ReportedContent = z.infer<typeof ReportedContentSchema>;

export const AdminReportSchema = z
  .object({
    id: z.string(),
    kind: z.enum(REPORT_KINDS),
    targetId: z.string(),
    reason: z.enum(REPORT_REASONS),
    details: z.string(),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.string(),
    reporter: z.union([PersonSchema, z.null()]),
    reportedUser: z.union([PersonSchema, z.null()]),
    content: z.union([ReportedContentSchema, z.null()]),
    resolution: z.union([
      z.object({
        by: z.string().nullable(),
        byName: z.string().nullable(),
        at: z.string(),
        note: z.string().nullable(),
      }),
      z.null(),
    ]),
  })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportPageSchema = adminPage(AdminReportSchema).meta({ id: 'AdminReportPage' });
export type AdminReportPage = z.infer<typeof AdminReportPageSchema>;

export const hideParams = z.object({
  kind: z.enum(HIDEABLE_KINDS, { error: 'moderation:validation.kind' }),
  id: z.uuid({ error: 'moderation:validation.target' }),
});

export const HiddenContentSchema = z
  .object({
    kind: z.enum(HIDEABLE_KINDS),
    id: z.string(),
    reason: z.string(),
    hiddenAt: z.string(),
    hiddenByName: z.string().nullable(),
    content: z.union([ReportedContentSchema, z.null()]),
  })
  .meta({ id: 'HiddenContent' });
export type HiddenContent = z.infer<typeof HiddenContentSchema>;

export const HiddenContentPageSchema = adminPage(HiddenContentSchema).meta({ id: 'HiddenContentPage' });
export type HiddenContentPage = z.infer<typeof HiddenContentPageSchema>;

/** Someone the signed-in user blocked. */
export const BlockedUserSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    profileId: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    blockedAt: z.string(),
  })
  .meta({ id: 'BlockedUser' });
export type BlockedUser = z.infer<typeof BlockedUserSchema>;

export const BlockListSchema = z.object({ items: z.array(BlockedUserSchema) }).meta({ id: 'BlockList' });
export type BlockList = z.infer<typeof BlockListSchema>;

/** Between the signed-in user and another: who blocked whom. */
export const BlockStateSchema = z
  .object({ blockedByMe: z.boolean(), blockedMe: z.boolean() })
  .meta({ id: 'BlockState' });
export type BlockState = z.infer<typeof BlockStateSchema>;
