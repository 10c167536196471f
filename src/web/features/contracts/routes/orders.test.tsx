// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import type { ContractSummary } from '@shared/schemas/contract';
import { cleanup, screen } from '@testing-library/react';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, type SentRequest, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrdersPage } from './orders';

// Orders opens on the side that has orders (issue 27, item 7): a seller who bought nothing lands
// on 'As seller', not an empty 'As buyer'; a side named in the address still wins.

const party = (userId: string) => ({ userId, profileId: null, name: userId, avatarUrl: null });
const sold: ContractSummary = {
  id: 'c-1',
  kind: 'service',
  title: 'A logo sold',
  status: 'in_progress',
  priceCents: 5_000,
  releasedCents: 0,
  awaitingFunding: false,
  dueAt: null,
  late: false,
  role: 'freelancer',
  client: party('buyer'),
  freelancer: party('me'),
  projectId: null,
  serviceId: 's-1',
  packageTier: 'basic',
  packageName: 'Basic',
  cancelRequested: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** The server: the seller's one order, whatever the filter but the buyer's side. */
const server = (r: SentRequest) =>
  r.path.startsWith('/api/contracts')
    ? { status: 200, body: { items: r.path.includes('role=buyer') ? [] : [sold] } }
    : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };

let restore = () => {};
afterEach(() => {
  restore();
  cleanup();
});

const tab = (name: string) => screen.findByRole('tab', { name: i18n.t(name) });

describe.each(['en', 'tr'] as Language[])('orders page (%s)', (lang) => {
  it('opens a seller with only seller orders on the seller side', async () => {
    await useLanguage(lang, ['contracts', 'common']);
    ({ restore } = answerFetch(server));
    renderWithClient(
      <MemoryRouter initialEntries={['/orders']}>
        <OrdersPage />
      </MemoryRouter>,
    );
    expect((await tab('contracts:orders.asSeller')).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('A logo sold')).toBeTruthy();
  });

  it('keeps the side the address names', async () => {
    await useLanguage(lang, ['contracts', 'common']);
    ({ restore } = answerFetch(server));
    renderWithClient(
      <MemoryRouter initialEntries={['/orders?role=buyer']}>
        <OrdersPage />
      </MemoryRouter>,
    );
    expect((await tab('contracts:orders.asBuyer')).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(i18n.t('contracts:orders.empty.buyer'))).toBeTruthy();
  });
});
