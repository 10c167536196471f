import { describe, expect, it } from 'vitest';
import * as favourites from './favourite-policy';
import * as savedSearches from './policy';

const owner = { id: 'owner' };
const other = { id: 'other' };
const profile = (profileVisible: boolean) => ({ userId: 'owner', profileVisible, showPortfolio: true });

const status = (error: { status: number } | null) => error?.status ?? 'allowed';

describe('saved-search policy', () => {
  it('lets only the user who saved it see, edit or delete it; others are told it does not exist', () => {
    for (const action of ['view', 'edit', 'delete'] as const) {
      expect(status(savedSearches.denial(owner, action, { userId: 'owner' }))).toBe('allowed');
      expect(status(savedSearches.denial(other, action, { userId: 'owner' }))).toBe(404);
      expect(status(savedSearches.denial(null, action, { userId: 'owner' }))).toBe(401);
    }
  });
});

describe('favourite policy', () => {
  const items: Record<string, (visible: boolean) => favourites.FavouriteEntity> = {
    freelancers: (v) => ({ kind: 'freelancers', ownerId: 'owner', profile: profile(v) }),
    services: (v) => ({
      kind: 'services',
      ownerId: 'owner',
      service: { service: { profileId: 'p' }, owner: profile(v) },
    }),
    projects: () => ({ kind: 'projects', ownerId: 'owner', project: { userId: 'owner' } }),
  };

  it("saves what the user can see and is not their own; a hidden profile's things do not exist", () => {
    for (const [kind, item] of Object.entries(items)) {
      expect(status(favourites.denial(other, 'save', item(true))), kind).toBe('allowed');
      expect(status(favourites.denial(owner, 'save', item(true))), kind).toBe(403);
      expect(status(favourites.denial(null, 'save', item(true))), kind).toBe(401);
      // Projects are public whatever their owner's profile says.
      expect(status(favourites.denial(other, 'save', item(false))), kind).toBe(
        kind === 'projects' ? 'allowed' : 404,
      );
    }
    expect(status(favourites.denial(other, 'save', null))).toBe(404);
  });

  it('always lets a signed-in user remove their own favourite row', () => {
    expect(favourites.can(other, 'remove', null)).toBe(true);
    expect(status(favourites.denial(null, 'remove', null))).toBe(401);
  });
});
