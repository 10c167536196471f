// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { formatMoney } from '@shared/money';
import type { FreelancerCard as FreelancerCardShape } from '@shared/schemas/profile';
import type { SearchService } from '@shared/schemas/search';
import { cleanup, screen } from '@testing-library/react';
import { FreelancerCard } from '@web/components/freelancer-card';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceResult } from './search-results';

// The cards of search and browse (issue 29, item 3; decision 127) show what a buyer compares:
// rating, orders completed, price from and delivery; 'New' only for a seller without a completed
// order, never zeros, never the search's internal match fields.

const service = (seller: Partial<SearchService['seller']>): Omit<SearchService, 'why'> => ({
  id: 's-1',
  header: 'A memorable logo',
  headerAlt: null,
  category: 'graphic-design',
  subcategory: 'logo-design',
  imageUrl: null,
  priceFrom: 195,
  deliveryDays: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  seller: {
    profileId: 'p-1',
    name: 'Elif Şahin',
    avatarUrl: null,
    location: 'İstanbul',
    rating: null,
    reviewCount: 0,
    completedCount: 0,
    ...seller,
  },
});

const freelancer = (over: Partial<FreelancerCardShape>): FreelancerCardShape => ({
  profileId: 'p-1',
  userId: 'u-1',
  name: 'Elif Şahin',
  title: 'Brand Identity Designer',
  titleAlt: null,
  location: 'İstanbul',
  avatarUrl: null,
  skills: ['Logo Design'],
  hourlyRate: 65,
  rating: null,
  reviewCount: 0,
  completedCount: 0,
  ...over,
});

let restore = () => {};
afterEach(() => {
  restore();
  cleanup();
});

function show(ui: React.ReactNode) {
  // Signed out.
  ({ restore } = answerFetch(() => ({ status: 200, body: null })));
  renderWithClient(<MemoryRouter>{ui}</MemoryRouter>);
}

describe.each(['en', 'tr'] as Language[])('result cards (%s)', (lang) => {
  it("a new seller's service: 'New', price from and delivery, no zeros", async () => {
    await useLanguage(lang, ['discovery', 'search', 'saved', 'common']);
    show(<ServiceResult service={service({})} />);
    const card = screen.getByTestId('service-result');
    expect(card.textContent).toContain(i18n.t('discovery:card.noRating'));
    expect(card.textContent).toContain(i18n.t('search:from', { price: formatMoney(19_500, lang) }));
    expect(card.textContent).toContain(
      i18n.t('search:delivery', { days: i18n.t('search:days', { count: 3 }) }),
    );
    expect(screen.queryByTestId('orders-completed')).toBeNull();
    expect(card.textContent).not.toMatch(/\b0\b|Matched|Eşleşen/);
  });

  it('a seller with orders and no review yet is not new: their orders, and no reviews yet', async () => {
    await useLanguage(lang, ['discovery', 'search', 'saved', 'common']);
    show(<ServiceResult service={service({ completedCount: 3 })} />);
    const card = screen.getByTestId('service-result');
    expect(card.textContent).toContain(i18n.t('discovery:card.noReviews'));
    expect(card.textContent).not.toContain(i18n.t('discovery:card.noRating'));
    expect(screen.getByTestId('orders-completed').textContent).toBe(
      i18n.t('search:ordersCompleted', { count: 3, formatted: '3' }),
    );
  });

  it("a list's first card fetches its picture at once and first; the others when they near the screen", async () => {
    await useLanguage(lang, ['discovery', 'search', 'saved', 'common']);
    show(
      <>
        <ServiceResult service={{ ...service({}), imageUrl: '/api/files/a.png' }} first />
        <ServiceResult service={{ ...service({}), id: 's-2', imageUrl: '/api/files/b.png' }} />
      </>,
    );
    const [first, second] = screen.getAllByTestId('service-result').map((card) => card.querySelector('img')!);
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(second!.getAttribute('loading')).toBe('lazy');
    expect(second!.hasAttribute('fetchpriority')).toBe(false);
  });

  it('a rated seller: the rating with its reviews and the orders completed', async () => {
    await useLanguage(lang, ['discovery', 'search', 'saved', 'common']);
    show(<ServiceResult service={service({ rating: 4.8, reviewCount: 5, completedCount: 6 })} />);
    const card = screen.getByTestId('service-result');
    expect(card.textContent).toContain(i18n.t('discovery:card.reviews', { count: 5 }));
    expect(screen.getByTestId('orders-completed').textContent).toContain('6');
  });

  it("a freelancer card says 'New' only without a completed order", async () => {
    await useLanguage(lang, ['discovery', 'search', 'saved', 'common']);
    show(<FreelancerCard freelancer={freelancer({})} />);
    expect(screen.getByTestId('freelancer-card').textContent).toContain(i18n.t('discovery:card.noRating'));
    cleanup();
    restore();
    show(<FreelancerCard freelancer={freelancer({ completedCount: 2 })} />);
    const card = screen.getByTestId('freelancer-card');
    expect(card.textContent).toContain(i18n.t('discovery:card.noReviews'));
    expect(card.textContent).not.toContain(i18n.t('discovery:card.noRating'));
  });
});
