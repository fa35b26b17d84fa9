import type { MonitoringStatus } from '@sinais/shared';

const DECISIONS_KEPT = 500;

/** The monitor's figures for the operator: the last decisions of the filters and when anything last happened. */
export class MonitorStats {
  private readonly decisions: Array<{ at: number; confirmed: boolean; ms: number }> = [];
  private lastActivity: string | null = null;

  /** A pending window decided by the filters, `ms` after the signal was created. */
  decided(at: number, confirmed: boolean, ms: number): void {
    this.decisions.push({ at, confirmed, ms });
    if (this.decisions.length > DECISIONS_KEPT) this.decisions.shift();
  }

  touched(at: string | null): void {
    this.lastActivity = at;
  }

  status(isActive: boolean, threadStatus: string, pending: number, now = Date.now()): MonitoringStatus {
    const recent = this.decisions.filter((d) => now - d.at <= 60_000).length;
    const total = this.decisions.length;
    const confirmed = this.decisions.filter((d) => d.confirmed).length;
    return {
      is_active: isActive,
      thread_status: threadStatus,
      pending_signals_count: pending,
      processing_rate: recent,
      confirmation_rate: total > 0 ? confirmed / total : 0,
      rejection_rate: total > 0 ? (total - confirmed) / total : 0,
      avg_processing_time: total > 0 ? this.decisions.reduce((a, d) => a + d.ms, 0) / total / 1000 : 0,
      last_activity: this.lastActivity,
    };
  }
}
