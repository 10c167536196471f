import {
  CONTRACT,
  type ContractMoveName,
  type ContractStatus,
  type ContractView,
  LATEABLE,
  type MilestoneStatus,
  movesMilestone,
  type Side,
  startsFrom,
} from '@shared/contract-machine';
import { LATE_CANCEL_DAYS } from '@shared/schemas/contract';
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

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * True when the client may cancel alone (the table's cancelLate): an unpaid order, or work the
 * freelancer is LATE_CANCEL_DAYS days past the due date on with nothing delivered waiting.
 */
export function clientMayCancelAlone(
  contract: Pick<ContractRow, 'status' | 'dueAt'>,
  now: Date = new Date(),
): boolean {
  if (!startsFrom('cancelLate', contract.status)) return false;
  if (contract.status === CONTRACT.awaiting_payment) return true;
  if (!contract.dueAt) return false;
  return now.getTime() >= contract.dueAt.getTime() + LATE_CANCEL_DAYS * DAY_MS;
}

/** The contract job marks these late once past due. */
export const lateable = (status: string) => (LATEABLE as readonly string[]).includes(status);

/** What the table's conditions read of a contract, for the viewer on `side`. */
export function viewOf(
  contract: ContractRow,
  milestones: Pick<MilestoneRow, 'status'>[],
  side: Side,
  opts: { reviewed: boolean; disputed: boolean; now: Date },
): ContractView {
  const asker = contract.cancelRequestedBy ? sideOf(contract.cancelRequestedBy, contract) : null;
  return {
    status: contract.status as ContractStatus,
    milestones: milestones.map((m) => m.status as MilestoneStatus),
    side,
    cancelAskedBy: asker,
    clientMayCancelAlone: side === 'client' && clientMayCancelAlone(contract, opts.now),
    revisionsLeft: contract.revisionsAllowed === null || contract.revisionsUsed < contract.revisionsAllowed,
    reviewed: opts.reviewed,
    disputed: opts.disputed,
  };
}
