// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { formatDate, formatMoney } from '@shared/format';
import type { CustomOffer } from '@shared/schemas/offer';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, type SentRequest, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OfferCard } from './offer-card';

// The offer card (decision 121): its terms and state in the reader's language and formats, the
// moves the server offers the reader as buttons, and an accepted offer's link to its order.

const pending: CustomOffer = {
  id: 'o-1',
  conversationId: 'c-1',
  requestId: null,
  freelancerId: 'f',
  clientId: 'c',
  mine: false,
  description: 'A logo and a menu board',
  priceCents: 123_450,
  deliveryDays: 5,
  revisions: null,
  milestones: [
    { title: 'Logo', amountCents: 23_450 },
    { title: 'Menu board', amountCents: 100_000 },
  ],
  expiresAt: '2027-03-04T10:00:00.000Z',
  status: 'pending',
  contractId: null,
  actions: ['accept', 'decline'],
  createdAt: '2027-03-01T10:00:00.000Z',
  answeredAt: null,
};

const config = { paymentsMode: 'test', paymentProvider: 'test', unpaidOrderExpiryHours: 24 };
let restore = () => {};
afterEach(() => {
  restore();
  cleanup();
});

describe.each(['en', 'tr'] as Language[])('the offer card (%s)', (lang) => {
  it("shows the terms in the reader's formats and the client's moves; decline calls the server", async () => {
    await useLanguage(lang, ['offers', 'common', 'money']);
    const sent: SentRequest[] = [];
    ({ restore } = answerFetch((r) => {
      sent.push(r);
      return { status: 200, body: r.path.includes('/decline') ? { ...pending, status: 'declined' } : config };
    }));
    renderWithClient(
      <MemoryRouter>
        <OfferCard offer={pending} />
      </MemoryRouter>,
    );
    expect(screen.getByText(formatMoney(123_450, lang))).toBeTruthy();
    expect(screen.getByText(i18n.t('offers:status.pending'))).toBeTruthy();
    expect(screen.getByText(i18n.t('offers:card.revisionsUnlimited'))).toBeTruthy();
    expect(
      screen.getByText(i18n.t('offers:card.expires', { date: formatDate(pending.expiresAt!, lang) })),
    ).toBeTruthy();
    // Accepting pays the first milestone.
    expect(
      screen.getByRole('button', {
        name: i18n.t('offers:card.accept', { amount: formatMoney(23_450, lang) }),
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('offers:card.withdraw') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('offers:card.decline') }));
    await waitFor(() => expect(sent.some((r) => r.path.endsWith('/api/offers/o-1/decline'))).toBe(true));
  });

  it('an accepted offer links to its order and offers no moves', async () => {
    await useLanguage(lang, ['offers', 'common', 'money']);
    ({ restore } = answerFetch(() => ({ status: 200, body: config })));
    renderWithClient(
      <MemoryRouter>
        <OfferCard offer={{ ...pending, status: 'accepted', contractId: 'k-1', actions: [], mine: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(i18n.t('offers:status.accepted'))).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n.t('offers:card.openContract') }).getAttribute('href')).toBe(
      '/contracts/k-1',
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
