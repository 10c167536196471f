// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import {
  CONTRACT_OFFERS,
  type ContractOffer,
  type ContractStatus,
  type ContractView,
  type MilestoneStatus,
  offeredActions,
} from '@shared/contract-machine';
import { formatMoney } from '@shared/money';
import type { ContractAction, ContractDetail, Milestone } from '@shared/schemas/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractActionsPanel } from './contract-actions-panel';

// The contract page's action panel offers exactly what the contract answer's `actions` name, each
// on the milestone it concerns, and a click sends that action's request.

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

function milestone(id: string, position: number, status: Milestone['status']): Milestone {
  return {
    id,
    position,
    title: `Step ${position}`,
    amountCents: 10_000 * position,
    status,
    fundedAt: null,
    deliveredAt: null,
    autoAcceptAt: null,
    releasedAt: null,
    refundedAt: null,
  };
}

function contract(over: Partial<ContractDetail> & { actions: ContractAction[] }): ContractDetail {
  const party = (userId: string) => ({ userId, profileId: null, name: userId, avatarUrl: null });
  return {
    id: 'c-1',
    kind: 'project',
    title: 'A logo',
    status: 'in_progress',
    priceCents: 30_000,
    releasedCents: 0,
    awaitingFunding: false,
    dueAt: null,
    late: false,
    role: 'freelancer',
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
    // Out of position order on purpose: the panel picks by position.
    milestones: [
      milestone('m-3', 3, 'unfunded'),
      milestone('m-1', 1, 'released'),
      milestone('m-2', 2, 'funded'),
    ],
    extras: [],
    extensions: [],
    lateCancelFrom: null,
    events: [],
    reviews: [],
    escrowCents: 20_000,
    refundedCents: 0,
    // The panel offers actions from `actions`; the money view is the contract page's (decision 090).
    money: {
      milestones: {},
      total: {
        priceCents: 30_000,
        fundedCents: 30_000,
        heldCents: 20_000,
        releasedCents: 10_000,
        feeCents: 1_000,
        freelancerNetCents: 9_000,
        refundedCents: 0,
      },
      tipCents: 0,
    },
    completedAt: null,
    cancelledAt: null,
    dispute: null,
    ...over,
  };
}

/** The names of the buttons the panel offers, in order. */
function offered() {
  const panel = screen.queryByRole('region', { name: t('contracts:actions.title') });
  if (!panel) return [];
  return within(panel)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

let fetched: ReturnType<typeof answerFetch> | undefined;
afterEach(() => {
  fetched?.restore();
  fetched = undefined;
  cleanup();
  sessionStorage.clear();
});

describe.each(['en', 'tr'] as Language[])('contract action panel (%s)', (lang) => {
  const money = (cents: number) => formatMoney(cents, lang);

  it('offers the freelancer exactly the actions of the answer, delivery on the first funded milestone', async () => {
    await useLanguage(lang, ['contracts', 'disputes', 'money']);
    renderWithClient(
      <ContractActionsPanel contract={contract({ actions: ['deliver', 'requestCancel', 'openDispute'] })} />,
    );
    expect(offered()).toEqual([
      t('contracts:actions.deliver'),
      t('contracts:actions.requestCancel'),
      t('disputes:open.action'),
    ]);
  });

  it('offers the client payment of the next unfunded milestone, acceptance and a revision', async () => {
    await useLanguage(lang, ['contracts', 'disputes', 'money']);
    const delivered = contract({
      role: 'client',
      status: 'delivered',
      milestones: [
        milestone('m-1', 1, 'delivered'),
        milestone('m-2', 2, 'unfunded'),
        milestone('m-3', 3, 'unfunded'),
      ],
      actions: ['fundMilestone', 'accept', 'requestRevision', 'cancelLate'],
    });
    renderWithClient(<ContractActionsPanel contract={delivered} />);
    expect(offered()).toEqual([
      t('contracts:actions.fundMilestone', { title: 'Step 2', amount: money(20_000) }),
      t('contracts:actions.accept'),
      t('contracts:actions.requestRevision'),
      t('contracts:actions.cancelLate'),
    ]);
  });

  it('shows Request revision disabled, with the reason, when the package has none left', async () => {
    await useLanguage(lang, ['contracts', 'disputes', 'money']);
    const used = contract({
      role: 'client',
      status: 'delivered',
      revisionsAllowed: 1,
      revisionsUsed: 1,
      milestones: [milestone('m-1', 1, 'delivered')],
      actions: ['accept'],
    });
    renderWithClient(<ContractActionsPanel contract={used} />);
    expect(offered()).toEqual([t('contracts:actions.accept'), t('contracts:actions.requestRevision')]);
    const revision = screen.getByRole('button', { name: t('contracts:actions.requestRevision') });
    expect(revision.hasAttribute('disabled')).toBe(true);
    const reason = document.getElementById(revision.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(t('contracts:revision.noneLeft', { allowed: 1 }));
  });

  it('shows nothing when the answer offers no action the panel holds', async () => {
    await useLanguage(lang, ['contracts', 'disputes', 'money']);
    renderWithClient(
      <ContractActionsPanel contract={contract({ actions: ['review', 'sendRequirements'] })} />,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('sends the delivery of the funded milestone with the uploaded files, and forgets the draft', async () => {
    await useLanguage(lang, ['contracts', 'disputes', 'money']);
    // Each file is uploaded on its own request as it is chosen (decision 123): answered here.
    class FakeUpload {
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      status = 0;
      response: unknown = null;
      responseType = '';
      withCredentials = false;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      abort() {
        this.onabort?.();
      }
      send(form: FormData) {
        const file = form.get('file') as File;
        queueMicrotask(() => {
          this.status = 201;
          this.response = { id: 'att-1', name: file.name, size: 3, kind: 'image', contentType: 'image/png' };
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup({ delay: null });
    const detail = contract({ actions: ['deliver'] });
    fetched = answerFetch(() => ({ status: 200, body: { ...detail, actions: [] } }));
    renderWithClient(<ContractActionsPanel contract={detail} />);
    await user.click(screen.getByRole('button', { name: t('contracts:actions.deliver') }));
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: t('contracts:deliver.submit') });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText(t('contracts:deliver.message')), '  The first concepts  ');
    expect(Object.values(sessionStorage)).toEqual([JSON.stringify({ message: '  The first concepts  ' })]);
    const png = new File(['png'], 'concepts.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(t('contracts:deliver.files')), png);
    await within(dialog).findByRole('button', {
      name: t('common:attachments.remove', { name: 'concepts.png' }),
    });
    await user.click(submit);
    await screen.findByRole('button', { name: t('contracts:actions.deliver') });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetched.sent).toHaveLength(1);
    const [sent] = fetched.sent;
    expect(sent?.path).toBe('/api/contracts/c-1/milestones/m-2/deliveries');
    expect(sent?.method).toBe('POST');
    const body = sent?.body as FormData;
    expect(body.get('message')).toBe('The first concepts');
    expect(body.getAll('attachments')).toEqual(['att-1']);
    expect(Object.keys(sessionStorage)).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('keeps the delivery dialog open with its text when the server refuses the message', async () => {
    await useLanguage(lang, ['contracts', 'disputes', 'money']);
    const user = userEvent.setup({ delay: null });
    const refusal = lang === 'en' ? 'Say what you deliver' : 'Ne teslim ettiğinizi yazın';
    fetched = answerFetch(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: refusal,
          field: 'message',
          issues: [{ field: 'message', message: refusal }],
        },
      },
    }));
    renderWithClient(<ContractActionsPanel contract={contract({ actions: ['deliver'] })} />);
    await user.click(screen.getByRole('button', { name: t('contracts:actions.deliver') }));
    const dialog = screen.getByRole('dialog');
    const message = within(dialog).getByLabelText(t('contracts:deliver.message'));
    await user.type(message, 'Done');
    await user.click(within(dialog).getByRole('button', { name: t('contracts:deliver.submit') }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(message);
    expect((message as HTMLTextAreaElement).value).toBe('Done');
  });

  it("sends the client's cancellation request with the reason and the chosen refund", async () => {
    await useLanguage(lang, ['contracts', 'disputes', 'money']);
    const user = userEvent.setup({ delay: null });
    const detail = contract({ role: 'client', actions: ['requestCancel'] });
    fetched = answerFetch(() => ({ status: 200, body: { ...detail, cancelRequested: true, actions: [] } }));
    renderWithClient(<ContractActionsPanel contract={detail} />);
    await user.click(screen.getByRole('button', { name: t('contracts:actions.requestCancel') }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(t('contracts:cancel.reason')), 'Plans changed');
    await user.click(within(dialog).getByLabelText(t('contracts:cancel.refund.card')));
    await user.click(within(dialog).getByRole('button', { name: t('contracts:cancel.submit') }));
    await screen.findByRole('button', { name: t('contracts:actions.requestCancel') });
    expect(fetched.sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', '/api/contracts/c-1/cancellation', { reason: 'Plans changed', refundTo: 'card' }],
    ]);
  });

  it('sends a revision request for the delivered milestone', async () => {
    await useLanguage(lang, ['contracts', 'disputes', 'money']);
    const user = userEvent.setup({ delay: null });
    const detail = contract({
      role: 'client',
      status: 'delivered',
      milestones: [milestone('m-1', 1, 'delivered')],
      actions: ['accept', 'requestRevision'],
    });
    fetched = answerFetch(() => ({ status: 200, body: { ...detail, actions: [] } }));
    renderWithClient(<ContractActionsPanel contract={detail} />);
    await user.click(screen.getByRole('button', { name: t('contracts:actions.requestRevision') }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(t('contracts:revision.message')), 'Rounder, please');
    await user.click(within(dialog).getByRole('button', { name: t('contracts:revision.submit') }));
    await screen.findByRole('button', { name: t('contracts:actions.requestRevision') });
    expect(fetched.sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', '/api/contracts/c-1/milestones/m-1/revision', { message: 'Rounder, please' }],
    ]);
  });

  it('opens a dispute with the reason chosen and the description, and asks for a reason first', async () => {
    await useLanguage(lang, ['contracts', 'disputes', 'money']);
    const user = userEvent.setup({ delay: null });
    fetched = answerFetch(() => ({ status: 201, body: { id: 'd-1' } }));
    renderWithClient(<ContractActionsPanel contract={contract({ actions: ['openDispute'] })} />);
    await user.click(screen.getByRole('button', { name: t('disputes:open.action') }));
    const dialog = screen.getByRole('dialog');
    const details = within(dialog).getByLabelText(t('disputes:open.details'));
    await user.type(details, 'Nothing arrived');
    await user.click(within(dialog).getByRole('button', { name: t('disputes:open.submit') }));
    // No reason chosen: nothing is sent, the message stands by the reason, which has the focus.
    const reason = within(dialog).getByLabelText(t('disputes:open.reason'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(t('disputes:validation.reason'));
    expect(document.activeElement).toBe(reason);
    expect(fetched.sent).toEqual([]);
    await user.selectOptions(reason, 'late');
    await user.click(within(dialog).getByRole('button', { name: t('disputes:open.submit') }));
    await screen.findByRole('button', { name: t('disputes:open.action') });
    expect(fetched.sent).toHaveLength(1);
    const body = fetched.sent[0]?.body as FormData;
    expect(fetched.sent[0]?.path).toBe('/api/contracts/c-1/dispute');
    expect([body.get('reason'), body.get('description')]).toEqual(['late', 'Nothing arrived']);
  });
});

/*
 * The panel against the contract table (decision 090): for every state the machine test walks and
 * both sides, the server offers `offeredActions(view)`; the panel shows exactly those it holds, in
 * that order, each under its own label (plus the disabled revision button when none is left).
 */
const HELD_HERE: readonly ContractOffer[] = [
  'pay',
  'fundMilestone',
  'deliver',
  'accept',
  'requestRevision',
  'cancelLate',
  'requestCancel',
  'requestExtension',
  'payExtra',
  'proposeExtra',
  'openDispute',
  'tip',
];

interface TableState {
  status: ContractStatus;
  milestones: MilestoneStatus[];
  cancelAskedBy?: 'client' | 'freelancer';
  extensionAskedBy?: 'client' | 'freelancer';
  /** Work past its due date (the client may cancel alone). */
  late?: boolean;
  noRevisionLeft?: boolean;
  disputed?: boolean;
}

const TABLE: Record<string, TableState> = {
  'awaiting payment': { status: 'awaiting_payment', milestones: ['unfunded'] },
  'awaiting requirements': { status: 'awaiting_requirements', milestones: ['funded'] },
  'in progress, one funded, one unfunded': { status: 'in_progress', milestones: ['funded', 'unfunded'] },
  'in progress, nothing funded': { status: 'in_progress', milestones: ['released', 'unfunded'] },
  'delivered, revisions left': { status: 'delivered', milestones: ['delivered', 'unfunded'] },
  'delivered, no revision left': { status: 'delivered', milestones: ['delivered'], noRevisionLeft: true },
  'in progress, the client asked to cancel': {
    status: 'in_progress',
    milestones: ['funded'],
    cancelAskedBy: 'client',
  },
  'in progress, the freelancer asked to cancel': {
    status: 'in_progress',
    milestones: ['funded'],
    cancelAskedBy: 'freelancer',
  },
  'in progress, 4 days late': { status: 'in_progress', milestones: ['funded'], late: true },
  'in progress, the freelancer asked for more time': {
    status: 'in_progress',
    milestones: ['funded'],
    extensionAskedBy: 'freelancer',
  },
  'delivered, disputed': { status: 'delivered', milestones: ['delivered'], disputed: true },
  completed: { status: 'completed', milestones: ['released'] },
  cancelled: { status: 'cancelled', milestones: ['refunded', 'unfunded'] },
};

function viewOf(state: TableState, side: 'client' | 'freelancer'): ContractView {
  return {
    status: state.status,
    milestones: state.milestones,
    side,
    cancelAskedBy: state.cancelAskedBy ?? null,
    extensionAskedBy: state.extensionAskedBy ?? null,
    clientMayCancelAlone:
      side === 'client' &&
      (state.status === 'awaiting_payment' || (state.status === 'in_progress' && Boolean(state.late))),
    revisionsLeft: !state.noRevisionLeft,
    reviewed: false,
    disputed: Boolean(state.disputed),
    tipped: false,
    extraProposedBy: null,
    extraAwaitingPayment: false,
  };
}

/** The label each offered action's button carries in the current language. */
function labelOf(action: ContractOffer, state: TableState, detail: ContractDetail, lang: Language) {
  const byPosition = [...detail.milestones].sort((a, b) => a.position - b.position);
  const next = byPosition.find((m) => m.status === 'unfunded');
  const amount = next ? formatMoney(next.amountCents, lang) : '';
  switch (action) {
    case 'pay':
      return t('contracts:actions.pay', { amount });
    case 'fundMilestone':
      return t('contracts:actions.fundMilestone', { title: next?.title, amount });
    case 'cancelLate':
      return t(
        state.status === 'awaiting_payment'
          ? 'contracts:actions.cancelUnpaid'
          : 'contracts:actions.cancelLate',
      );
    case 'openDispute':
      return t('disputes:open.action');
    default:
      return t(`contracts:actions.${action}`);
  }
}

describe.each(['en', 'tr'] as Language[])('contract action panel against the table (%s)', (lang) => {
  const cases = Object.entries(TABLE).flatMap(([name, state]) =>
    (['client', 'freelancer'] as const).map((side) => ({ name, state, side })),
  );

  it.each(cases)('$name, as the $side', async ({ state, side }) => {
    await useLanguage(lang, ['contracts', 'disputes', 'money']);
    const actions = offeredActions(viewOf(state, side));
    const detail = contract({
      role: side,
      status: state.status,
      milestones: state.milestones.map((status, i) => milestone(`m-${i + 1}`, i + 1, status)),
      revisionsAllowed: state.noRevisionLeft ? 1 : null,
      revisionsUsed: state.noRevisionLeft ? 1 : 0,
      cancelRequested: Boolean(state.cancelAskedBy),
      actions,
    });
    renderWithClient(<ContractActionsPanel contract={detail} />);
    const expected = actions
      .filter((a) => HELD_HERE.includes(a))
      .flatMap((a) =>
        a === 'accept' && state.noRevisionLeft && !actions.includes('requestRevision')
          ? [labelOf(a, state, detail, lang), t('contracts:actions.requestRevision')]
          : [labelOf(a, state, detail, lang)],
      );
    expect(offered()).toEqual(expected);
  });

  it('holds a button for every action the table offers on the page, but those of other sections', () => {
    const elsewhere = [
      'sendRequirements',
      'acceptCancel',
      'declineCancel',
      'withdrawCancel',
      'acceptExtension',
      'declineExtension',
      'withdrawExtension',
      'acceptExtra',
      'declineExtra',
      'withdrawExtra',
      'review',
    ];
    expect([...HELD_HERE, ...elsewhere].sort()).toEqual([...CONTRACT_OFFERS].sort());
  });
});
