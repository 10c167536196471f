// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import type { ProfilePage, ProfileStats } from '@shared/schemas/profile';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ResponseTime } from '@web/components/response-time';
import i18n from '@web/lib/i18n';
import { useLanguage } from '@web/test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { StatCards } from './stat-cards';

// A profile's figures (issue 29, item 3; decision 127): a new seller reads as new, never as a row
// of zeros or "no data"; a seller with a record shows their figures, and a missing response time
// is left out rather than shown as a finding.

const stats = (over: Partial<ProfileStats>): ProfileStats => ({
  projectsCompleted: 0,
  canceledWorks: 0,
  successRate: 0,
  repeatedWorks: 0,
  averageRating: null,
  reviewCount: 0,
  responseSeconds: null,
  isNew: true,
  ...over,
});
const profile = (s: ProfileStats) => ({ hourlyRateCents: 5_000, stats: s }) as unknown as ProfilePage;

afterEach(cleanup);

describe.each(['en', 'tr'] as Language[])('the profile figures (%s)', (lang) => {
  it("says 'New' for a seller without a completed order, not zeros", async () => {
    await useLanguage(lang, ['profile', 'common']);
    render(<StatCards profile={profile(stats({}))} />);
    const cards = within(screen.getByTestId('profile-stats'));
    expect(cards.getByText(i18n.t('profile:stats.new'))).toBeTruthy();
    expect(cards.getByText(i18n.t('profile:stats.newLabel'))).toBeTruthy();
    expect(cards.queryByText(i18n.t('profile:stats.successRate'))).toBeNull();
    expect(cards.queryByText(i18n.t('profile:stats.projectsCompleted'))).toBeNull();
    expect(screen.getByTestId('profile-stats').textContent).not.toMatch(/%|\b0\b/);
  });

  it('keeps a cancelled order of a new seller in view', async () => {
    await useLanguage(lang, ['profile', 'common']);
    render(<StatCards profile={profile(stats({ canceledWorks: 1 }))} />);
    const cards = within(screen.getByTestId('profile-stats'));
    expect(cards.getByText(i18n.t('profile:stats.canceledWorks'))).toBeTruthy();
    expect(cards.getByText(i18n.t('profile:stats.new'))).toBeTruthy();
  });

  it('shows the figures of a seller with completed orders', async () => {
    await useLanguage(lang, ['profile', 'common']);
    render(
      <StatCards
        profile={profile(
          stats({ projectsCompleted: 5, canceledWorks: 1, successRate: 83, repeatedWorks: 2, isNew: false }),
        )}
      />,
    );
    const text = screen.getByTestId('profile-stats').textContent ?? '';
    expect(text).toContain(i18n.t('profile:stats.projectsCompleted'));
    expect(text).toContain(i18n.t('profile:stats.repeatedWorks'));
    expect(text).toMatch(/83/);
    expect(text).not.toContain(i18n.t('profile:stats.newLabel'));
  });

  it('says a new seller has no reply times yet, and leaves the line out for a seller with a record', async () => {
    await useLanguage(lang, ['common']);
    const { unmount } = render(<ResponseTime seconds={null} isNew />);
    expect(screen.getByTestId('response-time').textContent).toBe(i18n.t('common:responseTime.new'));
    unmount();
    render(<ResponseTime seconds={null} isNew={false} />);
    expect(screen.queryByTestId('response-time')).toBeNull();
    cleanup();
    render(<ResponseTime seconds={90 * 60} isNew />);
    expect(screen.getByTestId('response-time').textContent).toBe(
      i18n.t('common:responseTime.line', { value: i18n.t('common:responseTime.hours', { count: 2 }) }),
    );
  });
});
