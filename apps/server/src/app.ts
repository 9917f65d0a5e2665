import { Hono } from 'hono';
import { createLoginThrottle } from './auth/loginThrottle.ts';
import { requireAuth } from './auth/requireAuth.ts';
import { createTokenService } from './auth/tokens.ts';
import { readConfig, type ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { fileRoutes } from './files/routes.ts';
import { createFileStore } from './files/store.ts';
import { createTemplateSites } from './files/templateSites.ts';
import type { AppEnv, Services } from './http/env.ts';
import { handleError } from './http/errors.ts';
import { compressJson } from './http/compressJson.ts';
import { corsFor } from './http/cors.ts';
import { boundedBodies } from './http/multipart.ts';
import { storableUrl } from './http/storableInput.ts';
import { createUploadSlots } from './http/uploadSlots.ts';
import { previewRoutes } from './preview/routes.ts';
import { createRegistrarSandbox } from './registrar/sandbox.ts';
import { registrarRoutes } from './registrar/routes.ts';
import { commentatorRoutes } from './resources/commentators.ts';
import { commentRoutes } from './resources/comments.ts';
import { designRoutes } from './resources/designs.ts';
import { domainRoutes } from './resources/domains.ts';
import { landingRoutes } from './resources/landings.ts';
import { launcherContentRoutes } from './resources/launcherContents.ts';
import { launcherRoutes } from './resources/launchers.ts';
import { localeRoutes } from './resources/locales.ts';
import { pwaRoutes } from './resources/pwa.ts';
import { templateRoutes } from './resources/templates.ts';
import { healthRoutes } from './routes/health.ts';
import { trackerRoutes } from './tracker/routes.ts';
import { libreTranslator } from './translate/libreTranslate.ts';
import { sandboxTranslator, type Translator } from './translate/translator.ts';
import { serveWebApp } from './webApp.ts';

export type AppDeps = {
  db: Database;
  webDist?: string | undefined;
  /** Defaults to the environment's configuration. */
  config?: ServerConfig;
  /** Defaults to TRANSLATOR_URL's provider, else the sandbox translator. */
  translator?: Translator;
};

export function createServices({ db, config, translator }: AppDeps): Services {
  const settings = config ?? readConfig();
  const files = createFileStore(db, settings.dataDir);
  return {
    db,
    config: settings,
    files,
    templateSites: createTemplateSites(settings.dataDir, files),
    tokens: createTokenService(db, settings),
    registrar: createRegistrarSandbox(db, {
      balance: settings.registrarBalance,
      activationDelay: settings.domainActivationDelay,
    }),
    translator:
      translator ??
      (settings.translatorUrl
        ? libreTranslator(settings.translatorUrl, settings.translatorApiKey)
        : sandboxTranslator),
    loginThrottle: createLoginThrottle(db),
    uploads: createUploadSlots(),
  };
}

/** Every call of both spec documents; call `services.tokens.init()` before serving. */
export function createApp(deps: AppDeps, services: Services = createServices(deps)) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  const corsOrigins = services.config.corsOrigins ?? [];
  if (corsOrigins.length > 0) {
    for (const prefix of ['/api/*', '/tracker/*', '/lambda/*'])
      app.use(prefix, corsFor(corsOrigins));
  }
  app.use('*', boundedBodies());
  app.use('*', compressJson());
  app.use('*', storableUrl());

  app.route('/api/health', healthRoutes(deps.db));
  app.route('/api/files', fileRoutes(services));
  app.route('/api/preview', previewRoutes(services));
  app.route('/tracker/v1', trackerRoutes(services));
  app.route('/lambda/v1', registrarRoutes(services));

  const api = new Hono<AppEnv>();
  api.use('*', requireAuth(services.tokens));
  api.route('/pwa', pwaRoutes(services));
  api.route('/landing', landingRoutes(services));
  api.route('/launcher', launcherRoutes(services));
  api.route('/launcher-content', launcherContentRoutes(services));
  api.route('/template', templateRoutes(services));
  api.route('/locales', localeRoutes(services));
  api.route('/design', designRoutes(services));
  api.route('/comments', commentRoutes(services));
  api.route('/commentators', commentatorRoutes(services));
  api.route('/domain', domainRoutes(services));
  app.route('/api', api);

  for (const prefix of ['/api/*', '/tracker/*', '/lambda/*']) {
    app.all(prefix, (c) => c.json({ message: `No such call: ${c.req.method} ${c.req.path}` }, 404));
  }
  if (deps.webDist) serveWebApp(app as unknown as Hono, deps.webDist);
  return app;
}
