// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import type { Milestone } from '@shared/schemas/contract';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from '@web/lib/i18n';
import { useLanguage } from '@web/test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { MilestoneList } from './milestone-list';

// An unfunded milestone says so to both sides of open work (issue 27): the client that funding
// starts it, the freelancer that it waits for the money; an ended contract says nothing more.

const t = (key: string) => i18n.t(key);

const milestone = (position: number, status: Milestone['status']): Milestone => ({
  id: `m-${position}`,
  position,
  title: `Step ${position}`,
  amountCents: 5_000,
  status,
  fundedAt: status === 'unfunded' ? null : '2026-11-01T10:00:00.000Z',
  deliveredAt: null,
  autoAcceptAt: null,
  releasedAt: null,
  refundedAt: null,
});

afterEach(() => cleanup());

describe.each(['en', 'tr'] as Language[])('milestone list (%s)', (lang) => {
  const milestones = [milestone(1, 'funded'), milestone(2, 'unfunded')];

  it('tells the client an unfunded milestone waits for their funding', async () => {
    await useLanguage(lang, ['contracts']);
    render(<MilestoneList contract={{ milestones, role: 'client', status: 'in_progress' }} />);
    expect(screen.getAllByText(t('contracts:milestones.unfundedClient'))).toHaveLength(1);
  });

  it('tells the freelancer not to start on an unfunded milestone', async () => {
    await useLanguage(lang, ['contracts']);
    render(<MilestoneList contract={{ milestones, role: 'freelancer', status: 'in_progress' }} />);
    expect(screen.getAllByText(t('contracts:milestones.unfundedFreelancer'))).toHaveLength(1);
    expect(screen.queryByText(t('contracts:milestones.unfundedClient'))).toBeNull();
  });

  it('says nothing of funding once the contract ended', async () => {
    await useLanguage(lang, ['contracts']);
    render(<MilestoneList contract={{ milestones, role: 'client', status: 'cancelled' }} />);
    expect(screen.queryByText(t('contracts:milestones.unfundedClient'))).toBeNull();
  });
});
