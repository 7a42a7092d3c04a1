import type { Kysely } from 'kysely';
import type { ApiConfig } from './config';
import type { DialectName } from './db/connect';
import type { Database } from './db/schema';
import type { PasswordHasher } from './crypto/password';
import type { TransportKey } from './crypto/transport-key';
import type { BotCheckProvider } from './botCheck';
import type { SessionStore } from './session';
import type { OperatorSessions } from './ops';
import type { Ledger } from './wallet';

/** Everything a route module needs, built once per server and passed down explicitly. */
export interface AppContext {
  config: ApiConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  transportKey: TransportKey;
  passwords: PasswordHasher;
  sessions: SessionStore;
  ledger: Ledger;
  /** HMAC key of verification codes (stored hashed, bound to their purpose and recipient). */
  codeKey: Buffer;
  /** The bot check of registration, SMS sends and late logins (api/src/botCheck, `BOT_CHECK`). */
  botCheck: BotCheckProvider;
  /** The operators' sessions of the ops calls (api/src/ops), for the ops guard of route(). */
  operators: OperatorSessions;
}

export interface RouteOptions {
  ctx: AppContext;
}
