import type { Db } from '../db/client';
import { syncHelpArticles } from '../modules/help/service';

/** The help center's articles (product content, also synced on the first help request). Idempotent. */
export async function seedHelpArticles(db: Db) {
  await syncHelpArticles(db);
}
