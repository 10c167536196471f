// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import type { ContractSummary } from '@shared/schemas/contract';
import { cleanup, screen, within } from '@testing-library/react';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContractChatCards } from './contract-chat-cards';

// A completed or cancelled order stays in the chat with its final state (issue 27, item 7).

const party = (userId: string) => ({ userId, profileId: null, name: userId, avatarUrl: null });
const contract = (id: string, title: string, status: ContractSummary['status']): ContractSummary => ({
  id,
  kind: 'service',
  title,
  status,
  priceCents: 5_000,
  releasedCents: 0,
  awaitingFunding: false,
  dueAt: null,
  late: false,
  role: 'client',
  client: party('me'),
  freelancer: party('seller'),
  projectId: null,
  serviceId: 's-1',
  packageTier: 'basic',
  packageName: 'Basic',
  cancelRequested: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

let restore = () => {};
afterEach(() => {
  restore();
  cleanup();
});

describe.each(['en', 'tr'] as Language[])('contract chat cards (%s)', (lang) => {
  it('shows a completed order as completed and a cancelled one as cancelled', async () => {
    await useLanguage(lang, ['contracts', 'common']);
    const items = [
      contract('c-1', 'Open logo', 'in_progress'),
      contract('c-2', 'Finished logo', 'completed'),
      contract('c-3', 'Dropped logo', 'cancelled'),
    ];
    const { sent, restore: r } = answerFetch(() => ({ status: 200, body: { items } }));
    restore = r;
    renderWithClient(
      <MemoryRouter>
        <ContractChatCards userId="seller" />
      </MemoryRouter>,
    );
    const card = async (title: string) => (await screen.findByText(title)).closest('li') as HTMLElement;
    expect(
      within(await card('Finished logo')).getAllByText(i18n.t('contracts:nextStep.completed')).length,
    ).toBeGreaterThan(0);
    expect(
      within(await card('Dropped logo')).getAllByText(i18n.t('contracts:nextStep.cancelled'), {
        exact: false,
      }).length,
    ).toBeGreaterThan(0);
    expect(await screen.findByText('Open logo')).toBeTruthy();
    // Every contract with this person is asked for, not only the open ones.
    expect(sent[0]!.path).toBe('/api/contracts?with=seller');
  });
});
