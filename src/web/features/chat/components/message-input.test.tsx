// @vitest-environment jsdom
import { CHAT_MESSAGE_MAX_LENGTH, type Language } from '@shared/constants';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageInput } from './message-input';

// The chat's message box on the shared form parts: the limit is said as it is typed, and a send
// the server refuses puts the text back with the reason under it, until it is typed again.

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

/** The texts of the ids a control names in aria-describedby, in order. */
function description(el: HTMLElement) {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}

let fetched: ReturnType<typeof answerFetch> | undefined;
afterEach(() => {
  fetched?.restore();
  fetched = undefined;
  cleanup();
});

const refusals: Record<Language, string> = {
  en: 'This conversation is closed',
  tr: 'Bu konuşma kapandı',
};

describe.each(['en', 'tr'] as Language[])('chat message box (%s)', (lang) => {
  it('says the text is too long as it is typed, and sends nothing', async () => {
    await useLanguage(lang, ['chat']);
    const user = userEvent.setup({ delay: null });
    fetched = answerFetch(() => ({ status: 200, body: null }));
    renderWithClient(<MessageInput conversationId="c-1" />);
    const box = screen.getByRole('textbox', { name: t('chat:inputLabel') });
    expect(description(box)).toEqual([t('chat:hint')]);
    await user.click(box);
    await user.paste('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`${t('chat:error.tooLong')} ${t('chat:error.tooLongDescription')}`);
    expect(description(box)).toEqual([alert.textContent]);
    const send = screen.getByRole('button', { name: t('chat:send') });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Enter}');
    expect(fetched.sent.filter((s) => s.method === 'POST')).toEqual([]);
    // Back within the limit, the message goes and the hint returns.
    await user.keyboard('{Backspace}');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(description(box)).toEqual([t('chat:hint')]);
  });

  it("puts a refused message back with the server's reason under it, until it is typed again", async () => {
    await useLanguage(lang, ['chat']);
    const user = userEvent.setup({ delay: null });
    const refusal = refusals[lang];
    fetched = answerFetch((req) =>
      req.method === 'POST'
        ? { status: 409, body: { error: { code: 'CONVERSATION_CLOSED', message: refusal } } }
        : { status: 200, body: null },
    );
    renderWithClient(<MessageInput conversationId="c-1" />);
    const box = screen.getByRole('textbox', { name: t('chat:inputLabel') }) as HTMLTextAreaElement;
    await user.type(box, '  Hello there  {Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(fetched.sent.filter((s) => s.method === 'POST').map((s) => [s.path, s.body])).toEqual([
      ['/api/chat/conversations/c-1/messages', { body: 'Hello there' }],
    ]);
    expect(box.value).toBe('Hello there');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toEqual([refusal]);
    await user.type(box, '!');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.value).toBe('Hello there!');
  });
});
