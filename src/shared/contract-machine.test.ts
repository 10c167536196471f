import { describe, expect, it } from 'vitest';
import {
  answerOf,
  awaitsFunding,
  CLOSED,
  CONTRACT,
  CONTRACT_MOVES,
  CONTRACT_OFFERS,
  CONTRACT_STATUSES,
  type ContractMove,
  type ContractMoveName,
  type ContractView,
  DISPUTABLE,
  DISPUTE,
  DISPUTE_ENDED,
  DISPUTE_MOVES,
  DISPUTE_OPEN,
  DISPUTE_STATUSES,
  type DisputeView,
  disputeAllows,
  ENGAGED,
  FUNDABLE,
  HELD,
  isClosed,
  isDisputeOpen,
  isHeld,
  isOpen,
  isSettled,
  isWorking,
  LATEABLE,
  MILESTONE,
  MILESTONE_STATUSES,
  movesMilestone,
  OPEN,
  offeredActions,
  offeredDisputeActions,
  refusal,
  SETTLED,
  startsFrom,
  statusAfterMilestones,
  WORKING,
} from './contract-machine';

/*
 * The contract machine without a server: the named sets, who may take which move from where, the
 * buttons a viewer is offered (exactly, in order), and the consistency of the table's effects with
 * its statuses. contracts/machine.test.ts walks the same table against the API; this file is what
 * the mutation run (stryker.config.mjs) runs against the machine.
 */

const view = (v: Partial<ContractView> = {}): ContractView => ({
  status: 'in_progress',
  milestones: ['funded'],
  side: 'client',
  cancelAskedBy: null,
  clientMayCancelAlone: false,
  extensionAskedBy: null,
  revisionsLeft: true,
  reviewed: false,
  disputed: false,
  tipped: false,
  extraProposedBy: null,
  extraAwaitingPayment: false,
  ...v,
});

const asList = <T extends string>(x: T | readonly T[]): readonly T[] =>
  typeof x === 'string' ? [x] : (x as readonly T[]);
const moves = Object.entries(CONTRACT_MOVES) as [ContractMoveName, ContractMove][];
const destinations = (m: ContractMove) => (m.to === 'same' || m.to === 'removed' ? [] : asList(m.to));

describe('statuses and named sets', () => {
  it('names every status by itself', () => {
    for (const s of CONTRACT_STATUSES) expect(CONTRACT[s]).toBe(s);
    for (const s of MILESTONE_STATUSES) expect(MILESTONE[s]).toBe(s);
    for (const s of DISPUTE_STATUSES) expect(DISPUTE[s]).toBe(s);
    expect(Object.keys(CONTRACT)).toEqual([...CONTRACT_STATUSES]);
  });

  it('splits contracts into open and closed, with nothing in both or neither', () => {
    for (const s of CONTRACT_STATUSES) expect(isOpen(s)).toBe(!isClosed(s));
    expect([...OPEN, ...CLOSED].sort()).toEqual([...CONTRACT_STATUSES].sort());
    expect(CLOSED).toEqual(['completed', 'cancelled']);
  });

  it('engaged is open and paid; working is engaged with the requirements sent', () => {
    expect(ENGAGED).toEqual(OPEN.filter((s) => s !== 'awaiting_payment'));
    expect(WORKING).toEqual(ENGAGED.filter((s) => s !== 'awaiting_requirements'));
    for (const s of CONTRACT_STATUSES) expect(isWorking(s)).toBe(s === 'in_progress' || s === 'delivered');
    expect(DISPUTABLE).toEqual(WORKING);
  });

  it('late-able means waiting on the freelancer; fundable means a payment may still be taken', () => {
    expect(LATEABLE).toEqual(['awaiting_requirements', 'in_progress']);
    expect(FUNDABLE).toEqual(['awaiting_payment', 'in_progress', 'delivered']);
  });

  it('a milestone is unfunded, held in escrow, or settled', () => {
    for (const s of MILESTONE_STATUSES) {
      const kinds = [s === 'unfunded', isHeld(s), isSettled(s)].filter(Boolean);
      expect(kinds, s).toHaveLength(1);
    }
    expect(HELD).toEqual(['funded', 'delivered']);
    expect(SETTLED).toEqual(['released', 'refunded']);
  });

  it('a dispute is open (freezing the contract) or ended', () => {
    for (const s of DISPUTE_STATUSES) expect(isDisputeOpen(s)).toBe(!DISPUTE_ENDED.includes(s));
    expect(DISPUTE_OPEN).toEqual(['open', 'escalated']);
    expect(DISPUTE_ENDED).toEqual(['resolved', 'withdrawn']);
  });

  it('the sets cannot be changed at run time', () => {
    expect(Object.isFrozen(OPEN)).toBe(true);
    expect(() => (OPEN as string[]).push('x')).toThrow(TypeError);
  });
});

describe('the buttons offered (exactly, in order)', () => {
  it('an unpaid order: the client pays or cancels alone; the freelancer may only ask to cancel', () => {
    const unpaid = { status: 'awaiting_payment', milestones: ['unfunded'] } as const;
    expect(offeredActions(view({ ...unpaid, clientMayCancelAlone: true }))).toEqual(['pay', 'cancelLate']);
    expect(offeredActions(view({ ...unpaid, side: 'freelancer' }))).toEqual(['requestCancel']);
  });

  it('paid, waiting for the brief: the client sends it', () => {
    const v = view({ status: 'awaiting_requirements', milestones: ['funded'] });
    expect(offeredActions(v)).toEqual(['sendRequirements', 'requestCancel']);
    expect(offeredActions({ ...v, side: 'freelancer' })).toEqual(['requestCancel']);
  });

  it('a delivery waiting: the client funds the next milestone, accepts or asks for a revision', () => {
    const v = view({ status: 'delivered', milestones: ['delivered', 'unfunded'] });
    expect(offeredActions(v)).toEqual([
      'fundMilestone',
      'accept',
      'requestRevision',
      'requestCancel',
      'requestExtension',
      'proposeExtra',
      'openDispute',
    ]);
    expect(offeredActions({ ...v, revisionsLeft: false })).toEqual([
      'fundMilestone',
      'accept',
      'requestCancel',
      'requestExtension',
      'proposeExtra',
      'openDispute',
    ]);
    expect(offeredActions({ ...v, side: 'freelancer' })).toEqual([
      'requestCancel',
      'requestExtension',
      'proposeExtra',
      'openDispute',
    ]);
  });

  it('work in progress: the freelancer delivers; the client is not offered an early release', () => {
    const v = view({ status: 'in_progress', milestones: ['released', 'funded'] });
    expect(offeredActions({ ...v, side: 'freelancer' })).toEqual([
      'deliver',
      'requestCancel',
      'requestExtension',
      'proposeExtra',
      'openDispute',
    ]);
    expect(offeredActions(v)).toEqual(['requestCancel', 'requestExtension', 'proposeExtra', 'openDispute']);
    // The server still accepts releasing a funded milestone before its delivery (decision 050).
    expect(answerOf('accept', v)).toBe(200);
    expect(answerOf('requestRevision', v)).toBe(409);
  });

  it('a cancellation asked: the other side answers it, the asker may take it back', () => {
    const v = view({ status: 'in_progress', milestones: ['funded'], cancelAskedBy: 'freelancer' });
    expect(offeredActions(v)).toEqual([
      'acceptCancel',
      'declineCancel',
      'requestExtension',
      'proposeExtra',
      'openDispute',
    ]);
    expect(offeredActions({ ...v, side: 'freelancer' })).toEqual([
      'deliver',
      'withdrawCancel',
      'requestExtension',
      'proposeExtra',
      'openDispute',
    ]);
  });

  it('an extension asked: the other side accepts or declines it, the asker may take it back', () => {
    const v = view({ status: 'in_progress', milestones: ['funded'], extensionAskedBy: 'freelancer' });
    expect(offeredActions(v)).toEqual([
      'requestCancel',
      'acceptExtension',
      'declineExtension',
      'proposeExtra',
      'openDispute',
    ]);
    expect(offeredActions({ ...v, side: 'freelancer' })).toEqual([
      'deliver',
      'requestCancel',
      'withdrawExtension',
      'proposeExtra',
      'openDispute',
    ]);
    // One request at a time: a second one is refused to either side.
    expect(answerOf('requestExtension', v)).toBe(409);
    expect(answerOf('requestExtension', { ...v, side: 'freelancer' })).toBe(409);
    // The asker does not answer their own request; the other side does not withdraw it.
    expect(answerOf('acceptExtension', { ...v, side: 'freelancer' })).toBe(403);
    expect(answerOf('declineExtension', { ...v, side: 'freelancer' })).toBe(403);
    expect(answerOf('withdrawExtension', v)).toBe(403);
    // Nothing asked: nothing to answer or withdraw.
    const none = view({ status: 'in_progress' });
    for (const name of ['acceptExtension', 'declineExtension', 'withdrawExtension'] as const)
      expect(answerOf(name, none), name).toBe(409);
    // Not before the work starts, not after it ends, not while disputed.
    for (const status of ['awaiting_payment', 'awaiting_requirements', 'completed', 'cancelled'] as const)
      expect(answerOf('requestExtension', view({ status })), status).toBe(409);
    expect(answerOf('acceptExtension', { ...v, disputed: true })).toBe(409);
    expect(CONTRACT_MOVES.acceptExtension.effects).toEqual(['moveDueDate']);
  });

  it('late work: the client who asked already may still cancel alone, and is not asked to ask again', () => {
    const v = view({ status: 'in_progress', cancelAskedBy: 'client', clientMayCancelAlone: true });
    expect(offeredActions(v)).toEqual([
      'withdrawCancel',
      'cancelLate',
      'requestExtension',
      'proposeExtra',
      'openDispute',
    ]);
    expect(answerOf('requestCancel', v)).toBe(200);
    expect(answerOf('requestCancel', { ...v, clientMayCancelAlone: false })).toBe(409);
  });

  it('an open dispute freezes every button but the review and the tip', () => {
    const v = view({ status: 'delivered', milestones: ['delivered', 'unfunded'], disputed: true });
    expect(offeredActions(v)).toEqual([]);
    expect(offeredActions({ ...v, side: 'freelancer', cancelAskedBy: 'client' })).toEqual([]);
    expect(offeredActions(view({ status: 'completed', milestones: ['released'], disputed: true }))).toEqual([
      'review',
      'tip',
    ]);
  });

  it('a completed contract offers the review once and the client one tip, then nothing', () => {
    const done = view({ status: 'completed', milestones: ['released'] });
    expect(offeredActions(done)).toEqual(['review', 'tip']);
    expect(offeredActions({ ...done, side: 'freelancer' })).toEqual(['review']);
    expect(offeredActions({ ...done, reviewed: true })).toEqual(['tip']);
    expect(offeredActions({ ...done, reviewed: true, tipped: true })).toEqual([]);
    expect(answerOf('tip', { ...done, tipped: true })).toBe(409);
    expect(answerOf('tip', { ...done, side: 'freelancer' })).toBe(403);
    expect(offeredActions(view({ status: 'cancelled', milestones: ['refunded'] }))).toEqual([]);
  });

  it('offers only moves the server answers 200 to', () => {
    const views: ContractView[] = [];
    for (const status of CONTRACT_STATUSES)
      for (const side of ['client', 'freelancer'] as const)
        for (const cancelAskedBy of [null, 'client', 'freelancer'] as const)
          for (const extensionAskedBy of [null, 'client', 'freelancer'] as const)
            for (const milestones of [
              ['unfunded'],
              ['funded'],
              ['delivered', 'unfunded'],
              ['released'],
            ] as const)
              views.push(
                view({
                  status,
                  side,
                  cancelAskedBy,
                  extensionAskedBy,
                  milestones,
                  disputed: status === 'delivered',
                }),
              );
    for (const v of views)
      for (const name of offeredActions(v))
        expect(answerOf(name, v), `${name} ${JSON.stringify(v)}`).toBe(200);
  });
});

describe('why a move is refused, and the answer the API gives', () => {
  it('checks the side first, then the status, then the freeze, then the condition', () => {
    expect(refusal('pay', view({ side: 'freelancer', status: 'completed' }))).toBe('side');
    expect(refusal('pay', view({ status: 'in_progress', disputed: true }))).toBe('state');
    expect(refusal('fundMilestone', view({ milestones: ['funded'], disputed: true }))).toBe('frozen');
    expect(refusal('fundMilestone', view({ milestones: ['funded'] }))).toBe('condition');
    expect(refusal('fundMilestone', view({ milestones: ['funded', 'unfunded'] }))).toBe(null);
  });

  it('answers 403 to the wrong side, 409 to the wrong time, 200 otherwise', () => {
    expect(answerOf('deliver', view({ side: 'client' }))).toBe(403);
    expect(answerOf('deliver', view({ side: 'freelancer' }))).toBe(200);
    expect(answerOf('deliver', view({ side: 'freelancer', milestones: ['delivered'] }))).toBe(409);
    expect(answerOf('sendRequirements', view({ status: 'in_progress' }))).toBe(409);
    expect(answerOf('accept', view({ disputed: true }))).toBe(409);
  });

  it('answers a cancellation answered by the wrong side with 403, and one nobody asked with 409', () => {
    const askedByClient = view({ cancelAskedBy: 'client' });
    expect(answerOf('acceptCancel', askedByClient)).toBe(403);
    expect(answerOf('declineCancel', askedByClient)).toBe(403);
    expect(answerOf('withdrawCancel', askedByClient)).toBe(200);
    expect(answerOf('acceptCancel', { ...askedByClient, side: 'freelancer' })).toBe(200);
    expect(answerOf('declineCancel', { ...askedByClient, side: 'freelancer' })).toBe(200);
    expect(answerOf('withdrawCancel', { ...askedByClient, side: 'freelancer' })).toBe(403);
    for (const name of ['acceptCancel', 'declineCancel', 'withdrawCancel'] as const)
      expect(answerOf(name, view()), name).toBe(409);
  });

  it('answers a cancellation on an ended or disputed contract with 409, whoever asked', () => {
    for (const v of [
      view({ status: 'completed', cancelAskedBy: 'client' }),
      view({ status: 'in_progress', cancelAskedBy: 'client', disputed: true }),
    ])
      for (const name of ['acceptCancel', 'declineCancel', 'withdrawCancel'] as const) {
        expect(answerOf(name, v), `${name} ${v.status}`).toBe(409);
        expect(answerOf(name, { ...v, side: 'freelancer' }), `${name} ${v.status}`).toBe(409);
      }
  });

  it('a dispute is settled while the contract is frozen; the system moves are no party’s', () => {
    const disputed = view({ status: 'delivered', milestones: ['delivered'], disputed: true });
    expect(answerOf('settleDispute', disputed)).toBe(200);
    expect(answerOf('settleDispute', { ...disputed, side: 'freelancer' })).toBe(200);
    expect(answerOf('settleDispute', { ...disputed, status: 'completed' })).toBe(409);
    expect(answerOf('completeProject', disputed)).toBe(409);
    expect(answerOf('completeProject', { ...disputed, disputed: false })).toBe(200);
    for (const name of ['autoAccept', 'markLate', 'closeAccount', 'expireUnpaid'] as const) {
      expect(answerOf(name, view({ status: 'in_progress' })), name).toBe(403);
      expect(answerOf(name, view({ status: 'in_progress', side: 'freelancer' })), name).toBe(403);
    }
  });

  it('a review is one per party, after completion', () => {
    expect(answerOf('review', view({ status: 'completed' }))).toBe(200);
    expect(answerOf('review', view({ status: 'completed', reviewed: true }))).toBe(409);
    expect(answerOf('review', view({ status: 'cancelled' }))).toBe(409);
  });

  it('late cancellation is the client’s, once allowed, before the delivery', () => {
    const late = view({ status: 'in_progress', clientMayCancelAlone: true });
    expect(answerOf('cancelLate', late)).toBe(200);
    expect(answerOf('cancelLate', { ...late, clientMayCancelAlone: false })).toBe(409);
    expect(answerOf('cancelLate', { ...late, status: 'delivered' })).toBe(409);
    expect(answerOf('cancelLate', { ...late, side: 'freelancer' })).toBe(403);
  });

  it('names where each move may start and which milestone it moves', () => {
    expect(startsFrom('pay', 'awaiting_payment')).toBe(true);
    expect(startsFrom('pay', 'awaiting_requirements')).toBe(false);
    expect(startsFrom('closeAccount', 'awaiting_payment')).toBe(false);
    expect(startsFrom('closeAccount', 'delivered')).toBe(true);
    expect(startsFrom('markLate', 'delivered')).toBe(false);
    expect(movesMilestone('deliver', 'funded')).toBe(true);
    expect(movesMilestone('deliver', 'delivered')).toBe(false);
    expect(movesMilestone('acceptCancel', 'delivered')).toBe(true);
    expect(movesMilestone('acceptCancel', 'released')).toBe(false);
    expect(movesMilestone('autoAccept', 'funded')).toBe(false);
    expect(movesMilestone('sendRequirements', 'funded')).toBe(false);
  });
});

describe('the contract after its milestones moved', () => {
  it('completes when every milestone is settled', () => {
    expect(statusAfterMilestones(['released', 'refunded'])).toBe('completed');
    expect(statusAfterMilestones(['released'])).toBe('completed');
  });

  it('waits for the client while a delivery waits, otherwise is in progress', () => {
    expect(statusAfterMilestones(['released', 'delivered', 'funded'])).toBe('delivered');
    expect(statusAfterMilestones(['released', 'funded'])).toBe('in_progress');
    expect(statusAfterMilestones(['unfunded', 'released'])).toBe('in_progress');
  });
});

describe('an unpaid order expires', () => {
  it('is removed by the system only, from awaiting payment alone, moving no money', () => {
    const m: ContractMove = CONTRACT_MOVES.expireUnpaid;
    expect(m.by).toEqual(['system']);
    expect(m.to).toBe('removed');
    expect(m.effects).toEqual([]);
    expect(m.milestone).toBeUndefined();
    for (const s of CONTRACT_STATUSES)
      expect(startsFrom('expireUnpaid', s), s).toBe(s === 'awaiting_payment');
    expect(answerOf('expireUnpaid', view({ status: 'awaiting_payment', milestones: ['unfunded'] }))).toBe(
      403,
    );
  });
});

describe('work waiting for its money', () => {
  it('waits for funding while working with nothing held and a milestone unfunded', () => {
    expect(awaitsFunding('in_progress', ['unfunded', 'unfunded'])).toBe(true);
    expect(awaitsFunding('in_progress', ['released', 'unfunded'])).toBe(true);
    expect(awaitsFunding('in_progress', ['funded', 'unfunded'])).toBe(false);
    expect(awaitsFunding('delivered', ['delivered', 'unfunded'])).toBe(false);
    expect(awaitsFunding('in_progress', ['released'])).toBe(false);
    expect(awaitsFunding('awaiting_payment', ['unfunded'])).toBe(false);
    expect(awaitsFunding('cancelled', ['unfunded'])).toBe(false);
  });
});

describe('the table is consistent with itself', () => {
  it('every move starts from and goes to known statuses', () => {
    for (const [name, m] of moves) {
      expect(m.from.length, name).toBeGreaterThan(0);
      for (const s of [...m.from, ...destinations(m)]) expect(CONTRACT_STATUSES, name).toContain(s);
      for (const s of [...(m.milestone?.from ?? []), ...asList(m.milestone?.to ?? [])])
        expect(MILESTONE_STATUSES, name).toContain(s);
      for (const actor of m.by) expect(['client', 'freelancer', 'admin', 'system'], name).toContain(actor);
    }
  });

  it('offers on the page exactly the moves marked offered', () => {
    const marked = moves.filter(([, m]) => m.offered).map(([name]) => name);
    expect(marked.sort()).toEqual([...CONTRACT_OFFERS].sort());
  });

  it('a dispute freezes what the parties do to the disputed work, except settling the dispute', () => {
    const disputable = (m: ContractMove) => m.from.some((s) => (DISPUTABLE as readonly string[]).includes(s));
    for (const [name, m] of moves.filter(([, m]) => disputable(m) && m.by.some((a) => a !== 'system')))
      expect(m.frozen, name).toBe(name !== 'settleDispute');
    // The timers: a delivery is not accepted by the clock meanwhile; a late mark and a closed
    // account's hand-over to the administrators go on.
    expect(CONTRACT_MOVES.autoAccept.frozen).toBe(true);
    expect(CONTRACT_MOVES.markLate.frozen).toBe(false);
    expect(CONTRACT_MOVES.closeAccount.frozen).toBe(false);
  });

  it('a move that cancels refunds the held milestones and reopens the project', () => {
    for (const [name, m] of moves.filter(([, m]) => destinations(m).includes('cancelled'))) {
      expect(
        m.effects.some((e) => e === 'refundEscrow' || e === 'splitEscrow'),
        name,
      ).toBe(true);
      expect(m.effects, name).toContain('reopenProject');
      expect(asList(m.milestone?.to ?? []), name).toContain('refunded');
      expect(m.milestone?.from, name).toEqual(HELD);
    }
  });

  it('a move that can complete releases escrow and completes the project', () => {
    for (const [name, m] of moves.filter(([, m]) => destinations(m).includes('completed'))) {
      expect(
        m.effects.some((e) => e === 'releaseEscrow' || e === 'splitEscrow'),
        name,
      ).toBe(true);
      expect(m.effects, name).toContain('completeProject');
      expect(asList(m.milestone?.to ?? []), name).toContain('released');
    }
  });

  it('money moves only with a milestone: funding, releasing, refunding or splitting', () => {
    for (const [name, m] of moves) {
      const to = asList(m.milestone?.to ?? []);
      // An agreed extra's payment adds its milestone funded (decision 116).
      expect(m.effects.includes('fundEscrow'), name).toBe(
        name === 'payExtra' || (to.includes('funded') && !!m.milestone?.from.includes('unfunded')),
      );
      expect(m.effects.includes('releaseEscrow'), name).toBe(to.length === 1 && to[0] === 'released');
      expect(m.effects.includes('refundEscrow'), name).toBe(to.length === 1 && to[0] === 'refunded');
      expect(m.effects.includes('splitEscrow'), name).toBe(to.length === 2);
    }
  });

  it('the clock starts when the work starts', () => {
    for (const [name, m] of moves)
      expect(m.effects.includes('startClock'), name).toBe(
        destinations(m).includes('in_progress') && !m.from.includes('in_progress'),
      );
  });

  it('a release or a revision may end in exactly the statuses the milestones give', () => {
    const outcomes = (moved: string) =>
      [...new Set(MILESTONE_STATUSES.map((other) => statusAfterMilestones([moved, other])))].sort();
    expect([...destinations(CONTRACT_MOVES.accept)].sort()).toEqual(outcomes('released'));
    expect([...destinations(CONTRACT_MOVES.autoAccept)].sort()).toEqual(outcomes('released'));
    expect([...destinations(CONTRACT_MOVES.requestRevision)].sort()).toEqual(outcomes('funded'));
  });

  it('paying and sending the brief follow each other', () => {
    expect(destinations(CONTRACT_MOVES.pay)).toEqual(CONTRACT_MOVES.sendRequirements.from);
    expect(destinations(CONTRACT_MOVES.sendRequirements)).toEqual(['in_progress']);
    expect(destinations(CONTRACT_MOVES.deliver)).toEqual(['delivered']);
    expect(CONTRACT_MOVES.deliver.milestone.to).toBe('delivered');
  });
});

describe('the disputes', () => {
  const dispute = (v: Partial<DisputeView> = {}): DisputeView => ({
    status: 'open',
    side: 'client',
    openedByViewer: true,
    answered: false,
    pendingOffer: null,
    ...v,
  });

  it('the opener writes messages, makes an offer or withdraws; the other side answers first', () => {
    expect(offeredDisputeActions(dispute())).toEqual(['message', 'offer', 'withdraw']);
    expect(offeredDisputeActions(dispute({ side: 'freelancer', openedByViewer: false }))).toEqual([
      'answer',
      'offer',
    ]);
  });

  it('once answered, either side may escalate; an offer is answered by the other side', () => {
    const answered = dispute({ answered: true, pendingOffer: 'mine' });
    expect(offeredDisputeActions(answered)).toEqual(['message', 'withdrawOffer', 'escalate', 'withdraw']);
    expect(offeredDisputeActions({ ...answered, openedByViewer: false, pendingOffer: 'theirs' })).toEqual([
      'message',
      'acceptOffer',
      'declineOffer',
      'escalate',
    ]);
  });

  it('an escalated dispute is not escalated again; an ended one offers nothing', () => {
    expect(offeredDisputeActions(dispute({ status: 'escalated', answered: true }))).toEqual([
      'message',
      'offer',
      'withdraw',
    ]);
    for (const status of DISPUTE_ENDED)
      expect(offeredDisputeActions(dispute({ status, answered: true })), status).toEqual([]);
  });

  it('administrators decide open disputes; parties do not; nobody takes a move from no dispute', () => {
    expect(disputeAllows('decide', dispute({ side: null }))).toBe(true);
    expect(disputeAllows('decide', dispute({ side: null, status: 'escalated' }))).toBe(true);
    expect(disputeAllows('decide', dispute({ side: null, status: 'resolved' }))).toBe(false);
    expect(disputeAllows('decide', dispute())).toBe(false);
    expect(disputeAllows('message', dispute({ side: null }))).toBe(false);
    expect(offeredDisputeActions(dispute({ side: null }))).toEqual([]);
    expect(disputeAllows('open', dispute())).toBe(false);
    expect(disputeAllows('autoEscalate', dispute())).toBe(false);
  });

  it('the moves go between known statuses', () => {
    for (const [name, m] of Object.entries(DISPUTE_MOVES)) {
      const from = m.from === 'none' ? [] : m.from;
      for (const s of from) expect(DISPUTE_STATUSES, name).toContain(s);
      if (m.to !== 'same') expect(DISPUTE_STATUSES, name).toContain(m.to);
    }
    expect(DISPUTE_MOVES.acceptOffer.to).toBe('resolved');
    expect(DISPUTE_MOVES.decide.to).toBe('resolved');
    expect(DISPUTE_MOVES.withdraw.to).toBe('withdrawn');
    expect(DISPUTE_MOVES.escalate.to).toBe(DISPUTE_MOVES.autoEscalate.to);
    expect(DISPUTE_MOVES.closeAccount.to).toBe('escalated');
  });
});
