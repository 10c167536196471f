import { LATE_CANCEL_HOURS_DEFAULT } from '@shared/schemas/contract';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors';
import type { ContractRow } from './events';
import {
  assertMovesMilestone,
  assertStartsFrom,
  CONTRACT_STATUSES,
  clientMayCancelAlone,
  lateable,
  lateCancelFrom,
  milestoneWrongState,
  setLateCancelHours,
  viewOf,
  wrongState,
} from './machine';

/*
 * The server's side of the contract machine without a database: the 409s a refused move answers
 * with, when the client may cancel alone, and the view of a contract's rows the table reads. The
 * API walk over the same table is machine.test.ts.
 */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00Z');
const daysBefore = (days: number, ms = 0) => new Date(now.getTime() - days * DAY - ms);
const hoursBefore = (hours: number, ms = 0) => new Date(now.getTime() - hours * HOUR - ms);
const LATE = LATE_CANCEL_HOURS_DEFAULT;

const row = (c: Partial<ContractRow> = {}) =>
  ({
    id: 'c1',
    clientId: 'client',
    freelancerId: 'freelancer',
    status: 'in_progress',
    dueAt: null,
    cancelRequestedBy: null,
    revisionsAllowed: null,
    revisionsUsed: 0,
    ...c,
  }) as ContractRow;

describe('refused moves', () => {
  it('answer 409 CONTRACT_WRONG_STATE unless the move starts from the status', () => {
    expect(() => assertStartsFrom('deliver', { status: 'in_progress' })).not.toThrow();
    const refused = (() => {
      try {
        assertStartsFrom('deliver', { status: 'completed' });
      } catch (e) {
        return e;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'CONTRACT_WRONG_STATE',
      status: 409,
      messageKey: 'contracts:error.wrongState',
    });
  });

  it('answer 409 MILESTONE_WRONG_STATE unless the move moves that milestone', () => {
    expect(() => assertMovesMilestone('deliver', { status: 'funded' })).not.toThrow();
    expect(() => assertMovesMilestone('deliver', { status: 'released' })).toThrow(
      expect.objectContaining({
        code: 'MILESTONE_WRONG_STATE',
        status: 409,
        messageKey: 'contracts:error.milestoneWrongState',
      }),
    );
    expect(milestoneWrongState()).toMatchObject({ code: 'MILESTONE_WRONG_STATE', status: 409 });
    expect(wrongState()).toMatchObject({ code: 'CONTRACT_WRONG_STATE', status: 409 });
  });

  it('throw the error the caller names instead', () => {
    const own = () => new AppError('NOT_DELIVERABLE', 409, 'contracts:error.x');
    expect(() => assertStartsFrom('deliver', { status: 'cancelled' }, own)).toThrow(
      expect.objectContaining({ code: 'NOT_DELIVERABLE' }),
    );
    expect(() => assertMovesMilestone('deliver', { status: 'unfunded' }, own)).toThrow(
      expect.objectContaining({ code: 'NOT_DELIVERABLE' }),
    );
  });
});

describe('the client cancels alone', () => {
  it('an unpaid order, at any time', () => {
    expect(clientMayCancelAlone(row({ status: 'awaiting_payment' }), now)).toBe(true);
  });

  it(`work ${LATE} hours past its due date, not a millisecond earlier`, () => {
    expect(LATE).toBe(24);
    expect(clientMayCancelAlone(row({ dueAt: hoursBefore(LATE) }), now)).toBe(true);
    expect(clientMayCancelAlone(row({ dueAt: hoursBefore(LATE, 1) }), now)).toBe(true);
    expect(clientMayCancelAlone(row({ dueAt: hoursBefore(LATE, -1) }), now)).toBe(false);
    expect(clientMayCancelAlone(row({ dueAt: hoursBefore(1) }), now)).toBe(false);
    expect(lateCancelFrom(row({ dueAt: hoursBefore(LATE) }))).toEqual(now);
  });

  it('the window is the configured LATE_CANCEL_HOURS', () => {
    setLateCancelHours(72);
    try {
      expect(clientMayCancelAlone(row({ dueAt: hoursBefore(LATE) }), now)).toBe(false);
      expect(clientMayCancelAlone(row({ dueAt: hoursBefore(72) }), now)).toBe(true);
      expect(lateCancelFrom(row({ dueAt: now }))).toEqual(new Date(now.getTime() + 72 * HOUR));
    } finally {
      setLateCancelHours(LATE);
    }
  });

  it('never without a due date, after a delivery, or once ended', () => {
    expect(clientMayCancelAlone(row({ dueAt: null }), now)).toBe(false);
    for (const status of ['awaiting_requirements', 'delivered', 'completed', 'cancelled'])
      expect(clientMayCancelAlone(row({ status, dueAt: daysBefore(30) }), now), status).toBe(false);
  });

  it('reads the clock when no time is given', () => {
    vi.useFakeTimers({ now });
    try {
      expect(clientMayCancelAlone(row({ dueAt: hoursBefore(LATE) }))).toBe(true);
      expect(clientMayCancelAlone(row({ dueAt: hoursBefore(LATE, -1) }))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('late marks', () => {
  it('apply while waiting on the freelancer', () => {
    expect(CONTRACT_STATUSES.filter(lateable)).toEqual(['awaiting_requirements', 'in_progress']);
  });
});

describe('the view the table reads', () => {
  const opts = { reviewed: false, disputed: false, now };

  it('copies the statuses and the flags', () => {
    const v = viewOf(
      row({ status: 'delivered' }),
      [{ status: 'delivered' }, { status: 'unfunded' }],
      'client',
      {
        reviewed: true,
        disputed: true,
        now,
      },
    );
    expect(v).toEqual({
      status: 'delivered',
      milestones: ['delivered', 'unfunded'],
      side: 'client',
      cancelAskedBy: null,
      clientMayCancelAlone: false,
      extensionAskedBy: null,
      revisionsLeft: true,
      reviewed: true,
      disputed: true,
      tipped: false,
      extraProposedBy: null,
      extraAwaitingPayment: false,
    });
  });

  it('names the side that asked to cancel', () => {
    expect(viewOf(row({ cancelRequestedBy: 'freelancer' }), [], 'client', opts).cancelAskedBy).toBe(
      'freelancer',
    );
    expect(viewOf(row({ cancelRequestedBy: 'client' }), [], 'client', opts).cancelAskedBy).toBe('client');
    // An account gone since (the reference set to null) leaves no request open.
    expect(viewOf(row({ cancelRequestedBy: null }), [], 'client', opts).cancelAskedBy).toBe(null);
  });

  it('names the side that asked for an extension', () => {
    expect(viewOf(row(), [], 'client', opts).extensionAskedBy).toBe(null);
    expect(viewOf(row(), [], 'client', { ...opts, extensionAskedBy: 'freelancer' }).extensionAskedBy).toBe(
      'freelancer',
    );
  });

  it('lets only the client cancel alone', () => {
    const late = row({ dueAt: hoursBefore(LATE + 24) });
    expect(viewOf(late, [], 'client', opts).clientMayCancelAlone).toBe(true);
    expect(viewOf(late, [], 'freelancer', opts).clientMayCancelAlone).toBe(false);
    expect(viewOf(late, [], 'client', { ...opts, now: hoursBefore(LATE + 48) }).clientMayCancelAlone).toBe(
      false,
    );
  });

  it('counts the revisions left; none allowed means no limit', () => {
    const left = (revisionsAllowed: number | null, revisionsUsed: number) =>
      viewOf(row({ revisionsAllowed, revisionsUsed }), [], 'client', opts).revisionsLeft;
    expect(left(null, 7)).toBe(true);
    expect(left(2, 1)).toBe(true);
    expect(left(2, 2)).toBe(false);
    expect(left(0, 0)).toBe(false);
  });
});
