// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import type { ServicePackage } from '@shared/schemas/contract';
import type { PublicService } from '@shared/schemas/service';
import { cleanup, screen } from '@testing-library/react';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PackageComparison } from './package-comparison';
import { SellerCard } from './seller-card';

// A blocked pair's service page offers no Continue and no Contact, and says why (issue 27,
// item 7); the server refuses both anyway (moderation.test.ts).

const basic: ServicePackage = {
  id: 'p-1',
  tier: 'basic',
  name: 'Basic',
  description: 'One concept',
  priceCents: 5_000,
  deliveryDays: 2,
  revisions: 0,
  features: [],
  extras: [],
};

const service = {
  id: 's-1',
  freelancer: { userId: 'seller', profileId: 'pr-1', name: 'Seller Person', title: null, avatarUrl: null },
  seller: {
    rating: null,
    reviewCount: 0,
    memberSince: '2026-01-01',
    languages: [],
    responseSeconds: null,
    completedCount: 0,
    isNew: true,
  },
} as unknown as PublicService;

let restore = () => {};
afterEach(() => {
  restore();
  cleanup();
});

/** The packages' Continue buttons, whatever their price. */
const continueButtons = () => {
  const label = i18n.t('services:detail.continue', { amount: '$' }).split('(')[0]!.trim();
  return screen.queryAllByRole('button').filter((b) => b.textContent?.startsWith(label));
};

const config = { paymentsMode: 'test', paymentProvider: 'test', unpaidOrderExpiryHours: 24 };

describe.each(['en', 'tr'] as Language[])('a blocked pair on a service page (%s)', (lang) => {
  for (const blocked of ['byMe', 'byThem'] as const) {
    it(`offers no Continue, with the reason (${blocked})`, async () => {
      await useLanguage(lang, ['services', 'common', 'money']);
      ({ restore } = answerFetch(() => ({ status: 200, body: config })));
      renderWithClient(
        <MemoryRouter>
          <PackageComparison serviceId="s-1" packages={[basic]} viewer="blocked" blocked={blocked} />
        </MemoryRouter>,
      );
      expect(await screen.findByText(i18n.t(`common:blockedPair.${blocked}`))).toBeTruthy();
      const continueLabel = i18n.t('services:detail.continue', { amount: '' }).trim();
      expect(screen.queryAllByRole('button').filter((b) => b.textContent?.includes(continueLabel))).toEqual(
        [],
      );
    });

    it(`offers no Contact, with the reason (${blocked})`, async () => {
      await useLanguage(lang, ['services', 'common']);
      renderWithClient(
        <MemoryRouter>
          <SellerCard service={service} isOwn={false} signedIn blocked={blocked} />
        </MemoryRouter>,
      );
      expect(screen.getByText(i18n.t(`common:blockedPair.${blocked}`))).toBeTruthy();
      expect(screen.queryByRole('link', { name: i18n.t('services:detail.contact') })).toBeNull();
    });
  }

  it('offers Continue and Contact to a buyer no block stands between', async () => {
    await useLanguage(lang, ['services', 'common', 'money']);
    ({ restore } = answerFetch(() => ({ status: 200, body: config })));
    renderWithClient(
      <MemoryRouter>
        <PackageComparison serviceId="s-1" packages={[basic]} viewer="buyer" />
        <SellerCard service={service} isOwn={false} signedIn />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: i18n.t('services:detail.contact') })).toBeTruthy();
    expect(await screen.findByText(i18n.t('services:detail.unpaidExpiry', { count: 24 }))).toBeTruthy();
    expect(continueButtons().length).toBeGreaterThan(0);
  });
});
