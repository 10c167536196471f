import type { ContractEventKind } from '@shared/schemas/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type ContractEventFile, contractEvents, contractMilestones, contracts } from '../../db/schema';
import { recordedNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { publish } from '../../lib/live';
import { type NotificationType, notifyInStep } from '../notifications/service';

/*
 * The timeline of a contract (decision 050): every step appends a contract_events row, notifies
 * the other side (type 'order', e-mailed under "Project Updates") and tells both parties' open
 * pages to refetch (live { type: 'contract' }). Everything runs in the caller's transaction, so a
 * rolled-back step leaves no event, no notification and no live message behind.
 */

export type ContractRow = typeof contracts.$inferSelect;
export type MilestoneRow = typeof contractMilestones.$inferSelect;
export type ContractEventRow = typeof contractEvents.$inferSelect;

/** Catalogue key (notifications:event.order.<kind>) of the notification an event sends. */
export const orderNotificationKey = (kind: ContractEventKind) => `notifications:event.order.${kind}`;

export interface RecordEventInput {
  contract: Pick<ContractRow, 'id' | 'clientId' | 'freelancerId' | 'title'>;
  milestoneId?: string | null;
  /** The milestone's title when the caller has its row (not read again for the notification). */
  milestoneTitle?: string;
  /** The party who acted; null for the system (timers), whose events notify both parties. */
  actorId: string | null;
  kind: ContractEventKind;
  message?: string | null;
  files?: ContractEventFile[];
  /** Amounts and other facts of the event. */
  data?: Record<string, unknown>;
  /**
   * Who is notified, when not the default (the other party, or both for a system event); an
   * empty list notifies nobody (the live event still goes to both).
   */
  notify?: readonly string[];
  /** The notification's type and catalogue key, when not 'order' and notifications:event.order.<kind>. */
  notification?: { type: NotificationType; key: string };
  /** More values for the notification's text (`…At` and `…Cents` are written in the reader's language). */
  vars?: Record<string, string | number>;
}

/**
 * The contract row, locked FOR UPDATE for the rest of the transaction, so steps on one contract
 * (deliveries, acceptances, payments, timers, cancellations) run one at a time.
 */
export async function lockContract(tx: Tx, id: string): Promise<ContractRow> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
  if (!row) throw new AppError('CONTRACT_NOT_FOUND', 404, 'contracts:error.notFound');
  return row;
}

/** Appends an event, notifies (in a savepoint: a failure is only logged) and publishes live. */
export async function recordEvent(tx: Tx, input: RecordEventInput): Promise<ContractEventRow> {
  const { contract } = input;
  const [event] = await tx
    .insert(contractEvents)
    .values({
      contractId: contract.id,
      milestoneId: input.milestoneId ?? null,
      actorId: input.actorId,
      kind: input.kind,
      message: input.message ?? null,
      files: input.files ?? [],
      data: input.data ?? {},
      // The wall clock, not the transaction's start: events of one step keep their order.
      createdAt: recordedNow('wall'),
    })
    .returning();

  const parties = [contract.clientId, contract.freelancerId];
  const recipients =
    input.notify ?? (input.actorId === null ? parties : parties.filter((id) => id !== input.actorId));
  let milestoneTitle = input.milestoneTitle ?? '';
  if (input.milestoneId && input.milestoneTitle === undefined) {
    const [m] = await tx
      .select({ title: contractMilestones.title })
      .from(contractMilestones)
      .where(eq(contractMilestones.id, input.milestoneId));
    milestoneTitle = m?.title ?? '';
  }
  // Never undoes the step (spec part 2 §4): one statement each that cannot fail on what reaches it.
  for (const userId of new Set(recipients)) {
    await notifyInStep(
      tx,
      {
        userId,
        type: input.notification?.type ?? 'order',
        key: input.notification?.key ?? orderNotificationKey(input.kind),
        vars: {
          ...input.vars,
          contract: contract.title,
          milestone: milestoneTitle,
          contractId: contract.id,
        },
      },
      { context: { contractId: contract.id, kind: input.kind }, message: 'contract notification failed' },
    );
  }
  await publish(tx, parties, { type: 'contract', contractId: contract.id });
  return event!;
}
