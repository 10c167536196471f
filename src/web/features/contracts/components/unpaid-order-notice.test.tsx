// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { formatDateTime } from '@shared/dates';
import { cleanup, screen } from '@testing-library/react';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { UnpaidOrderNotice } from './unpaid-order-notice';

// An unpaid order states when it is removed (issue 27, item 5): the site's setting and the time
// for this order, in the reader's language; a paid one says nothing of it.

let restore = () => {};
afterEach(() => {
  restore();
  cleanup();
});

const createdAt = '2026-11-20T10:00:00.000Z';

describe.each(['en', 'tr'] as Language[])('unpaid order notice (%s)', (lang) => {
  it('says unpaid orders are removed after the set hours, and when this one goes', async () => {
    await useLanguage(lang, ['contracts']);
    ({ restore } = answerFetch(() => ({ status: 200, body: { unpaidOrderExpiryHours: 48 } })));
    renderWithClient(<UnpaidOrderNotice contract={{ status: 'awaiting_payment', createdAt }} />);
    const date = formatDateTime(new Date('2026-11-22T10:00:00.000Z'), lang);
    expect(
      await screen.findByText(i18n.t('contracts:unpaidExpiry.notice', { count: 48, date })),
    ).toBeTruthy();
  });

  it('says nothing once the order is paid', async () => {
    await useLanguage(lang, ['contracts']);
    ({ restore } = answerFetch(() => ({ status: 200, body: { unpaidOrderExpiryHours: 48 } })));
    const { container } = renderWithClient(
      <UnpaidOrderNotice contract={{ status: 'awaiting_requirements', createdAt }} />,
    );
    expect(container.textContent).toBe('');
  });
});
