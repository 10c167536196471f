// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactPage } from './contact';

// The contact form (decision 119): the schema's messages in the page's language, "received" only
// with the server's reference, and a refusal about no field (the hourly limit) by the button.

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
let fetched: ReturnType<typeof answerFetch> | undefined;

afterEach(() => {
  cleanup();
  fetched?.restore();
  fetched = undefined;
});

const config = {
  contact: { phone: '+90 212 555 01 23', email: 'destek@pazar.test', location: 'İstanbul' },
};

function server(contact: { status: number; body: unknown }) {
  fetched = answerFetch((req) => {
    if (req.path === '/api/contact') return contact;
    if (req.path === '/api/site-config') return { status: 200, body: config };
    return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: '' } } };
  });
  return fetched;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, message: string) {
  await user.type(screen.getByLabelText(t('help:contact.name')), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText(t('help:contact.emailField')), 'ayse@example.com');
  await user.selectOptions(screen.getByLabelText(t('help:contact.topic')), t('help:contact.topics.payments'));
  await user.type(screen.getByLabelText(t('help:contact.message')), message);
}

const langs: Language[] = ['en', 'tr'];

describe.each(langs)('contact form (%s)', (lang) => {
  it('shows what is missing by each field and sends nothing', async () => {
    await useLanguage(lang, ['help']);
    const sent = server({ status: 201, body: {} }).sent;
    const user = userEvent.setup({ delay: null });
    renderWithClient(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(t('help:contact.message')), 'Too short');
    await user.click(screen.getByRole('button', { name: t('help:contact.send') }));
    const messages = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(messages).toEqual([
      t('help:contact.validation.name'),
      t('help:contact.validation.email'),
      t('help:contact.validation.topic'),
      t('help:contact.validation.messageMin'),
    ]);
    expect(messages[3]).not.toBe('contact.validation.messageMin');
    expect(screen.getByLabelText(t('help:contact.message')).getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.path === '/api/contact')).toEqual([]);
  });

  it("says it was received only with the server's reference, and sends what was typed", async () => {
    await useLanguage(lang, ['help']);
    const sent = server({
      status: 201,
      body: { id: 'c1', reference: 'C-000042', createdAt: '2026-11-27T10:00:00.000Z' },
    }).sent;
    const user = userEvent.setup({ delay: null });
    renderWithClient(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    await fillIn(user, 'When does a released payment reach my wallet?');
    await user.click(screen.getByRole('button', { name: t('help:contact.send') }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(
      t('help:contact.sent', { reference: 'C-000042', email: 'ayse@example.com' }),
    );
    expect(sent.filter((r) => r.path === '/api/contact').map((r) => r.body)).toEqual([
      {
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        topic: 'payments',
        message: 'When does a released payment reach my wallet?',
      },
    ]);
  });

  it('shows the hourly limit by the button and keeps the text', async () => {
    await useLanguage(lang, ['help']);
    const refusal =
      lang === 'en' ? 'You have sent 5 messages this hour.' : 'Bu saat içinde 5 mesaj gönderdiniz.';
    server({ status: 429, body: { error: { code: 'RATE_LIMITED', message: refusal } } });
    const user = userEvent.setup({ delay: null });
    renderWithClient(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    await fillIn(user, 'When does a released payment reach my wallet?');
    await user.click(screen.getByRole('button', { name: t('help:contact.send') }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([refusal]);
    expect((screen.getByLabelText(t('help:contact.message')) as HTMLTextAreaElement).value).toBe(
      'When does a released payment reach my wallet?',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
