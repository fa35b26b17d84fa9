import type { Redis } from 'ioredis';
import type { Bus, Db, Logger } from '@sinais/shared/server';
import type { GatewayConfig } from './config/env';
import { createAuditRepo, type AuditRepo } from './platform/audit.repo';
import {
  createLoginLimiter,
  createLoginSourcesRepo,
  createSessionActivity,
  createSessionsRepo,
  createUsersRepo,
  type LoginLimiter,
  type LoginSourcesRepo,
  type SessionActivity,
  type SessionsRepo,
  type UsersRepo,
} from './auth';
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
  users: UsersRepo;
  /** Device sessions (one per sign-in); `sessionSeen` records their last activity, throttled. */
  sessions: SessionsRepo;
  sessionSeen: SessionActivity;
  loginSources: LoginSourcesRepo;
  audit: AuditRepo;
  mailer: Mailer;
  loginLimiter: LoginLimiter;
  startedAt: Date;
  /** Set once Socket.IO is attached to the HTTP server. */
  realtime?: Realtime;
}

/** Builds the context once per process: the stores, the repositories every edge shares, the limiter, the mailer. */
export function createAppContext(
  config: GatewayConfig,
  stores: Stores,
  logger: Logger,
  publicUrl: () => string,
): AppContext {
  const { db, bus, redis } = stores;
  const limiterStores = { redis, db, prefix: config.REDIS_PREFIX };
  const sessions = createSessionsRepo(db);
  return {
    config,
    db,
    bus,
    logger,
    redis,
    limiterStores,
    publicUrl,
    users: createUsersRepo(db),
    sessions,
    sessionSeen: createSessionActivity(sessions, logger),
    loginSources: createLoginSourcesRepo(db),
    audit: createAuditRepo(db),
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
