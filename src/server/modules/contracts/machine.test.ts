import {
  answerOf,
  CONTRACT_MOVES,
  CONTRACT_OFFERS,
  type ContractOffer,
  type ContractView,
  type MilestoneStatus,
  offeredActions,
  statusAfterMilestones,
} from '@shared/contract-machine';
import { settlementPlan } from '@shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractExtensions, contractExtras } from '../../db/schema';
import { call } from '../../test/call';
import { type BuiltContract, type ContractSpec, createContract } from '../../test/contract-factories';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * The contract table, cell by cell, against the API (decision 090): for every state a contract can
 * be in, every offered move and every actor (client, freelancer, a stranger), the route answers
 * exactly what the table says (2xx and the new status, or the 403/404/409 it names), and the page
 * offers exactly the moves the table offers. A move the page offers is accepted; one it does not
 * offer is refused (but the few the table lets the server take without a button).
 */

let ctx: TestContext;
let client: TestUser;
let freelancer: TestUser;
let stranger: TestUser;
const DAY = 24 * 60 * 60 * 1000;
const CARD = { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' };

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

/** The milestone a move acts on: a delivered one first, else the first the move may move. */
function target(move: ContractOffer, built: BuiltContract) {
  const from = (CONTRACT_MOVES[move] as { milestone?: { from: readonly string[] } }).milestone?.from ?? [];
  return (
    built.milestones.find((m) => m.status === 'delivered' && from.includes('delivered')) ??
    built.milestones.find((m) => from.includes(m.status)) ??
    built.milestones[0]!
  );
}

/** The request each move is (pay and fundMilestone share the fund route; cancelLate is a request to cancel). */
function request(move: ContractOffer, built: BuiltContract): [string, string, unknown?] {
  const id = built.contract.id;
  const m = target(move, built).id;
  switch (move) {
    case 'pay':
    case 'fundMilestone':
      return ['POST', `/api/contracts/${id}/milestones/${m}/fund`];
    case 'sendRequirements':
      return ['POST', `/api/contracts/${id}/requirements`, { requirements: 'Here is the brief.' }];
    case 'deliver':
      return ['POST', `/api/contracts/${id}/milestones/${m}/deliveries`, form({ message: 'Here it is.' })];
    case 'accept':
      return ['POST', `/api/contracts/${id}/milestones/${m}/accept`];
    case 'requestRevision':
      return [
        'POST',
        `/api/contracts/${id}/milestones/${m}/revision`,
        { message: 'Please change the colour.' },
      ];
    case 'requestCancel':
    case 'cancelLate':
      return ['POST', `/api/contracts/${id}/cancellation`, { reason: 'It no longer works for us.' }];
    case 'withdrawCancel':
      return ['DELETE', `/api/contracts/${id}/cancellation`];
    case 'acceptCancel':
      return ['POST', `/api/contracts/${id}/cancellation/accept`, {}];
    case 'declineCancel':
      return ['POST', `/api/contracts/${id}/cancellation/decline`];
    case 'openDispute':
      return [
        'POST',
        `/api/contracts/${id}/dispute`,
        form({ reason: 'quality', description: 'Not as agreed.' }),
      ];
    case 'review':
      return ['POST', `/api/contracts/${id}/reviews`, { rating: 5, comment: 'Good work.' }];
    case 'requestExtension': {
      const from = Math.max(built.contract.dueAt?.getTime() ?? 0, Date.now());
      return [
        'POST',
        `/api/contracts/${id}/extension`,
        { dueAt: new Date(from + 2 * DAY).toISOString(), reason: 'The client added a page.' },
      ];
    }
    case 'acceptExtension':
      return ['POST', `/api/contracts/${id}/extension/accept`];
    case 'declineExtension':
      return ['POST', `/api/contracts/${id}/extension/decline`];
    case 'withdrawExtension':
      return ['DELETE', `/api/contracts/${id}/extension`];
    case 'tip':
      return ['POST', `/api/contracts/${id}/tip`, { amount: 5 }];
    case 'proposeExtra':
      return ['POST', `/api/contracts/${id}/extra`, { name: 'Source files', price: 20, days: 1 }];
    case 'acceptExtra':
      return ['POST', `/api/contracts/${id}/extra/accept`];
    case 'declineExtra':
      return ['POST', `/api/contracts/${id}/extra/decline`];
    case 'withdrawExtra':
      return ['DELETE', `/api/contracts/${id}/extra`];
    case 'payExtra':
      return ['POST', `/api/contracts/${id}/extra/pay`];
  }
}

/** A state of the table: the factory's spec, and an extension request waiting, by this side. */
type State = Omit<ContractSpec, 'client' | 'freelancer'> & {
  extensionAskedBy?: 'client' | 'freelancer';
  /** An extra waiting (decision 116): proposed by this side, or agreed and not paid. */
  extra?: { by: 'client' | 'freelancer'; agreed: boolean };
};

/** The states the table is walked in. */
const STATES: Record<string, State> = {
  'awaiting payment': { milestones: 1, status: 'awaiting_payment' },
  'awaiting requirements': { milestones: ['funded'], status: 'awaiting_requirements', dueAt: null },
  'in progress, one funded, one unfunded': { milestones: ['funded', 'unfunded'] },
  'in progress, nothing funded': { milestones: ['released', 'unfunded'], status: 'in_progress' },
  'delivered, revisions left': { milestones: ['delivered', 'unfunded'] },
  'delivered, no revision left': { milestones: ['delivered'], revisionsAllowed: 1, revisionsUsed: 1 },
  'in progress, the client asked to cancel': { milestones: ['funded'], cancelAskedBy: 'client' },
  'in progress, the freelancer asked to cancel': { milestones: ['funded'], cancelAskedBy: 'freelancer' },
  'in progress, 4 days late': { milestones: ['funded'], dueAt: new Date(Date.now() - 4 * DAY) },
  // LATE_CANCEL_HOURS (24 by default): the client may cancel alone 30 hours late, not 2 hours late.
  'in progress, 2 hours late': { milestones: ['funded'], dueAt: new Date(Date.now() - 2 * 60 * 60 * 1000) },
  'in progress, 30 hours late': { milestones: ['funded'], dueAt: new Date(Date.now() - 30 * 60 * 60 * 1000) },
  'in progress, the freelancer asked for more time': {
    milestones: ['funded'],
    extensionAskedBy: 'freelancer',
  },
  'in progress, late, the client asked for more time': {
    milestones: ['funded'],
    dueAt: new Date(Date.now() - 2 * DAY),
    extensionAskedBy: 'client',
  },
  'delivered, the freelancer asked for more time': {
    milestones: ['delivered', 'funded'],
    extensionAskedBy: 'freelancer',
  },
  'in progress, more time asked, disputed': {
    milestones: ['funded'],
    extensionAskedBy: 'freelancer',
    dispute: 'open',
  },
  'delivered, disputed': { milestones: ['delivered'], dispute: 'open' },
  'in progress, the freelancer proposed an extra': {
    milestones: ['funded'],
    extra: { by: 'freelancer', agreed: false },
  },
  'delivered, the client proposed an extra': {
    milestones: ['delivered'],
    extra: { by: 'client', agreed: false },
  },
  'in progress, an agreed extra waits for its payment': {
    milestones: ['funded'],
    extra: { by: 'freelancer', agreed: true },
  },
  'in progress, an agreed extra, disputed': {
    milestones: ['funded'],
    extra: { by: 'client', agreed: true },
    dispute: 'open',
  },
  'in progress, dispute withdrawn': { milestones: ['funded'], dispute: 'withdrawn' },
  completed: { milestones: ['released'] },
  cancelled: { milestones: ['refunded', 'unfunded'], status: 'cancelled' },
};

function viewFor(
  built: BuiltContract,
  side: 'client' | 'freelancer',
  spec: (typeof STATES)[string],
): ContractView {
  const c = built.contract;
  const late = !!c.dueAt && Date.now() >= c.dueAt.getTime() + DAY;
  return {
    status: c.status as ContractView['status'],
    milestones: built.milestones.map((m) => m.status as MilestoneStatus),
    side,
    cancelAskedBy: spec.cancelAskedBy ?? null,
    extensionAskedBy: spec.extensionAskedBy ?? null,
    clientMayCancelAlone:
      side === 'client' && (c.status === 'awaiting_payment' || (c.status === 'in_progress' && late)),
    revisionsLeft: c.revisionsAllowed === null || c.revisionsUsed < c.revisionsAllowed,
    reviewed: false,
    tipped: false,
    extraProposedBy: spec.extra && !spec.extra.agreed ? spec.extra.by : null,
    extraAwaitingPayment: spec.extra?.agreed ?? false,
    disputed: spec.dispute === 'open' || spec.dispute === 'answered' || spec.dispute === 'escalated',
  };
}

/** The move the route takes for this viewer (shared routes pick by state). */
function routeMove(move: ContractOffer, v: ContractView): ContractOffer {
  if (move === 'pay' || move === 'fundMilestone')
    return v.status === 'awaiting_payment' ? 'pay' : 'fundMilestone';
  if (move === 'cancelLate' || move === 'requestCancel')
    return v.side === 'client' && v.clientMayCancelAlone ? 'cancelLate' : 'requestCancel';
  return move;
}

/** The contract's status the table expects after the move succeeded. */
function expectedStatus(move: ContractOffer, built: BuiltContract, v: ContractView): string {
  const to = CONTRACT_MOVES[move].to;
  if (typeof to === 'string') return to === 'same' ? v.status : to;
  const moved = target(move, built).id;
  const next = CONTRACT_MOVES[move] as { milestone?: { to: MilestoneStatus } };
  return statusAfterMilestones(
    built.milestones.map((m) => (m.id === moved ? next.milestone!.to : m.status) as MilestoneStatus),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  [client, freelancer, stranger] = await Promise.all([
    createUser(ctx, { name: 'Table Client' }),
    createUser(ctx, { name: 'Table Freelancer' }),
    createUser(ctx, { name: 'Table Stranger' }),
  ]);
}, 240_000);
afterAll(async () => {
  await ctx.close();
});

async function build({ extensionAskedBy, extra, ...spec }: State) {
  const built = await createContract(ctx.services.db, { client, freelancer, ...spec });
  if (extra)
    await ctx.services.db.insert(contractExtras).values({
      contractId: built.contract.id,
      name: 'Extra fast delivery',
      priceCents: 2_500,
      days: -1,
      status: extra.agreed ? 'accepted' : 'proposed',
      proposedBy: extra.by === 'client' ? client.id : freelancer.id,
    });
  if (extensionAskedBy) {
    const dueAt = built.contract.dueAt!;
    await ctx.services.db.insert(contractExtensions).values({
      contractId: built.contract.id,
      requestedBy: extensionAskedBy === 'client' ? client.id : freelancer.id,
      reason: 'More pages than planned',
      previousDueAt: dueAt,
      dueAt: new Date(Math.max(dueAt.getTime(), Date.now()) + 3 * DAY),
    });
  }
  return built;
}

describe('the contract table against the API', () => {
  for (const [name, spec] of Object.entries(STATES)) {
    it(`${name}: every move answers as the table says, and exactly the table's moves are offered`, async () => {
      const probe = await build(spec);
      for (const side of ['client', 'freelancer'] as const) {
        const user = side === 'client' ? client : freelancer;
        const v = viewFor(probe, side, spec);
        const page = await call(ctx, 'GET', `/api/contracts/${probe.contract.id}`, user);
        expect(page.status).toBe(200);
        expect(page.body.actions).toEqual(offeredActions(v));
        for (const move of CONTRACT_OFFERS) {
          const taken = routeMove(move, v);
          const answer = answerOf(taken, v);
          const cell = `${name} · ${move} · ${side}`;
          // What the page offers the server accepts.
          if (page.body.actions.includes(move)) expect(answer, cell).toBe(200);
          if (answer !== 200) {
            const [method, url, body] = request(move, probe);
            const res = await call(ctx, method, url, user, body);
            expect(`${cell} → ${res.status}`).toBe(`${cell} → ${answer}`);
            continue;
          }
          const fresh = await build(spec);
          const [method, url, body] = request(move, fresh);
          const res = await call(ctx, method, url, user, body);
          expect(`${cell} → ${res.status}`).toMatch(new RegExp(`${cell} → 20[01]`));
          if (taken === 'pay' || taken === 'fundMilestone' || taken === 'tip' || taken === 'payExtra') {
            // The checkout opened; the move happens when the payment is confirmed.
            const paid = await call(
              ctx,
              'POST',
              `/api/payments/${res.body.paymentId}/test-checkout`,
              user,
              CARD,
            );
            expect(paid.status, cell).toBe(200);
          }
          const after = await call(ctx, 'GET', `/api/contracts/${fresh.contract.id}`, user);
          expect(`${cell} → ${after.body.status}`).toBe(`${cell} → ${expectedStatus(taken, fresh, v)}`);
        }
      }
      // Strangers never learn the contract exists.
      for (const move of CONTRACT_OFFERS) {
        const [method, url, body] = request(move, probe);
        expect((await call(ctx, method, url, stranger, body)).status, `${name} · ${move} · stranger`).toBe(
          404,
        );
      }
    }, 600_000);
  }
});

describe('a dispute split', () => {
  it('pays the earliest milestones first, whatever order they come in', () => {
    const plan = settlementPlan(
      [
        { id: 'second', amountCents: 6_000, position: 2 },
        { id: 'first', amountCents: 4_000, position: 1 },
      ],
      5_000,
    );
    expect(plan).toEqual([
      {
        milestoneId: 'first',
        amountCents: 4_000,
        freelancerCents: 4_000,
        feeCents: 400,
        freelancerNetCents: 3_600,
        clientCents: 0,
      },
      {
        milestoneId: 'second',
        amountCents: 6_000,
        freelancerCents: 1_000,
        feeCents: 100,
        freelancerNetCents: 900,
        clientCents: 5_000,
      },
    ]);
  });
});
