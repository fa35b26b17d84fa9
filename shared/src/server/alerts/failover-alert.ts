import { formatDateTime, formatElapsed } from '../../domain/format';
import type { Alert } from './alerter';

export interface FailoverFacts {
  /** The engine that stopped answering without a clean stop. */
  from: string;
  /** The engine that took the lease. */
  to: string;
  /** The previous engine's last sign of life. */
  lastSeen: Date | string;
  /** When the new engine took over. */
  at: Date;
}

/** The failover alert: both instances, the last sign of life of the one that fell, the takeover and the gap. */
export function failoverAlert(f: FailoverFacts): Alert {
  const lastSeen = new Date(f.lastSeen);
  const gapMs = Math.max(0, f.at.getTime() - lastSeen.getTime());
  return {
    key: `failover:${f.to}:${f.from}:${f.at.toISOString()}`,
    kind: 'failover',
    severity: 'warning',
    title: `Failover do motor: ${f.from} → ${f.to}`,
    message:
      `O motor ${f.from} parou de responder (último sinal de vida às ${formatDateTime(lastSeen, true)}); ` +
      `${f.to} assumiu a análise às ${formatDateTime(f.at, true)}, ${formatElapsed(gapMs)} depois.`,
    details: {
      from: f.from,
      to: f.to,
      last_seen: lastSeen.toISOString(),
      took_over_at: f.at.toISOString(),
      gap_s: Math.round(gapMs / 1000),
    },
  };
}
