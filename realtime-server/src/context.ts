import type { Redis } from 'ioredis';
import type { Bus, Db, Logger } from '@sinais/shared/server';
import type { GatewayConfig } from './config/env';
import { createLoginLimiter, createSessionActivity, type LoginLimiter, type SessionActivity } from './auth';
import { createRepos, type Repos } from './repos';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mailer';
import type { Stores } from './stores';
import type { LimiterStores } from './platform/rate-limit-store';
import type { Realtime } from './socket/socket-server';

/** Everything a route or socket handler may use; built once per process in createApplication. */
export interface AppContext {
  config: GatewayConfig;
  db: Db;
  bus: Bus;
  logger: Logger;
  /** Present when REDIS_URL is set: rate-limit counters and the Socket.IO adapter use it. */
  redis: Redis | null;
  /** Where rate-limit counters live (Redis, then the shared database, then memory). */
  limiterStores: LimiterStores;
  /** Base of links and callbacks: PUBLIC_URL, or (outside production) this gateway's own address. */
  publicUrl(): string;
  /** Every repository, built once over the database (`repos.ts`); `repos.sessions` are the device sessions. */
  repos: Repos;
  /** Records each device session's last activity, throttled. */
  sessionSeen: SessionActivity;
  mailer: Mailer;
  loginLimiter: LoginLimiter;
  startedAt: Date;
  /** Set once Socket.IO is attached to the HTTP server. */
  realtime?: Realtime;
}

/** Builds the context once per process: the stores, every repository, the limiter, the mailer. */
export function createAppContext(
  config: GatewayConfig,
  stores: Stores,
  logger: Logger,
  publicUrl: () => string,
): AppContext {
  const { db, bus, redis } = stores;
  const limiterStores = { redis, db, prefix: config.REDIS_PREFIX };
  const repos = createRepos(db, { includeTestCourses: config.NODE_ENV !== 'production' });
  return {
    config,
    db,
    bus,
    logger,
    redis,
    limiterStores,
    publicUrl,
    repos,
    sessionSeen: createSessionActivity(repos.sessions, logger),
    mailer: config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.SMTP_FROM)
      : createOutboxMailer(config.dataDir, logger),
    loginLimiter: createLoginLimiter(limiterStores, {
      maxPerIp: config.LOGIN_MAX_PER_IP,
      maxFailsPerIp: config.LOGIN_MAX_FAILS_PER_IP,
      freeFailsPerAccount: config.LOGIN_MAX_FAILS_PER_ACCOUNT,
      windowS: config.LOGIN_WINDOW_S,
      proofBits: config.LOGIN_POW_BITS,
      secret: config.JWT_SECRET,
      maxConfirmFailsPerSession: config.PASSWORD_CONFIRM_MAX_FAILS,
    }),
    startedAt: new Date(),
  };
}
