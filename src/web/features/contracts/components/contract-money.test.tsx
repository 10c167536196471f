// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { formatMoney, settlementPlan } from '@shared/money';
import type { ContractDetail, Milestone, MilestoneMoney } from '@shared/schemas/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18n from '@web/lib/i18n';
import { useLanguage } from '@web/test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { ContractMoneyCard } from './contract-money';

// The contract page states the money as the ledger posted it: after an administrator split a
// $120 escrow 90/30, the freelancer's $90 shows with its fee and net, the client's $30 as
// refunded, and the split is named; nothing says "paid $120".

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

function milestone(
  id: string,
  position: number,
  amountCents: number,
  status: Milestone['status'],
): Milestone {
  return {
    id,
    position,
    title: `Step ${position}`,
    amountCents,
    status,
    fundedAt: null,
    deliveredAt: null,
    autoAcceptAt: null,
    releasedAt: null,
    refundedAt: null,
  };
}

/** The row the server presents for a milestone settled by `part` of a plan. */
function settled(part: ReturnType<typeof settlementPlan>[number]): MilestoneMoney {
  return {
    priceCents: part.amountCents,
    fundedCents: part.amountCents,
    heldCents: 0,
    releasedCents: part.freelancerCents,
    feeCents: part.feeCents,
    freelancerNetCents: part.freelancerNetCents,
    refundedCents: part.clientCents,
  };
}

function splitContract(): ContractDetail {
  const milestones = [milestone('m-1', 1, 8_000, 'released'), milestone('m-2', 2, 4_000, 'refunded')];
  const plan = settlementPlan(milestones, 9_000);
  const rows = plan.map(settled);
  const total = Object.fromEntries(
    Object.keys(rows[0]!).map((k) => [k, rows.reduce((s, r) => s + r[k as keyof MilestoneMoney], 0)]),
  ) as MilestoneMoney;
  const party = (userId: string) => ({ userId, profileId: null, name: userId, avatarUrl: null });
  return {
    id: 'c-1',
    kind: 'project',
    title: 'A catalogue',
    status: 'cancelled',
    priceCents: 12_000,
    releasedCents: 9_000,
    awaitingFunding: false,
    dueAt: null,
    late: false,
    role: 'client',
    client: party('client'),
    freelancer: party('freelancer'),
    projectId: 'p-1',
    serviceId: null,
    packageTier: null,
    packageName: null,
    cancelRequested: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    deliveryDays: 7,
    revisionsAllowed: null,
    revisionsUsed: 0,
    packageFeatures: [],
    requirements: null,
    requirementsAt: null,
    cancelRequest: null,
    milestones,
    extras: [],
    extensions: [],
    lateCancelFrom: null,
    events: [
      {
        id: 'e-1',
        kind: 'dispute_resolved',
        milestoneId: null,
        actor: 'system',
        message: null,
        files: [],
        data: { plan },
        createdAt: '2026-11-02T10:00:00.000Z',
      },
    ],
    reviews: [],
    actions: [],
    escrowCents: 0,
    refundedCents: 3_000,
    money: { milestones: { 'm-1': rows[0]!, 'm-2': rows[1]! }, total, tipCents: 0 },
    completedAt: null,
    cancelledAt: '2026-11-02T10:00:00.000Z',
    dispute: { id: 'd-1', status: 'resolved' },
  };
}

afterEach(() => cleanup());

describe.each(['en', 'tr'] as Language[])('contract money (%s)', (lang) => {
  const money = (cents: number) => formatMoney(cents, lang);

  it('shows a 90/30 split per milestone and in total: released, fee, net and refund', async () => {
    await useLanguage(lang, ['contracts']);
    render(<ContractMoneyCard contract={splitContract()} />);
    const table = within(screen.getByRole('region', { name: t('contracts:money.title') })).getByRole('table');
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Price, funded, in escrow, released, fee, freelancer received, refunded.
    expect(cells(t('contracts:milestones.numbered', { n: 1, title: 'Step 1' }))).toEqual(
      [8_000, 8_000, 0, 8_000, 800, 7_200, 0].map(money),
    );
    expect(cells(t('contracts:milestones.numbered', { n: 2, title: 'Step 2' }))).toEqual(
      [4_000, 4_000, 0, 1_000, 100, 900, 3_000].map(money),
    );
    expect(cells(t('contracts:money.total'))).toEqual(
      [12_000, 12_000, 0, 9_000, 900, 8_100, 3_000].map(money),
    );
    expect(
      screen.getByText(t('contracts:money.disputeSplit', { freelancer: money(9_000), client: money(3_000) })),
    ).toBeTruthy();
  });

  it('shows one total row for a one-milestone order and no split without a decision', async () => {
    await useLanguage(lang, ['contracts']);
    const one = splitContract();
    const [part] = settlementPlan([one.milestones[0]!], 8_000);
    render(
      <ContractMoneyCard
        contract={{
          ...one,
          kind: 'service',
          milestones: [one.milestones[0]!],
          events: [],
          dispute: null,
          money: { milestones: { 'm-1': settled(part!) }, total: settled(part!), tipCents: 0 },
        }}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => within(r).queryByRole('rowheader')?.textContent ?? null)).toEqual([
      null,
      t('contracts:money.total'),
    ]);
    expect(screen.queryByText(/dispute|anlaşmazlık/i)).toBeNull();
  });
});
