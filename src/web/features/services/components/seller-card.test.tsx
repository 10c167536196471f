// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import type { PublicService, ServiceSeller } from '@shared/schemas/service';
import { cleanup, screen } from '@testing-library/react';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SellerCard } from './seller-card';

// The service page's seller card shows the profile's figures (issue 29, item 3; decision 127):
// the seller's completed orders beside their rating, and 'new' only for a seller without one.

const service = (seller: Partial<ServiceSeller>) =>
  ({
    id: 's-1',
    freelancer: { userId: 'seller', profileId: 'pr-1', name: 'Seller Person', title: null, avatarUrl: null },
    seller: {
      rating: null,
      reviewCount: 0,
      memberSince: '2025-01-01T00:00:00.000Z',
      languages: ['en'],
      responseSeconds: null,
      completedCount: 0,
      isNew: true,
      ...seller,
    },
  }) as unknown as PublicService;

let restore = () => {};
afterEach(() => {
  restore();
  cleanup();
});

function show(s: PublicService) {
  ({ restore } = answerFetch(() => ({ status: 200, body: null })));
  renderWithClient(
    <MemoryRouter>
      <SellerCard service={s} isOwn={false} signedIn={false} />
    </MemoryRouter>,
  );
}

describe.each(['en', 'tr'] as Language[])('the seller card (%s)', (lang) => {
  it('says a new seller is new, with no orders line', async () => {
    await useLanguage(lang, ['services', 'common']);
    show(service({}));
    expect(screen.getByTestId('response-time').textContent).toBe(i18n.t('common:responseTime.new'));
    expect(screen.queryByTestId('seller-orders-completed')).toBeNull();
  });

  it("shows a seller's completed orders and rating, and no 'new' line without recent conversations", async () => {
    await useLanguage(lang, ['services', 'common']);
    show(service({ rating: 4.8, reviewCount: 5, completedCount: 6, isNew: false }));
    expect(screen.getByTestId('seller-orders-completed').textContent).toBe(
      i18n.t('services:detail.ordersCompleted', { count: 6, formatted: '6' }),
    );
    expect(
      screen.getByText(i18n.t('services:detail.rating', { rating: lang === 'en' ? '4.8' : '4,8', count: 5 })),
    ).toBeTruthy();
    expect(screen.queryByTestId('response-time')).toBeNull();
  });
});
