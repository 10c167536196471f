import { z } from 'zod';

/*
 * Attachments (decision 123): files of chat messages, deliveries and order requirements. Each file
 * is uploaded on its own request (POST /api/attachments) and becomes a pending attachment of its
 * uploader; a message, delivery or requirements then names up to ATTACHMENTS_MAX of them by id.
 */

/** What a file is, decided by its content (lib/uploads/sniff.ts), never its name or declared type. */
export const ATTACHMENT_KINDS = [
  'image',
  'pdf',
  'office',
  'opendocument',
  'text',
  'audio',
  'video',
  'archive',
] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

export const ATTACHMENT_MAX_BYTES = 100 * 1024 * 1024;
/** Images are re-encoded in memory (sharp); larger ones are refused with their own reason. */
export const ATTACHMENT_IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const ATTACHMENTS_MAX = 10;
/** Uploads (of any outcome) per account and hour, counted before the body is read. */
export const ATTACHMENT_UPLOADS_PER_HOUR = 60;
/** A pending upload no message, delivery or requirements named is removed after this many hours. */
export const PENDING_ATTACHMENT_HOURS = 24;

/** Ids of pending uploads a message, delivery or requirements takes with it. */
export const attachmentIds = z
  .array(z.uuid({ error: 'common:attachments.error.unknown' }), { error: 'common:attachments.error.unknown' })
  .max(ATTACHMENTS_MAX, 'common:attachments.error.tooMany')
  .refine((ids) => new Set(ids).size === ids.length, 'common:attachments.error.duplicate');

/** POST /api/attachments: the stored, pending upload. */
export const PendingAttachmentSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().int(),
    kind: z.enum(ATTACHMENT_KINDS),
    contentType: z.string(),
  })
  .meta({ id: 'PendingAttachment' });
export type PendingAttachment = z.infer<typeof PendingAttachmentSchema>;

/** An attachment as a message shows it; `previewUrl` for images and video (shown inline). */
export const AttachmentViewSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().int(),
    kind: z.enum(ATTACHMENT_KINDS),
    contentType: z.string(),
    url: z.string(),
    previewUrl: z.string().nullable(),
  })
  .meta({ id: 'AttachmentView' });
export type AttachmentView = z.infer<typeof AttachmentViewSchema>;

/** Content types a preview route serves inline: plain images and video, nothing that runs. */
export const PREVIEW_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
] as const;
export const isPreviewable = (contentType: string) =>
  (PREVIEW_TYPES as readonly string[]).includes(contentType);
