// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConversationList } from './conversation-list';

// Issue 29, item 6: an empty inbox leads both sides to where a conversation starts: a client to
// the freelancers, a freelancer to the projects.

afterEach(() => cleanup());

describe('an empty inbox', () => {
  it('offers finding a freelancer and finding projects (Turkish)', async () => {
    await useLanguage('tr', ['chat']);
    renderWithClient(
      <MemoryRouter>
        <ConversationList conversations={[]} selectedId={null} onSelect={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Üzerinde çalışacak proje bulun' }).getAttribute('href')).toBe(
      '/projects',
    );
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/hire', '/projects']);
  });
});

describe('a conversation whose last message is files alone', () => {
  it('says a file was sent instead of an empty line', async () => {
    await useLanguage('en', ['chat']);
    const partner = {
      userId: 'u2',
      profileId: null,
      name: 'Ayşe',
      avatarUrl: null,
      online: false,
      category: null,
    };
    const at = '2026-11-27T10:00:00.000Z';
    renderWithClient(
      <MemoryRouter>
        <ConversationList
          conversations={[
            { id: 'c1', partner, lastMessage: { body: '', mine: false, createdAt: at }, unread: 0 },
            { id: 'c2', partner, lastMessage: { body: '', mine: true, createdAt: at }, unread: 0 },
            { id: 'c3', partner, lastMessage: { body: 'Hello', mine: false, createdAt: at }, unread: 0 },
          ]}
          selectedId={null}
          onSelect={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Sent a file')).toBeTruthy();
    expect(screen.getByText('You: Sent a file')).toBeTruthy();
    expect(screen.getByText('Hello')).toBeTruthy();
  });
});
