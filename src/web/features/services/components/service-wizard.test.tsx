// @vitest-environment jsdom
import type { Language } from '@shared/constants';
import { CATEGORY_IDS, CATEGORY_LABELS, subcategoriesOf } from '@shared/taxonomy';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@web/lib/i18n';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServiceWizard } from './service-wizard';

// The Add Service wizard on the shared fields: each Continue checks that step's part of the shared
// schema only, its messages stand by their fields in the page's language, and Back keeps
// everything chosen and typed.

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
let fetched: ReturnType<typeof answerFetch> | undefined;

beforeAll(() => {
  // Radix's select uses pointer capture and scrolls its options; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

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

const stepShown = (step: number) =>
  screen.getByText(t('selling:wizard.stepOf', { step, total: 4 }), { selector: 'p' });

const langs: Language[] = ['en', 'tr'];

describe.each(langs)('service wizard (%s)', (lang) => {
  it("checks each step's own fields, shows their messages in the page's language, and Back keeps them", async () => {
    await useLanguage(lang, ['selling', 'services']);
    fetched = answerFetch(() => ({ status: 200, body: {} }));
    const user = userEvent.setup({ delay: null });
    renderWithClient(
      <MemoryRouter>
        <ServiceWizard />
      </MemoryRouter>,
    );
    const next = () => user.click(screen.getByRole('button', { name: t('selling:wizard.continue') }));

    // Step 1 with nothing chosen: only the category is asked for.
    await next();
    await screen.findByText(t('selling:validation.category'));
    const category = screen.getByLabelText(t('selling:wizard.category'));
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(description(category)).toEqual([t('selling:validation.category')]);
    expect(document.activeElement).toBe(category);
    expect(screen.getByLabelText(t('selling:wizard.subcategory')).getAttribute('aria-invalid')).toBeNull();
    stepShown(1);

    // Choosing takes the message away.
    const id = CATEGORY_IDS[0]!;
    const sub = subcategoriesOf(id)[0]!;
    await user.click(category);
    await user.click(await screen.findByRole('option', { name: CATEGORY_LABELS[id][lang] }));
    expect(category.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByLabelText(t('selling:wizard.subcategory')));
    await user.click(await screen.findByRole('option', { name: sub[lang] }));
    await next();
    await screen.findByLabelText(t('selling:wizard.header'));
    stepShown(2);

    // Step 2: a short header and no explanation, each with its own message; the first is focused.
    const header = screen.getByLabelText(t('selling:wizard.header'));
    await user.type(header, 'Logo');
    await next();
    await screen.findByText(t('selling:validation.explanationMin'));
    const explanation = screen.getByLabelText(t('selling:wizard.explanation'));
    expect(description(header)).toEqual([
      t('selling:wizard.counter', { count: 4, max: 200 }),
      t('selling:validation.headerMin'),
    ]);
    expect(explanation.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      t('selling:validation.headerMin'),
      t('selling:validation.explanationMin'),
    ]);
    expect(document.activeElement).toBe(header);
    stepShown(2);

    // Back and forth: the choices and the typed header are still there, and nothing was sent.
    await user.click(screen.getByRole('button', { name: t('selling:wizard.back') }));
    expect(screen.getByLabelText(t('selling:wizard.category')).textContent).toBe(CATEGORY_LABELS[id][lang]);
    expect(screen.getByLabelText(t('selling:wizard.subcategory')).textContent).toBe(sub[lang]);
    await next();
    expect(((await screen.findByLabelText(t('selling:wizard.header'))) as HTMLInputElement).value).toBe(
      'Logo',
    );
    expect(fetched.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
