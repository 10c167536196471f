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
