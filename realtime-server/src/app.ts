import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import express, { type Express } from 'express';
import { alertSettingsFrom, createAlerter, type Bus, type Db, type Logger } from '@sinais/shared/server';
import type { GatewayConfig } from './config/env';
import { createAppContext, type AppContext } from './context';
import { openStores } from './stores';
import { ensureAdmin } from './auth';
import { refundPurchaseById } from './shop';
import { createApiCallCounter, startOpsWatch, type OpsWatch, createRulesCheck } from './admin';
import { adminToolsRoutes } from './admin/routes/admin-tools.routes';
import { createAdminDeps } from './admin/routes/admin-routes';
import { authRoutes } from './auth/routes/auth.routes';
import { sessionRoutes } from './auth/routes/sessions.routes';
import { mountSalesFeatures, salesVisitorAttribution } from './sales/routes/sales-features';
import { marketRoutes } from './market/routes/market.routes';
import { crmRoutes } from './crm/routes/crm.routes';
import { memberRoutes } from './auth/routes/account.routes';
import { signalsRoutes } from './signals/routes/signals.routes';
import { strategyGateRoutes } from './signals/routes/strategy-gate.routes';
import { experimentalRoutes } from './signals/routes/experimental.routes';
import { trackRecordRoutes } from './signals/routes/track-record.routes';
import { errorHandler, notFoundApi } from './http/errors';
import { healthRoutes } from './http/health.routes';
import { apiCompression } from './http/api-compression';
import { operationsRoutes } from './admin/routes/operations.routes';
import { alertSilencesRoutes } from './admin/routes/alert-silences.routes';
import { securityHeaders } from './http/security-headers';
import { createShop } from './shop/routes/shop';
import { statusRoutes } from './http/status.routes';
import { webClient } from './http/web-client';
import { createSignalAlerts } from './alerts';
import { attachRealtime } from './socket/socket-server';

export interface Application {
  ctx: AppContext;
  /** The gateway's watch of engine, pause and rules (alerts, rule episodes); tests drive its tick. */
  opsWatch: OpsWatch;
  app: Express;
  server: Server;
  /** Listens and resolves with the bound port (pass 0 for a free one). */
  listen(port?: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

export interface ApplicationDeps {
  logger: Logger;
  /** Given by the all-in-one process so the engine shares them; otherwise opened from the config. */
  db?: Db;
  bus?: Bus;
}

/** The Express app: request ids and headers, then every area's routes, the web client and the error handler. */
function createHttpApp(ctx: AppContext) {
  const { config } = ctx;
  const app = express();
  app.disable('x-powered-by');
  // API answers are `no-store` (or carry their own ETag, the signal list): Express' body-hash ETag was bytes
  // on every answer that no browser would ever send back.
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY);
  app.use((req, res, next) => {
    req.id = randomUUID();
    // Logs name requests by this id; a hashed asset never reaches a log line, so it goes without the header.
    if (!req.path.startsWith('/assets/')) res.setHeader('X-Request-Id', req.id);
    next();
  });
  app.use(securityHeaders(config.NODE_ENV === 'production'));
  app.use(healthRoutes(ctx));
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use('/api', apiCompression());
  app.use('/api', express.json({ limit: config.BODY_LIMIT, strict: true }));
  app.use('/api', ...salesVisitorAttribution(ctx));
  app.use('/api', statusRoutes(ctx));
  // Counts every API call after this point, for the admin's "API calls today" figure.
  const apiCalls = createApiCallCounter(ctx.redis, config.REDIS_PREFIX);
  app.use('/api', (_req, _res, next) => {
    apiCalls.hit();
    next();
  });
  const admin = createAdminDeps(ctx);
  const rulesCheck = createRulesCheck(admin);
  app.use('/api', adminToolsRoutes(ctx, admin, apiCalls, rulesCheck));
  app.use('/api', operationsRoutes(ctx));
  app.use('/api', alertSilencesRoutes(ctx));
  app.use('/api', authRoutes(ctx));
  app.use('/api', sessionRoutes(ctx));
  const salesFeatures = mountSalesFeatures(app, ctx);
  const shop = createShop(ctx);
  app.use(
    '/api',
    crmRoutes(ctx, { refundPurchase: (id, actor) => refundPurchaseById(shop.deps, id, actor) }),
  );
  app.use('/api', signalsRoutes(ctx));
  app.use('/api', trackRecordRoutes(ctx));
  app.use('/api', strategyGateRoutes(ctx));
  app.use('/api', experimentalRoutes(ctx));
  app.use('/api', marketRoutes(ctx));
  app.use('/api', memberRoutes(ctx));
  const signalAlerts = createSignalAlerts(ctx);
  app.use('/api', signalAlerts.routes);
  app.use('/api', ...shop.api);
  app.use('/media', shop.media);
  app.use('/api', notFoundApi);
  app.use(webClient(config.WEB_DIST_DIR));
  app.use(errorHandler(ctx.logger));
  return { app, admin, rulesCheck, salesFeatures, signalAlerts, paymentGateway: shop.deps.gateway };
}

export async function createApplication(config: GatewayConfig, deps: ApplicationDeps): Promise<Application> {
  const { logger } = deps;
  const stores = await openStores(config, deps);
  let boundPort = config.PORT;
  const selfHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const ctx = createAppContext(
    config,
    stores,
    logger,
    () => config.PUBLIC_URL ?? `http://${selfHost}:${boundPort}`,
  );
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD)
    await ensureAdmin(ctx.repos.users, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, logger);

  const { app, admin, rulesCheck, salesFeatures, signalAlerts, paymentGateway } = createHttpApp(ctx);
  const server = createServer(app);
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  const realtime = await attachRealtime(server, ctx, { onSignalEvent: signalAlerts.onSignalEvent });
  ctx.realtime = realtime;
  const opsWatch = startOpsWatch(
    admin,
    createAlerter(stores.db, alertSettingsFrom(config), logger, 'gateway'),
    rulesCheck,
    config.ALERT_CHECK_MS,
  );

  let closing: Promise<void> | null = null;
  const close = async () => {
    salesFeatures.stop();
    opsWatch.stop();
    await realtime.close();
    await paymentGateway?.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await stores.close();
  };

  return {
    ctx,
    opsWatch,
    app,
    server,
    listen(port = config.PORT, host = config.HOST) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const addr = server.address();
          boundPort = typeof addr === 'object' && addr ? addr.port : port;
          resolve(boundPort);
        });
      });
    },
    close() {
      closing ??= close();
      return closing;
    },
  };
}
