// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportDialog } from './report-dialog';

// The report form on the shared fields: a reason is needed before sending, the server's field
// message stands by the details, a refusal about no field by the button, and "sent" only after
// the server stored the report.

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
const TARGET = '0b7c6a52-3f0e-4d8e-9a43-6a1d4f1c2b10';
let fetched: ReturnType<typeof answerFetch> | undefined;

afterEach(() => {
  cleanup();
  fetched?.restore();
  fetched = undefined;
});

function description(el: HTMLElement) {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}

function open() {
  renderWithClient(<ReportDialog kind="service" targetId={TARGET} open onOpenChange={() => {}} />);
  return screen.getByRole('dialog');
}

const langs: Language[] = ['en', 'tr'];

describe.each(langs)('report dialog (%s)', (lang) => {
  it('waits for a reason, then shows a refusal about no field by the button and keeps the details', async () => {
    await useLanguage(lang, ['moderation']);
    const refusal = t('moderation:error.alreadyReported');
    fetched = answerFetch(() => ({ status: 409, body: { error: { code: 'CONFLICT', message: refusal } } }));
    const user = userEvent.setup({ delay: null });
    const dialog = open();
    const send = within(dialog).getByRole('button', { name: t('moderation:report.submit') });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(description(send)).toEqual([t('moderation:report.needsReason')]);

    await user.click(within(dialog).getByLabelText(t('moderation:reason.spam')));
    const details = within(dialog).getByLabelText(t('moderation:report.details'));
    await user.type(details, 'The same ad five times');
    await user.click(send);
    await within(dialog).findByText(refusal);
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([refusal]);
    expect(details.getAttribute('aria-invalid')).toBeNull();
    expect((details as HTMLTextAreaElement).value).toBe('The same ad five times');
    expect(within(dialog).queryByText(t('moderation:report.sent'))).toBeNull();
    expect(fetched.sent.map((r) => r.body)).toEqual([
      { kind: 'service', targetId: TARGET, reason: 'spam', details: 'The same ad five times' },
    ]);
  });

  it("puts the server's message about the details next to them, then says sent once it is stored", async () => {
    await useLanguage(lang, ['moderation']);
    const tooLong = t('moderation:validation.detailsMax');
    let answers = 0;
    fetched = answerFetch(() =>
      answers++ === 0
        ? { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: tooLong, field: 'details' } } }
        : {
            status: 201,
            body: {
              id: 'r-1',
              kind: 'service',
              targetId: TARGET,
              reason: 'fraud',
              status: 'open',
              createdAt: '2026-11-27T10:00:00.000Z',
            },
          },
    );
    const user = userEvent.setup({ delay: null });
    const dialog = open();
    await user.click(within(dialog).getByLabelText(t('moderation:reason.fraud')));
    const details = within(dialog).getByLabelText(t('moderation:report.details'));
    await user.type(details, 'Asks for payment outside');
    await user.click(within(dialog).getByRole('button', { name: t('moderation:report.submit') }));
    await within(dialog).findByText(tooLong);
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(description(details)).toEqual([tooLong]);
    expect(document.activeElement).toBe(details);

    await user.click(within(dialog).getByRole('button', { name: t('moderation:report.submit') }));
    await within(dialog).findByText(t('moderation:report.sent'));
    expect(fetched.sent).toHaveLength(2);
  });
});
