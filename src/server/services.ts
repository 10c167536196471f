import type { Config } from './config';
import type { Database } from './db/client';
import type { LiveHub } from './lib/live';
import type { Mailer } from './lib/mail';
import type { Storage } from './lib/storage';
import type { Translator } from './lib/translate';
import type { Auth } from './modules/auth/auth';

/** Everything a request handler may need, built once per process (or per test). */
export interface AppServices {
  config: Config;
  database: Database;
  db: Database['db'];
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  /** Live updates: the SSE channels of this process and the LISTEN connection feeding them. */
  live: LiveHub;
  /** Chat translation provider (TRANSLATE_PROVIDER); `none` when not configured. */
  translator: Translator;
}
