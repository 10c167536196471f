import {
  CONTRACT,
  CONTRACT_MOVES,
  type ContractMoveName,
  type ContractStatus,
  type ContractView,
  type Effect,
  LATEABLE,
  type MilestoneStatus,
  movesMilestone,
  type Side,
  startsFrom,
} from '@shared/contract-machine';
import { LATE_CANCEL_HOURS_DEFAULT } from '@shared/schemas/contract';
import { now as clockNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { ContractRow, MilestoneRow } from './events';
import { sideOf } from './policy';

/*
 * The server's side of the contract machine (src/shared/contract-machine.ts, decision 090): the
 * errors a refused move answers with, and the view of a contract's rows the table's conditions
 * read. Services check a move's start state here (409) after the policy checked who (404/403); the
 * presenter's offered actions come from the same table through offeredActions.
 */

export * from '@shared/contract-machine';

const HOUR_MS = 60 * 60 * 1000;
let lateCancelMs = LATE_CANCEL_HOURS_DEFAULT * HOUR_MS;

/** The configured LATE_CANCEL_HOURS (bootstrap.ts sets it from the configuration; tests may change it). */
export function setLateCancelHours(hours: number) {
  lateCancelMs = hours * HOUR_MS;
}

/** LATE_CANCEL_HOURS in milliseconds. */
export const lateCancelAfterMs = () => lateCancelMs;

/**
 * When the client may cancel the work alone for lateness: its due date plus LATE_CANCEL_HOURS,
 * for work in progress with a due date (null otherwise). An unpaid order needs no wait.
 */
export function lateCancelFrom(contract: Pick<ContractRow, 'status' | 'dueAt'>): Date | null {
  if (contract.status !== CONTRACT.in_progress || !contract.dueAt) return null;
  return new Date(contract.dueAt.getTime() + lateCancelMs);
}

export const wrongState = () => new AppError('CONTRACT_WRONG_STATE', 409, 'contracts:error.wrongState');
export const milestoneWrongState = () =>
  new AppError('MILESTONE_WRONG_STATE', 409, 'contracts:error.milestoneWrongState');

/** 409 (or the given error) unless the move may start from the contract's status. */
export function assertStartsFrom(
  name: ContractMoveName,
  contract: Pick<ContractRow, 'status'>,
  refuse = wrongState,
) {
  if (!startsFrom(name, contract.status)) throw refuse();
}

/** 409 MILESTONE_WRONG_STATE (or the given error) unless the move may move this milestone. */
export function assertMovesMilestone(
  name: ContractMoveName,
  milestone: Pick<MilestoneRow, 'status'>,
  refuse = milestoneWrongState,
) {
  if (!movesMilestone(name, milestone.status)) throw refuse();
}

/** The move is refused while a dispute is open (the table's `frozen`; freeze.ts asks here). */
export const frozenByDispute = (name: ContractMoveName): boolean => CONTRACT_MOVES[name].frozen;

/** The move has this side effect (the table's `effects`; lifecycle.ts acts on the project's). */
export const hasEffect = (name: ContractMoveName, effect: Effect): boolean =>
  (CONTRACT_MOVES[name].effects as readonly Effect[]).includes(effect);

/** The move may leave the contract in this status (the table's `to`). */
export function leadsTo(name: ContractMoveName, status: ContractStatus): boolean {
  const to = CONTRACT_MOVES[name].to;
  if (to === 'same') return false;
  return typeof to === 'string' ? to === status : (to as readonly string[]).includes(status);
}

/**
 * True when the client may cancel alone (the table's cancelLate): an unpaid order, or work the
 * freelancer is LATE_CANCEL_HOURS past the due date on with nothing delivered waiting.
 */
export function clientMayCancelAlone(
  contract: Pick<ContractRow, 'status' | 'dueAt'>,
  now: Date = clockNow(),
): boolean {
  if (!startsFrom('cancelLate', contract.status)) return false;
  if (contract.status === CONTRACT.awaiting_payment) return true;
  const from = lateCancelFrom(contract);
  return from !== null && now.getTime() >= from.getTime();
}

/** A cancellation by the client alone because the work is late (not an unpaid order's). */
export const isLateCancel = (contract: Pick<ContractRow, 'status' | 'dueAt'>, now: Date = clockNow()) =>
  contract.status === CONTRACT.in_progress && clientMayCancelAlone(contract, now);

/** The contract job marks these late once past due. */
export const lateable = (status: string) => (LATEABLE as readonly string[]).includes(status);

/** What the table's conditions read of a contract, for the viewer on `side`. */
export function viewOf(
  contract: ContractRow,
  milestones: Pick<MilestoneRow, 'status'>[],
  side: Side,
  opts: {
    reviewed: boolean;
    disputed: boolean;
    now: Date;
    extensionAskedBy?: Side | null;
    tipped?: boolean;
    extraProposedBy?: Side | null;
    extraAwaitingPayment?: boolean;
  },
): ContractView {
  const asker = contract.cancelRequestedBy ? sideOf(contract.cancelRequestedBy, contract) : null;
  return {
    status: contract.status as ContractStatus,
    milestones: milestones.map((m) => m.status as MilestoneStatus),
    side,
    cancelAskedBy: asker,
    clientMayCancelAlone: side === 'client' && clientMayCancelAlone(contract, opts.now),
    extensionAskedBy: opts.extensionAskedBy ?? null,
    revisionsLeft: contract.revisionsAllowed === null || contract.revisionsUsed < contract.revisionsAllowed,
    reviewed: opts.reviewed,
    disputed: opts.disputed,
    tipped: opts.tipped ?? false,
    extraProposedBy: opts.extraProposedBy ?? null,
    extraAwaitingPayment: opts.extraAwaitingPayment ?? false,
  };
}
