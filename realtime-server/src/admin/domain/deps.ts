import type { Bus, Db, Logger } from '@sinais/shared/server';
import type { GatewayConfig } from '../../config/env';
import type { AuditRepo } from '../../platform/audit.repo';
import type { AdminStatsRepo } from '../data/admin-stats.repo';
import type { ImmutableRulesRepo } from '../data/immutable-rules.repo';
import type { OperatorStateRepo } from '../data/operator-state.repo';
import type { SignalFiguresRepo } from '../data/signal-figures.repo';

/** What this gateway observes of itself (uptime, the socket layer), without knowing the socket layer. */
export interface GatewayRuntime {
  startedAt: Date;
  /** True once Socket.IO is attached to the HTTP server. */
  realtimeUp(): boolean;
  /** Sockets connected to every gateway (or to this one); 0 before the socket layer is up. */
  connectedCount(): Promise<number>;
}

/** The admin use cases' dependencies: repositories built once by the composition root, the bus, the runtime. */
export interface AdminDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  config: Pick<GatewayConfig, 'TOP_PAIRS_REFRESH_COOLDOWN_S' | 'ALERT_PAUSE_HOURS' | 'ALERT_REPEAT_MINUTES'>;
  audit: AuditRepo;
  state: OperatorStateRepo;
  rules: ImmutableRulesRepo;
  figures: SignalFiguresRepo;
  counts: AdminStatsRepo;
  runtime: GatewayRuntime;
}
