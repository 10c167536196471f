// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

// Issue 29, item 6: every empty list leads somewhere that fits the person reading it.

afterEach(() => cleanup());

describe('EmptyState', () => {
  it('offers one way, or one per side of the marketplace', async () => {
    await useLanguage('en', []);
    renderWithClient(
      <MemoryRouter>
        <EmptyState
          message="Nothing here."
          action={{ to: '/services', label: 'Browse' }}
          secondary={{ to: '/projects', label: 'Find work' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Nothing here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse' }).getAttribute('href')).toBe('/services');
    expect(screen.getByRole('link', { name: 'Find work' }).getAttribute('href')).toBe('/projects');
  });
});
