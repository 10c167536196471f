// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { answerFetch, renderWithClient, useLanguage } from '@web/test/render';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServicesBrowsePage } from './services-browse';

// The browse page (decision 125): "Clear filters" takes the filters away and keeps the category
// browsed (and the sort); a change made while the screen is behind the address (a navigation is a
// transition) keeps what the address already says (decision 125).

let restore = () => {};
afterEach(() => {
  restore();
  cleanup();
});
beforeEach(async () => {
  await useLanguage('en', ['saved', 'search']);
  restore = answerFetch(() => ({
    status: 200,
    body: {
      kind: 'services',
      items: [],
      total: 0,
      totalCapped: false,
      page: 1,
      pageSize: 12,
      suggestions: null,
    },
  })).restore;
});

/** The address the router is at, once React has drawn it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

/**
 * Holds the drawing of any address with a subcategory while `held`: React keeps the previous screen
 * on view (a suspended transition), as a slow device does for a moment after a click.
 */
const hold = { held: false, release: () => {}, promise: Promise.resolve() };
function Holder() {
  const location = useLocation();
  if (hold.held && location.search.includes('subcategory')) throw hold.promise;
  return null;
}
function holdDrawing() {
  hold.held = true;
  hold.promise = new Promise<void>((resolve) => {
    hold.release = () => {
      hold.held = false;
      resolve();
    };
  });
}

function renderAt(url: string) {
  return renderWithClient(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={<p>drawing</p>}>
        <Holder />
        <Routes>
          <Route path="/services" element={<ServicesBrowsePage />} />
        </Routes>
        <Address />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('Clear filters on /services', () => {
  const start =
    '/services?category=graphic-design&subcategory=logo-design&sort=orders&maxDays=14&minRating=4';

  it('in the filter panel: the filters go, the category, subcategory and sort stay', async () => {
    renderAt(start);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(Object.fromEntries(address())).toEqual({
      category: 'graphic-design',
      subcategory: 'logo-design',
      sort: 'orders',
    });
  });

  it('in the empty results: the same as the panel', async () => {
    renderAt(start);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear the filters' }, { timeout: 5000 }));
    expect(Object.fromEntries(address())).toEqual({
      category: 'graphic-design',
      subcategory: 'logo-design',
      sort: 'orders',
    });
  });
});

describe('a change made before the screen caught up with the address', () => {
  it('a sort chosen right after a subcategory link keeps the subcategory', async () => {
    renderAt('/services?category=graphic-design');
    holdDrawing();
    fireEvent.click(screen.getByRole('link', { name: 'Logo Design' }));
    // The screen still shows the category alone (its form and links were made from that address).
    expect(address().has('subcategory')).toBe(false);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'orders' } });
    await act(async () => hold.release());
    expect(Object.fromEntries(address())).toEqual({
      category: 'graphic-design',
      subcategory: 'logo-design',
      sort: 'orders',
    });
  });

  it('filters applied from the form drawn before the click keep the subcategory', async () => {
    renderAt('/services?category=graphic-design');
    holdDrawing();
    fireEvent.click(screen.getByRole('link', { name: 'Logo Design' }));
    expect(address().has('subcategory')).toBe(false);
    fireEvent.change(screen.getByLabelText('Delivery time'), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await act(async () => hold.release());
    await screen.findByText('?category=graphic-design&subcategory=logo-design&maxDays=14');
  });
});
