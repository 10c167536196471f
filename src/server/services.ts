import type { Config } from './config';
import type { Database } from './db/client';
import type { LiveHub } from './lib/live';
import type { Mailer } from './lib/mail';
import type { Storage } from './lib/storage';
import type { Translator } from './lib/translate';
import type { Auth } from './modules/auth/auth';
import type { AuthLimits } from './modules/auth/limits';

/** Everything a request handler may need, built once per process (or per test). */
export interface AppServices {
  config: Config;
  database: Database;
  db: Database['db'];
  auth: Auth;
  /** Sign-in, sign-up and auth-mail limits keyed on the client address and the account. */
  authLimits: AuthLimits;
  mailer: Mailer;
  storage: Storage;
  /** Live updates: the SSE channels of this process and the LISTEN connection feeding them. */
  live: LiveHub;
  /** Chat translation provider (TRANSLATE_PROVIDER); `none` when not configured. */
  translator: Translator;
}
