// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { formatDateTime } from '@shared/format';
import type { ContractAction, ContractDetail, ContractExtension } from '@shared/schemas/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { ExtensionRequestDialog, ExtensionSection } from './extension-actions';

// The due-date section of the contract page (decision 113): the request waiting with exactly the
// answers the contract's `actions` name, the earlier requests, the late notice, and the dialog that
// asks for a new day.

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
const DUE = '2026-12-01T15:30:00.000Z';

const extension = (over: Partial<ContractExtension>): ContractExtension => ({
  id: 'x-1',
  by: 'freelancer',
  reason: 'The fonts arrive on Friday.',
  previousDueAt: DUE,
  dueAt: '2026-12-04T15:30:00.000Z',
  status: 'pending',
  createdAt: '2026-11-28T10:00:00.000Z',
  answeredAt: null,
  ...over,
});

function contract(over: Partial<ContractDetail> & { actions: ContractAction[] }): ContractDetail {
  const party = (userId: string) => ({ userId, profileId: null, name: userId, avatarUrl: null });
  const none = {
    priceCents: 0,
    fundedCents: 0,
    heldCents: 0,
    releasedCents: 0,
    feeCents: 0,
    freelancerNetCents: 0,
    refundedCents: 0,
  };
  return {
    id: 'c-1',
    kind: 'service',
    title: 'A logo',
    status: 'in_progress',
    priceCents: 9_000,
    releasedCents: 0,
    dueAt: DUE,
    late: false,
    awaitingFunding: false,
    role: 'client',
    client: party('client'),
    freelancer: party('freelancer'),
    projectId: null,
    serviceId: 's-1',
    packageTier: 'basic',
    packageName: 'Logo only',
    cancelRequested: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    deliveryDays: 3,
    revisionsAllowed: 1,
    revisionsUsed: 0,
    packageFeatures: [],
    requirements: 'A teapot',
    requirementsAt: '2026-11-20T10:00:00.000Z',
    cancelRequest: null,
    milestones: [],
    extras: [],
    extensions: [],
    lateCancelFrom: '2026-12-02T15:30:00.000Z',
    events: [],
    reviews: [],
    escrowCents: 9_000,
    refundedCents: 0,
    money: { milestones: {}, total: none, tipCents: 0 },
    completedAt: null,
    cancelledAt: null,
    dispute: null,
    ...over,
  };
}

let fetched: ReturnType<typeof answerFetch> | undefined;
afterEach(() => {
  fetched?.restore();
  fetched = undefined;
  cleanup();
  sessionStorage.clear();
});

const section = () => screen.getByRole('region', { name: t('contracts:extension.sectionTitle') });
const buttons = () =>
  within(section())
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe.each(['en', 'tr'] as Language[])('the due-date section (%s)', (lang) => {
  it('offers the other side accept and decline, and sends the acceptance', async () => {
    await useLanguage(lang, ['contracts']);
    const detail = contract({
      actions: ['acceptExtension', 'declineExtension', 'requestCancel'],
      extensions: [extension({})],
    });
    fetched = answerFetch(() => ({ status: 200, body: detail }));
    renderWithClient(<ExtensionSection contract={detail} />);
    expect(within(section()).getByText(t('contracts:extension.requestBy.freelancer'))).toBeTruthy();
    expect(within(section()).getByText('The fonts arrive on Friday.')).toBeTruthy();
    expect(buttons()).toEqual([
      t('contracts:actions.acceptExtension'),
      t('contracts:actions.declineExtension'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: t('contracts:actions.acceptExtension') }));
    expect(fetched.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/contracts/c-1/extension/accept',
    ]);
  });

  it('offers the asker only the withdrawal, lists earlier requests and says when the client may cancel', async () => {
    await useLanguage(lang, ['contracts']);
    const detail = contract({
      role: 'freelancer',
      late: true,
      actions: ['withdrawExtension'],
      extensions: [
        extension({ id: 'x-0', status: 'declined', reason: 'First try' }),
        extension({ id: 'x-1' }),
      ],
    });
    renderWithClient(<ExtensionSection contract={detail} />);
    expect(buttons()).toEqual([t('contracts:actions.withdrawExtension')]);
    expect(within(section()).getByText(t('contracts:extension.status.declined'))).toBeTruthy();
    expect(screen.getByTestId('late-cancel-notice').textContent).toBe(
      t('contracts:extension.lateNotice.freelancer', {
        date: formatDateTime('2026-12-02T15:30:00.000Z', lang),
      }),
    );
  });

  it('shows nothing when there is nothing to say', async () => {
    await useLanguage(lang, ['contracts']);
    renderWithClient(<ExtensionSection contract={contract({ actions: ['requestExtension'] })} />);
    expect(screen.queryByRole('region', { name: t('contracts:extension.sectionTitle') })).toBeNull();
  });

  it('asks for a new day at the current time of day, with the reason', async () => {
    await useLanguage(lang, ['contracts']);
    const detail = contract({ actions: ['requestExtension'] });
    fetched = answerFetch(() => ({ status: 200, body: detail }));
    renderWithClient(<ExtensionRequestDialog contract={detail} />);
    await userEvent.click(screen.getByRole('button', { name: t('contracts:actions.requestExtension') }));
    const dialog = screen.getByRole('dialog');
    const due = new Date(DUE);
    const later = new Date(due.getTime() + 3 * 24 * 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}`;
    fireEvent.change(within(dialog).getByLabelText(t('contracts:extension.newDate')), {
      target: { value: day },
    });
    await userEvent.type(within(dialog).getByLabelText(t('contracts:extension.reason')), 'Two more pages');
    await userEvent.click(within(dialog).getByRole('button', { name: t('contracts:extension.submit') }));
    await waitFor(() => expect(fetched?.sent).toHaveLength(1));
    expect(fetched.sent).toEqual([
      {
        path: '/api/contracts/c-1/extension',
        method: 'POST',
        body: { dueAt: later.toISOString(), reason: 'Two more pages' },
      },
    ]);
  });
});
