/*
 * The contract engine as one state machine (decision 090). This file is the only place that names
 * the statuses of contracts, milestones and disputes, the sets of them the rules talk about, and
 * the moves between them: for each action, from which statuses, to which, by whom, and what it
 * does to the milestones, the money and the project. The server's services assert against these
 * tables (src/server/modules/contracts/machine.ts), the contract page's offered actions are derived
 * from them (offeredActions), and the table test walks every cell of them against the API.
 *
 * It is pure data and pure functions (no server import), so every layer can read it: money and the
 * account modules sit below contracts, and the web may show the same sets.
 */

/* ---------------------------------------------------------------- statuses */

export const CONTRACT_STATUSES = [
  'awaiting_payment',
  'awaiting_requirements',
  'in_progress',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const MILESTONE_STATUSES = ['unfunded', 'funded', 'delivered', 'released', 'refunded'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const DISPUTE_STATUSES = ['open', 'escalated', 'resolved', 'withdrawn'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** An extension request of the due date (decision 113): waiting, answered, withdrawn, or lapsed with its contract. */
export const EXTENSION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'lapsed'] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

/**
 * A contract's extra (decision 116): chosen with the order, or proposed later and then accepted
 * (waiting for its payment), paid, declined, withdrawn, or lapsed with its contract.
 */
export const EXTRA_STATUSES = [
  'ordered',
  'proposed',
  'accepted',
  'paid',
  'declined',
  'withdrawn',
  'lapsed',
] as const;
export type ExtraStatus = (typeof EXTRA_STATUSES)[number];

const named = <S extends string>(list: readonly S[]) =>
  Object.fromEntries(list.map((s) => [s, s])) as { readonly [K in S]: K };

/** The statuses by name, for writing a row (`status: CONTRACT.in_progress`). */
export const CONTRACT = named(CONTRACT_STATUSES);
export const MILESTONE = named(MILESTONE_STATUSES);
export const DISPUTE = named(DISPUTE_STATUSES);
export const EXTENSION = named(EXTENSION_STATUSES);
export const EXTRA = named(EXTRA_STATUSES);

/* -------------------------------------------------------------- named sets */

const set = <S extends string>(...statuses: S[]): readonly S[] => Object.freeze(statuses);

/** Not ended: the contract still needs both sides (account deletion waits for these). */
export const OPEN = set<ContractStatus>(
  'awaiting_payment',
  'awaiting_requirements',
  'in_progress',
  'delivered',
);
/** Ended: nothing moves any more but reviews. */
export const CLOSED = set<ContractStatus>('completed', 'cancelled');
/** Paid and not ended: a closed account sends these to dispute. */
export const ENGAGED = set<ContractStatus>('awaiting_requirements', 'in_progress', 'delivered');
/** The work goes on: funding further milestones, deliveries, acceptance, revisions. */
export const WORKING = set<ContractStatus>('in_progress', 'delivered');
/** A party may open a dispute. */
export const DISPUTABLE = WORKING;
/** Marked late once its due date passes (nothing delivered waiting for the client). */
export const LATEABLE = set<ContractStatus>('awaiting_requirements', 'in_progress');
/** A milestone payment may be opened and settled. */
export const FUNDABLE = set<ContractStatus>('awaiting_payment', 'in_progress', 'delivered');

/** Milestones whose money is held in escrow (funded, not released nor refunded). */
export const HELD = set<MilestoneStatus>('funded', 'delivered');
/** Milestones whose money has left escrow. */
export const SETTLED = set<MilestoneStatus>('released', 'refunded');

/** A dispute that freezes its contract. */
export const DISPUTE_OPEN = set<DisputeStatus>('open', 'escalated');
/** A dispute that ended (an outcome, or withdrawn by its opener). */
export const DISPUTE_ENDED = set<DisputeStatus>('resolved', 'withdrawn');

export const isOpen = (s: string) => (OPEN as readonly string[]).includes(s);
export const isClosed = (s: string) => (CLOSED as readonly string[]).includes(s);
export const isWorking = (s: string) => (WORKING as readonly string[]).includes(s);
export const isHeld = (s: string) => (HELD as readonly string[]).includes(s);
export const isSettled = (s: string) => (SETTLED as readonly string[]).includes(s);
export const isDisputeOpen = (s: string) => (DISPUTE_OPEN as readonly string[]).includes(s);

/* ---------------------------------------------------------------- who acts */

export type Side = 'client' | 'freelancer';
/** Who may take an action: a party, an administrator, or the system (a timer, a closure). */
export type ActorKind = Side | 'admin' | 'system';

/** What a move does beyond the statuses: carried out by the server's commands. */
export type Effect =
  /** money: the payment is captured into the client's escrow. */
  | 'fundEscrow'
  /** money: a milestone's escrow goes to the freelancer, less the platform fee. */
  | 'releaseEscrow'
  /** money: every held milestone's escrow goes back to the client; open payments are cancelled. */
  | 'refundEscrow'
  /** money: the held escrow is split between the two (settlementPlan). */
  | 'splitEscrow'
  /** the project completes with its contract. */
  | 'completeProject'
  /** the project reopens for hiring, its application declined. */
  | 'reopenProject'
  /** the due date starts now. */
  | 'startClock'
  /** the due date moves to the agreed one; the late mark and the client's late-cancel window follow it. */
  | 'moveDueDate'
  /** money: the client's tip goes straight to the freelancer's available balance, with no platform fee (decision 116). */
  | 'payTip';

/* ------------------------------------------------------- the contract table */

/** What the rules read of a contract, for the viewer. */
export interface ContractView {
  status: ContractStatus;
  milestones: readonly MilestoneStatus[];
  /** The viewer's side. */
  side: Side;
  /** The side that asked to cancel, if a request is open. */
  cancelAskedBy: Side | null;
  /** The client may cancel alone now (an unpaid order, or work LATE_CANCEL_HOURS past due). */
  clientMayCancelAlone: boolean;
  /** The side that asked to extend the due date, if a request is open (one at a time). */
  extensionAskedBy: Side | null;
  revisionsLeft: boolean;
  /** The viewer reviewed the other party already. */
  reviewed: boolean;
  /** An open dispute freezes the contract. */
  disputed: boolean;
  /** The client tipped the freelancer already (one tip per contract, decision 116). */
  tipped: boolean;
  /** The side that proposed an extra waiting for the other's answer, if any (one at a time). */
  extraProposedBy: Side | null;
  /** An agreed extra waits for the client's payment. */
  extraAwaitingPayment: boolean;
}

export interface ContractMove {
  /** Contract statuses the move starts from. */
  from: readonly ContractStatus[];
  /**
   * Where it goes: one status, the possible ones (the service picks from the milestones), 'same',
   * or 'removed' (the contract and its rows are deleted: an unpaid order that expired).
   */
  to: ContractStatus | readonly ContractStatus[] | 'same' | 'removed';
  by: readonly ActorKind[];
  /** The milestone it moves, when it moves one. */
  milestone?: { from: readonly MilestoneStatus[]; to: MilestoneStatus | readonly MilestoneStatus[] };
  effects: readonly Effect[];
  /** Refused while a dispute is open (409 CONTRACT_DISPUTED). */
  frozen: boolean;
  /** Offered on the contract page under this name, when `when` holds. */
  offered?: boolean;
  /** What else the server requires (besides status, side and freeze). */
  when?: (v: ContractView) => boolean;
  /** What else must hold for the page to offer it (the server accepts it regardless). */
  offerWhen?: (v: ContractView) => boolean;
  /** The HTTP answer when `when` fails: 409 unless the condition is about who asks (403). */
  refuse?: (v: ContractView) => 403 | 409;
}

const has = (v: ContractView, s: MilestoneStatus) => v.milestones.includes(s);
const noCancelAsked = (v: ContractView) => v.cancelAskedBy === null;
const party: readonly ActorKind[] = ['client', 'freelancer'];

/**
 * Every move of a contract. The order of the offered ones is the order of the buttons.
 * Moves not offered on the page are taken by the system, an administrator, or another page.
 */
export const CONTRACT_MOVES = {
  pay: {
    from: ['awaiting_payment'],
    to: 'awaiting_requirements',
    by: ['client'],
    milestone: { from: ['unfunded'], to: 'funded' },
    effects: ['fundEscrow'],
    frozen: true,
    offered: true,
  },
  sendRequirements: {
    from: ['awaiting_requirements'],
    to: 'in_progress',
    by: ['client'],
    effects: ['startClock'],
    frozen: true,
    offered: true,
  },
  fundMilestone: {
    from: WORKING,
    to: 'same',
    by: ['client'],
    milestone: { from: ['unfunded'], to: 'funded' },
    effects: ['fundEscrow'],
    frozen: true,
    offered: true,
    when: (v) => has(v, 'unfunded'),
  },
  accept: {
    from: WORKING,
    to: ['in_progress', 'delivered', 'completed'],
    by: ['client'],
    milestone: { from: HELD, to: 'released' },
    effects: ['releaseEscrow', 'completeProject'],
    frozen: true,
    offered: true,
    // A funded milestone may be released before its delivery (decision 050); the page offers it once delivered.
    when: (v) => v.milestones.some(isHeld),
    offerWhen: (v) => has(v, 'delivered'),
  },
  requestRevision: {
    from: WORKING,
    to: ['in_progress', 'delivered'],
    by: ['client'],
    milestone: { from: ['delivered'], to: 'funded' },
    effects: [],
    frozen: true,
    offered: true,
    when: (v) => has(v, 'delivered') && v.revisionsLeft,
  },
  deliver: {
    from: WORKING,
    to: 'delivered',
    by: ['freelancer'],
    milestone: { from: ['funded'], to: 'delivered' },
    effects: [],
    frozen: true,
    offered: true,
    when: (v) => has(v, 'funded'),
  },
  requestCancel: {
    from: OPEN,
    to: 'same',
    by: party,
    effects: [],
    frozen: true,
    offered: true,
    // The client who may cancel alone is cancelled at once, even while a request waits.
    when: (v) => noCancelAsked(v) || v.clientMayCancelAlone,
    // An unpaid order is the client's to cancel alone: asking the freelancer would only wait.
    offerWhen: (v) => noCancelAsked(v) && !(v.clientMayCancelAlone && v.status === 'awaiting_payment'),
  },
  withdrawCancel: {
    from: OPEN,
    to: 'same',
    by: party,
    effects: [],
    frozen: true,
    offered: true,
    when: (v) => v.cancelAskedBy === v.side,
    refuse: (v) => (v.cancelAskedBy === null ? 409 : 403),
  },
  acceptCancel: {
    from: OPEN,
    to: 'cancelled',
    by: party,
    milestone: { from: HELD, to: 'refunded' },
    effects: ['refundEscrow', 'reopenProject'],
    frozen: true,
    offered: true,
    when: (v) => v.cancelAskedBy !== null && v.cancelAskedBy !== v.side,
    refuse: (v) => (v.cancelAskedBy === null ? 409 : 403),
  },
  declineCancel: {
    from: OPEN,
    to: 'same',
    by: party,
    effects: [],
    frozen: true,
    offered: true,
    when: (v) => v.cancelAskedBy !== null && v.cancelAskedBy !== v.side,
    refuse: (v) => (v.cancelAskedBy === null ? 409 : 403),
  },
  cancelLate: {
    from: ['awaiting_payment', 'in_progress'],
    to: 'cancelled',
    by: ['client'],
    milestone: { from: HELD, to: 'refunded' },
    effects: ['refundEscrow', 'reopenProject'],
    frozen: true,
    offered: true,
    when: (v) => v.clientMayCancelAlone,
  },
  /** Either party asks for a later due date (a new date and a reason); one request at a time. */
  requestExtension: {
    from: WORKING,
    to: 'same',
    by: party,
    effects: [],
    frozen: true,
    offered: true,
    when: (v) => v.extensionAskedBy === null,
  },
  withdrawExtension: {
    from: WORKING,
    to: 'same',
    by: party,
    effects: [],
    frozen: true,
    offered: true,
    when: (v) => v.extensionAskedBy === v.side,
    refuse: (v) => (v.extensionAskedBy === null ? 409 : 403),
  },
  /** The other side agrees: the due date moves (decision 113). */
  acceptExtension: {
    from: WORKING,
    to: 'same',
    by: party,
    effects: ['moveDueDate'],
    frozen: true,
    offered: true,
    when: (v) => v.extensionAskedBy !== null && v.extensionAskedBy !== v.side,
    refuse: (v) => (v.extensionAskedBy === null ? 409 : 403),
  },
  declineExtension: {
    from: WORKING,
    to: 'same',
    by: party,
    effects: [],
    frozen: true,
    offered: true,
    when: (v) => v.extensionAskedBy !== null && v.extensionAskedBy !== v.side,
    refuse: (v) => (v.extensionAskedBy === null ? 409 : 403),
  },
  openDispute: {
    from: DISPUTABLE,
    to: 'same',
    by: party,
    effects: [],
    frozen: true,
    offered: true,
  },
  review: {
    from: ['completed'],
    to: 'same',
    by: party,
    effects: [],
    frozen: false,
    offered: true,
    when: (v) => !v.reviewed,
  },
  /**
   * Either party proposes an extra for work underway (a name, a price, the days it adds); one
   * waits at a time, agreed or not yet paid (decision 116).
   */
  proposeExtra: {
    from: WORKING,
    to: 'same',
    by: party,
    effects: [],
    frozen: true,
    offered: true,
    when: (v) => v.extraProposedBy === null && !v.extraAwaitingPayment,
  },
  /** The other side agrees; the client then pays it (payExtra). */
  acceptExtra: {
    from: WORKING,
    to: 'same',
    by: party,
    effects: [],
    frozen: true,
    offered: true,
    when: (v) => v.extraProposedBy !== null && v.extraProposedBy !== v.side,
    refuse: (v) => (v.extraProposedBy === null ? 409 : 403),
  },
  declineExtra: {
    from: WORKING,
    to: 'same',
    by: party,
    effects: [],
    frozen: true,
    offered: true,
    when: (v) => v.extraProposedBy !== null && v.extraProposedBy !== v.side,
    refuse: (v) => (v.extraProposedBy === null ? 409 : 403),
  },
  /** The proposer takes it back, or the client drops an agreed extra before paying it. */
  withdrawExtra: {
    from: WORKING,
    to: 'same',
    by: party,
    effects: [],
    frozen: true,
    offered: true,
    when: (v) => v.extraProposedBy === v.side || (v.side === 'client' && v.extraAwaitingPayment),
    refuse: (v) => (v.extraProposedBy === null && !v.extraAwaitingPayment ? 409 : 403),
  },
  /**
   * The client pays an agreed extra through its own checkout: a new milestone of its price is
   * funded into escrow (released or refunded like any other) and the due date moves by its days.
   */
  payExtra: {
    from: WORKING,
    to: 'same',
    by: ['client'],
    effects: ['fundEscrow', 'moveDueDate'],
    frozen: true,
    offered: true,
    when: (v) => v.extraAwaitingPayment,
  },
  /**
   * After completion the client may tip the freelancer once, through the checkout; the tip is its
   * own payment and ledger transaction, with no platform fee (decision 116).
   */
  tip: {
    from: ['completed'],
    to: 'same',
    by: ['client'],
    effects: ['payTip'],
    frozen: false,
    offered: true,
    when: (v) => !v.tipped,
  },
  /** Complete & Pay on the project: every held milestone released at once. */
  completeProject: {
    from: WORKING,
    to: 'completed',
    by: ['client'],
    milestone: { from: HELD, to: 'released' },
    effects: ['releaseEscrow', 'completeProject'],
    frozen: true,
  },
  /** The contract job: a delivery the client left alone is accepted. */
  autoAccept: {
    from: WORKING,
    to: ['in_progress', 'delivered', 'completed'],
    by: ['system'],
    milestone: { from: ['delivered'], to: 'released' },
    effects: ['releaseEscrow', 'completeProject'],
    frozen: true,
  },
  /**
   * The contract job: an order whose payment never completed is removed after
   * UNPAID_ORDER_EXPIRY_HOURS (nothing was paid, so nothing moves but its open checkout, cancelled).
   */
  expireUnpaid: { from: ['awaiting_payment'], to: 'removed', by: ['system'], effects: [], frozen: false },
  /** The contract job: past its due date with nothing delivered waiting. */
  markLate: { from: LATEABLE, to: 'same', by: ['system'], effects: [], frozen: false },
  /**
   * The contract job: the late work reached LATE_CANCEL_HOURS past due, both are told the client
   * may now cancel alone (cancelLate). Waits while a dispute is open, as cancelLate does.
   */
  openLateCancel: { from: ['in_progress'], to: 'same', by: ['system'], effects: [], frozen: true },
  /** A dispute's outcome (an accepted offer, an administrator's decision). */
  settleDispute: {
    from: DISPUTABLE,
    to: ['completed', 'cancelled'],
    by: ['client', 'freelancer', 'admin'],
    milestone: { from: HELD, to: ['released', 'refunded'] },
    effects: ['splitEscrow', 'completeProject', 'reopenProject'],
    frozen: false,
  },
  /** A closed account sends its paid, open contracts to the administrators. */
  closeAccount: { from: ENGAGED, to: 'same', by: ['system'], effects: [], frozen: false },
} as const satisfies Record<string, ContractMove>;

export type ContractMoveName = keyof typeof CONTRACT_MOVES;

/** The moves offered on the contract page, in the order of its buttons. */
export const CONTRACT_OFFERS = [
  'pay',
  'sendRequirements',
  'fundMilestone',
  'deliver',
  'accept',
  'requestRevision',
  'requestCancel',
  'acceptCancel',
  'declineCancel',
  'withdrawCancel',
  'cancelLate',
  'requestExtension',
  'acceptExtension',
  'declineExtension',
  'withdrawExtension',
  'proposeExtra',
  'acceptExtra',
  'declineExtra',
  'withdrawExtra',
  'payExtra',
  'review',
  'openDispute',
  'tip',
] as const satisfies readonly ContractMoveName[];
export type ContractOffer = (typeof CONTRACT_OFFERS)[number];

/** The order the page lists them in (the client's steps, the freelancer's, cancelling, disputing, reviewing). */
const OFFER_ORDER: readonly ContractOffer[] = [
  'pay',
  'sendRequirements',
  'fundMilestone',
  'accept',
  'requestRevision',
  'deliver',
  'requestCancel',
  'withdrawCancel',
  'acceptCancel',
  'declineCancel',
  'cancelLate',
  'acceptExtension',
  'declineExtension',
  'requestExtension',
  'withdrawExtension',
  'payExtra',
  'acceptExtra',
  'declineExtra',
  'proposeExtra',
  'withdrawExtra',
  'openDispute',
  'review',
  'tip',
];

const move = (name: ContractMoveName): ContractMove => CONTRACT_MOVES[name];

/** The move may start from this contract status. */
export const startsFrom = (name: ContractMoveName, status: string) =>
  (move(name).from as readonly string[]).includes(status);

/** The move may move a milestone in this status. */
export const movesMilestone = (name: ContractMoveName, status: string) =>
  (move(name).milestone?.from as readonly string[] | undefined)?.includes(status) ?? false;

/** Why a move is refused to this viewer now, or null when it is allowed. */
export function refusal(
  name: ContractMoveName,
  v: ContractView,
): null | 'side' | 'state' | 'frozen' | 'condition' {
  const m = move(name);
  if (!m.by.includes(v.side)) return 'side';
  if (!startsFrom(name, v.status)) return 'state';
  if (m.frozen && v.disputed) return 'frozen';
  if (m.when && !m.when(v)) return 'condition';
  return null;
}

/** The API's answer to the move for this viewer: 200, or the 403/409 the table names. */
export function answerOf(name: ContractMoveName, v: ContractView): 200 | 403 | 409 {
  const why = refusal(name, v);
  if (why === null) return 200;
  if (why === 'side') return 403;
  if (why === 'condition') return move(name).refuse?.(v) ?? 409;
  return 409;
}

/** What the viewer may do now: exactly the offered moves the services accept. */
export function offeredActions(v: ContractView): ContractOffer[] {
  return OFFER_ORDER.filter((name) => refusal(name, v) === null && (move(name).offerWhen?.(v) ?? true));
}

/**
 * The contract's status after a milestone was released or revised: completed when every milestone
 * is settled, delivered while one waits for the client, otherwise in progress.
 */
export function statusAfterMilestones(milestones: readonly string[]): ContractStatus {
  if (milestones.every(isSettled)) return 'completed';
  return milestones.includes('delivered') ? 'delivered' : 'in_progress';
}

/**
 * Work that waits for money: the contract is working, no milestone holds escrow and one is still
 * unfunded (a project contract before its first funding, or between two milestones). Nothing is
 * to be delivered until the client funds the next one, so neither side is told to wait for a delivery.
 */
export function awaitsFunding(status: string, milestones: readonly string[]): boolean {
  return isWorking(status) && !milestones.some(isHeld) && milestones.includes('unfunded');
}

/* ------------------------------------------------------------ the disputes */

export interface DisputeView {
  status: DisputeStatus;
  /** The viewer's side, or null for an administrator. */
  side: Side | null;
  openedByViewer: boolean;
  answered: boolean;
  /** The pending offer: made by the viewer, by the other party, or none. */
  pendingOffer: 'mine' | 'theirs' | null;
}

export interface DisputeMove {
  from: readonly DisputeStatus[] | 'none';
  to: DisputeStatus | 'same';
  by: readonly ActorKind[];
  when?: (v: DisputeView) => boolean;
}

export const DISPUTE_MOVES = {
  open: { from: 'none', to: 'open', by: party },
  answer: { from: DISPUTE_OPEN, to: 'same', by: party, when: (v) => !v.answered && !v.openedByViewer },
  message: { from: DISPUTE_OPEN, to: 'same', by: party, when: (v) => v.answered || v.openedByViewer },
  offer: { from: DISPUTE_OPEN, to: 'same', by: party, when: (v) => v.pendingOffer === null },
  withdrawOffer: { from: DISPUTE_OPEN, to: 'same', by: party, when: (v) => v.pendingOffer === 'mine' },
  acceptOffer: { from: DISPUTE_OPEN, to: 'resolved', by: party, when: (v) => v.pendingOffer === 'theirs' },
  declineOffer: { from: DISPUTE_OPEN, to: 'same', by: party, when: (v) => v.pendingOffer === 'theirs' },
  escalate: { from: ['open'], to: 'escalated', by: party, when: (v) => v.answered },
  withdraw: { from: DISPUTE_OPEN, to: 'withdrawn', by: party, when: (v) => v.openedByViewer },
  /** The dispute job: the other party did not answer in time. */
  autoEscalate: { from: ['open'], to: 'escalated', by: ['system'], when: (v) => !v.answered },
  decide: { from: DISPUTE_OPEN, to: 'resolved', by: ['admin'] },
  /** A closed account: a new dispute straight to the administrators, or the open one escalated. */
  closeAccount: { from: 'none', to: 'escalated', by: ['system'] },
} as const satisfies Record<string, DisputeMove>;

export type DisputeMoveName = keyof typeof DISPUTE_MOVES;

/** The dispute's moves a party may take, in the order of the dispute panel's buttons. */
export const DISPUTE_OFFERS = [
  'answer',
  'message',
  'offer',
  'withdrawOffer',
  'acceptOffer',
  'declineOffer',
  'escalate',
  'withdraw',
] as const satisfies readonly DisputeMoveName[];
export type DisputeOffer = (typeof DISPUTE_OFFERS)[number];

export function disputeAllows(name: DisputeMoveName, v: DisputeView): boolean {
  const m: DisputeMove = DISPUTE_MOVES[name];
  if (v.side === null ? !m.by.includes('admin') : !m.by.includes(v.side)) return false;
  if (m.from === 'none' || !m.from.includes(v.status)) return false;
  return m.when ? m.when(v) : true;
}

export function offeredDisputeActions(v: DisputeView): DisputeOffer[] {
  return DISPUTE_OFFERS.filter((name) => disputeAllows(name, v));
}
