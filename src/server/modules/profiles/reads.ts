import type { ProfilePage, ProfileServiceList } from '@shared/schemas/profile';
import type { Db } from '../../db/client';
import * as profilePolicy from './policy';
import { presentProfilePage, presentProfileService } from './presenter';
import { contactEmail, type findVisibleProfile, listServicesWithImages, profileStats } from './service';

/*
 * The public reads of a profile as answers: what GET /api/profiles/{id} and its /services send, for
 * the routes and for a page's first answers written into its HTML (app.ts), which reads the
 * profile's row once for both.
 */

type ProfileRow = Awaited<ReturnType<typeof findVisibleProfile>>;

/** The profile page's answer: the profile with its figures, and the contact address to who may see it. */
export async function readProfilePage(
  db: Db,
  viewer: profilePolicy.Actor,
  row: ProfileRow,
): Promise<ProfilePage> {
  const [stats, email] = await Promise.all([
    profileStats(db, row),
    profilePolicy.can(viewer, 'viewContact', row) ? contactEmail(db, row.userId) : null,
  ]);
  return presentProfilePage(row, profilePolicy.can(viewer, 'edit', row), stats, email);
}

/** A profile's services, newest first, each with up to 3 images. */
export async function readProfileServices(
  db: Db,
  viewer: profilePolicy.Actor,
  row: ProfileRow,
): Promise<ProfileServiceList> {
  const items = await listServicesWithImages(db, row, viewer);
  return { items: items.map(presentProfileService) };
}
