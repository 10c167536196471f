import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isDisputeOpen } from '@shared/contract-machine';
import {
  ATTACHMENT_IMAGE_MAX_BYTES,
  ATTACHMENT_MAX_BYTES,
  type AttachmentKind,
  type AttachmentView,
  isPreviewable,
  PENDING_ATTACHMENT_HOURS,
  type PendingAttachment,
} from '@shared/schemas/attachment';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { attachments, type ContractEventFile, contracts, disputes, messages } from '../../db/schema';
import { isAdmin } from '../../lib/admin-guard';
import { now as clockNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { deleteStoredQuietly, type Storage } from '../../lib/storage';
import { formatLimit, processImage } from '../../lib/uploads/images';
import { sniffFile } from '../../lib/uploads/sniff';
import type { StreamedFile } from '../../lib/uploads/stream';

/*
 * Attachments (decision 123): each file is uploaded on its own request, typed by its content,
 * streamed to storage and kept as a pending row of its uploader; a chat message, a delivery or an
 * order's requirements then link up to ten of them in their own transaction. Only the two parties
 * (and administrators while the contract is in dispute) may fetch a linked file; a pending one, its
 * uploader only. Everyone else gets 404.
 */

type Row = typeof attachments.$inferSelect;
const FIELD = { field: 'file' } as const;

export const tooLarge = () =>
  new AppError(
    'UPLOAD_TOO_LARGE',
    413,
    'common:attachments.error.tooLarge',
    { max: formatLimit(ATTACHMENT_MAX_BYTES) },
    FIELD,
  );

/** An image's re-encoding happens in memory, so images are limited to ATTACHMENT_IMAGE_MAX_BYTES. */
const IMAGE_LIMITS = { maxBytes: ATTACHMENT_IMAGE_MAX_BYTES, maxPixels: 40_000_000 };

/**
 * Types, stores and records one uploaded file as a pending attachment of `ownerId`. The temporary
 * file is removed in every case. Refusals are 415 (or 413) naming the reason.
 */
export async function createPendingAttachment(
  deps: { db: Db; storage: Storage; log: { warn: (obj: object, msg: string) => void } },
  ownerId: string,
  file: StreamedFile,
): Promise<PendingAttachment> {
  try {
    if (file.size > ATTACHMENT_MAX_BYTES) throw tooLarge();
    const sniffed = await sniffFile(file.path, file.size);
    if (!sniffed)
      throw new AppError('UPLOAD_UNSUPPORTED_TYPE', 415, 'common:attachments.error.type', undefined, FIELD);
    const id = randomUUID();
    let size = file.size;
    let contentType = sniffed.contentType;
    let ext = sniffed.ext;
    const key = () => `attachments/${ownerId.replace(/[^A-Za-z0-9_-]/g, '_')}/${id}.${ext}`;
    if (sniffed.kind === 'image') {
      if (file.size > ATTACHMENT_IMAGE_MAX_BYTES)
        throw new AppError(
          'UPLOAD_TOO_LARGE',
          413,
          'common:attachments.error.imageTooLarge',
          { max: formatLimit(ATTACHMENT_IMAGE_MAX_BYTES) },
          FIELD,
        );
      const image = await processImage(await readFile(file.path), IMAGE_LIMITS).catch((err: unknown) => {
        if (err instanceof AppError && !err.detail)
          throw new AppError(err.code, err.status, err.messageKey, err.vars, FIELD);
        throw err;
      });
      size = image.data.length;
      contentType = image.contentType;
      ext = image.ext;
      await deps.storage.put(key(), image.data, contentType);
    } else {
      await deps.storage.putFile(key(), file.path, file.size, contentType);
    }
    try {
      await deps.db.insert(attachments).values({
        id,
        ownerId,
        kind: sniffed.kind,
        contentType,
        storageKey: key(),
        size,
        name: file.name,
        // The test clock's time, so the clean-up job can be tested by moving it.
        createdAt: clockNow(),
      });
    } catch (err) {
      await deleteStoredQuietly(deps.storage, [key()], deps.log);
      throw err;
    }
    return { id, name: file.name, size, kind: sniffed.kind, contentType };
  } finally {
    await file.discard();
  }
}

/**
 * Takes the pending attachments `ids` of `ownerId` for a message or a contract event, inside the
 * caller's transaction: each must be the owner's and still pending (locked, so two writes cannot
 * both take one), else 400 naming the `attachments` field. Answers them in the order given.
 */
export async function claimPending(tx: DbOrTx, ownerId: string, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(attachments)
    .where(
      and(inArray(attachments.id, [...ids]), eq(attachments.ownerId, ownerId), isNull(attachments.linkedAt)),
    )
    .for('update');
  if (rows.length !== ids.length)
    throw new AppError('ATTACHMENT_UNKNOWN', 400, 'common:attachments.error.unknown', undefined, {
      field: 'attachments',
    });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

/** Links claimed attachments to a chat message. */
export async function linkToMessage(tx: DbOrTx, rows: Row[], messageId: string, at: Date): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .update(attachments)
    .set({ messageId, linkedAt: at })
    .where(
      inArray(
        attachments.id,
        rows.map((r) => r.id),
      ),
    );
}

/** Links claimed attachments to a contract event; answers them as the event's files. */
export async function linkToContractEvent(
  tx: DbOrTx,
  rows: Row[],
  link: { contractId: string; eventId: string; at: Date },
): Promise<ContractEventFile[]> {
  if (rows.length === 0) return [];
  await tx
    .update(attachments)
    .set({ contractId: link.contractId, contractEventId: link.eventId, linkedAt: link.at })
    .where(
      inArray(
        attachments.id,
        rows.map((r) => r.id),
      ),
    );
  return rows.map(asEventFile);
}

export const asEventFile = (r: Row): ContractEventFile => ({
  id: r.id,
  key: r.storageKey,
  name: r.name,
  size: r.size,
  contentType: r.contentType,
});

export const attachmentUrl = (id: string) => `/api/attachments/${id}`;

/** A message's file as the thread shows it. */
export function presentAttachment(
  r: Pick<Row, 'id' | 'name' | 'size' | 'kind' | 'contentType'>,
): AttachmentView {
  return {
    id: r.id,
    name: r.name,
    size: r.size,
    kind: r.kind as AttachmentKind,
    contentType: r.contentType,
    url: attachmentUrl(r.id),
    previewUrl: isPreviewable(r.contentType) ? `${attachmentUrl(r.id)}/preview` : null,
  };
}

/** The files of the messages `ids`, by message. */
export async function attachmentsOfMessages(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, AttachmentView[]>> {
  const out = new Map<string, AttachmentView[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(attachments)
    .where(inArray(attachments.messageId, ids))
    .orderBy(attachments.linkedAt, attachments.createdAt);
  for (const r of rows) {
    const list = out.get(r.messageId!) ?? [];
    list.push(presentAttachment(r));
    out.set(r.messageId!, list);
  }
  return out;
}

/** Whether `userId` is an administrator and the contract has an open dispute. */
export async function adminInDispute(db: DbOrTx, userId: string, contractId: string): Promise<boolean> {
  const rows = await db
    .select({ status: disputes.status })
    .from(disputes)
    .where(eq(disputes.contractId, contractId));
  if (!rows.some((r) => isDisputeOpen(r.status))) return false;
  return isAdmin(db, userId);
}

/** The attachment `id` if `userId` may fetch it, else 404 (never 403: its existence is not told). */
export async function visibleAttachment(db: DbOrTx, userId: string, id: string): Promise<Row> {
  const notFound = () => new AppError('FILE_NOT_FOUND', 404, 'common:attachments.error.notFound');
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  if (!row) throw notFound();
  if (!row.linkedAt) {
    if (row.ownerId === userId) return row;
    throw notFound();
  }
  if (row.messageId) {
    const [m] = await db
      .select({ senderId: messages.senderId, receiverId: messages.receiverId })
      .from(messages)
      .where(eq(messages.id, row.messageId))
      .limit(1);
    if (m && (m.senderId === userId || m.receiverId === userId)) return row;
    throw notFound();
  }
  if (row.contractId) {
    const [c] = await db
      .select({ clientId: contracts.clientId, freelancerId: contracts.freelancerId })
      .from(contracts)
      .where(eq(contracts.id, row.contractId))
      .limit(1);
    if (c && (c.clientId === userId || c.freelancerId === userId)) return row;
    if (c && (await adminInDispute(db, userId, row.contractId))) return row;
  }
  throw notFound();
}

/** Removes a pending attachment of its owner (a cancelled or removed upload); 404 otherwise. */
export async function deletePending(
  deps: { db: Db; storage: Storage; log: { warn: (obj: object, msg: string) => void } },
  ownerId: string,
  id: string,
): Promise<void> {
  const [row] = await deps.db
    .delete(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.ownerId, ownerId), isNull(attachments.linkedAt)))
    .returning({ key: attachments.storageKey });
  if (!row) throw new AppError('FILE_NOT_FOUND', 404, 'common:attachments.error.notFound');
  await deleteStoredQuietly(deps.storage, [row.key], deps.log);
}

/**
 * The background job: pending attachments older than PENDING_ATTACHMENT_HOURS are deleted with
 * their files. Each row is claimed once across instances (FOR UPDATE SKIP LOCKED inside the
 * delete), and the files go after the rows' transaction committed. Answers how many were removed.
 */
export async function removeStalePending(
  deps: { db: Db; storage: Storage; log: { warn: (obj: object, msg: string) => void } },
  now: Date,
  batch = 100,
): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_ATTACHMENT_HOURS * 3_600_000);
  const removed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(isNull(attachments.linkedAt), lt(attachments.createdAt, cutoff)))
      .orderBy(attachments.createdAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .delete(attachments)
      .where(
        and(
          inArray(
            attachments.id,
            due.map((d) => d.id),
          ),
          sql`${attachments.linkedAt} is null`,
        ),
      )
      .returning({ key: attachments.storageKey });
  });
  await deleteStoredQuietly(
    deps.storage,
    removed.map((r) => r.key),
    deps.log,
  );
  return removed.length;
}
