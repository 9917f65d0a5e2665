import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { FileStore } from '../files/store.ts';
import type { TemplateSites } from '../files/templateSites.ts';
import type { RegistrarSandbox } from '../registrar/sandbox.ts';
import type { Translator } from '../translate/translator.ts';
import type { LoginThrottle } from '../auth/loginThrottle.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { UploadSlots } from './uploadSlots.ts';

/** Everything a route needs, built once per server. */
export type Services = {
  db: Database;
  config: ServerConfig;
  files: FileStore;
  templateSites: TemplateSites;
  tokens: TokenService;
  registrar: RegistrarSandbox;
  translator: Translator;
  loginThrottle: LoginThrottle;
  /** Shared by every call that takes files. */
  uploads: UploadSlots;
};

export type AuthVariables = { userId: number; sessionId: number };
export type AppEnv = { Variables: AuthVariables };
