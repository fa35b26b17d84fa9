import type { Redis } from 'ioredis';
import type { Bus, Db, Logger } from '@sinais/shared/server';
import type { GatewayConfig } from './config/env';
import type { AuditRepo } from './platform/audit.repo';
import type { LoginSourcesRepo } from './auth/data/login-sources.repo';
import type { SessionsRepo } from './auth/data/sessions.repo';
import type { UsersRepo } from './auth/data/users.repo';
import type { SessionActivity } from './auth/domain/session-activity';
import type { Mailer } from './platform/mailer';
import type { LoginLimiter } from './auth/domain/login-limiter';
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
