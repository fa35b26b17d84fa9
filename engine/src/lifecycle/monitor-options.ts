import type { SignalEventKind } from '@sinais/shared';

export interface MonitorOptions {
  /** Wall-clock length of the monitoring window. */
  windowMs: number;
  /** Market ms per wall-clock ms (SIM_SPEED): a plan's hold time is market time. */
  timeScale: number;
  /** Replaces every plan's hold time (market ms), when set (SIGNAL_EXPIRY_MS). */
  holdOverrideMs?: number;
  /** How often pending decisions and open trades are evaluated. */
  evalMs: number;
  /** Taker fee per side: every stored P&L is net of it. */
  feeRate: number;
  /** The operator's stored pause: a pending signal decided while it holds is rejected, never sent. */
  isPaused?: () => boolean;
  /** Told of every stored transition (metrics). */
  onStored?: (kind: SignalEventKind) => void;
  /** A pending window left unwatched up to this long (restart, failover) is continued as is. */
  shortGapMs: number;
  /** How often what this engine has seen of its pending windows is checkpointed. */
  checkpointMs: number;
}
