import type { Bus, Db, Logger } from '@sinais/shared/server';
import type { GatewayConfig } from '../config/env';
import type { SessionActivity } from '../auth';
import type { Repos } from '../repos';

/**
 * What the socket layer needs from the process, and nothing more: `AppContext` satisfies it, but the socket
 * layer does not import the context (which names the socket layer's `Realtime`), so there is no type cycle.
 */
export interface SocketDeps {
  config: GatewayConfig;
  db: Db;
  bus: Bus;
  logger: Logger;
  repos: Pick<Repos, 'users' | 'sessions' | 'signalEvents' | 'experimentalOptIns'>;
  sessionSeen: SessionActivity;
}
