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
      expect(savedSearches.can(owner, action, { userId: 'owner' })).toBe(true);
      expect(savedSearches.can(other, action, { userId: 'owner' })).toBe(false);
      expect(() => savedSearches.authorize(owner, action, { userId: 'owner' })).not.toThrow();
      expect(() => savedSearches.authorize(other, action, { userId: 'owner' })).toThrow(
        expect.objectContaining({ code: 'SAVED_SEARCH_NOT_FOUND', messageKey: 'saved:error.searchNotFound' }),
      );
      expect(() => savedSearches.authorize(null, action, { userId: 'owner' })).toThrow(
        expect.objectContaining({ code: 'UNAUTHORIZED', messageKey: 'errors:unauthorized' }),
      );
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

  it('tells why: signed out, gone, or one’s own', () => {
    const mine = items.freelancers(true);
    expect(() => favourites.authorize(null, 'save', mine)).toThrow(
      expect.objectContaining({ code: 'UNAUTHORIZED', messageKey: 'errors:unauthorized' }),
    );
    expect(() => favourites.authorize(other, 'save', null)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', messageKey: 'saved:error.itemNotFound' }),
    );
    expect(() => favourites.authorize(owner, 'save', mine)).toThrow(
      expect.objectContaining({ code: 'OWN_ITEM', messageKey: 'saved:error.ownItem' }),
    );
    expect(() => favourites.authorize(other, 'save', mine)).not.toThrow();
    expect(favourites.can(owner, 'save', mine)).toBe(false);
  });

  it('asks each kind of item its own policy', () => {
    // A project hidden by moderation is gone for others, whatever its owner's profile says.
    const hiddenProject: favourites.FavouriteEntity = {
      kind: 'projects',
      ownerId: 'owner',
      project: { userId: 'owner', hidden: true },
    };
    expect(status(favourites.denial(other, 'save', hiddenProject))).toBe(404);
    // A service hidden by moderation, on a visible profile.
    const hiddenService: favourites.FavouriteEntity = {
      kind: 'services',
      ownerId: 'owner',
      service: { service: { profileId: 'p' }, owner: profile(true), hidden: true },
    };
    expect(status(favourites.denial(other, 'save', hiddenService))).toBe(404);
  });

  it('always lets a signed-in user remove their own favourite row', () => {
    expect(favourites.can(other, 'remove', null)).toBe(true);
    expect(status(favourites.denial(null, 'remove', null))).toBe(401);
  });
});
