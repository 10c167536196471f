// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MyServicesPage } from './my-services';

// Issue 29, item 6: a seller with no services is led to creating one (decision 125: the list is
// at /services/mine).

let restore = () => {};
afterEach(() => {
  restore();
  cleanup();
});

describe('My services, empty', () => {
  for (const [lang, label] of [
    ['en', 'Create your first service'],
    ['tr', 'İlk hizmetinizi oluşturun'],
  ] as const) {
    it(`leads to creating the first service (${lang})`, async () => {
      await useLanguage(lang, ['selling', 'services', 'moderation']);
      restore = answerFetch(() => ({ status: 200, body: { services: [] } })).restore;
      renderWithClient(
        <MemoryRouter>
          <MyServicesPage />
        </MemoryRouter>,
      );
      const link = await screen.findByRole('link', { name: label }, { timeout: 5000 });
      expect(link.getAttribute('href')).toBe('/add-service');
    });
  }
});
