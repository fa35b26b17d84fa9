import {
  DAILY_CUTOFF_HOUR,
  MORNING_CLEANUP_HOUR,
  zonedParts,
  zonedTimeToUtc,
  type CleanupStatus,
} from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import { createEngineStateStore, type EngineStateStore } from '../data/engine-state.store';
import { createLogsStore, type LogsStore } from '../data/logs.store';
import type { SystemLogger } from '../publisher/system-log';
import type { SignalMonitor } from './signal-monitor';

/** Next occurrence of hh:00 in America/Sao_Paulo strictly after `now`. */
export function nextAt(hour: number, now: Date): Date {
  const p = zonedParts(now);
  const today = zonedTimeToUtc(p.year, p.month, p.day, hour);
  if (today.getTime() > now.getTime()) return today;
  const q = zonedParts(new Date(now.getTime() + 24 * 3_600_000));
  return zonedTimeToUtc(q.year, q.month, q.day, hour);
}

export const EVENING_REJECTION_REASON = 'Ciclo das 21h: sinal pendente sem confirmação até o corte diário';

/**
 * 21:00 (day cut-off): pending signals still undecided are rejected with a documented reason.
 * 10:00 (morning cleanup): system logs pruned to the last 1000, analysis results older than 7 days removed.
 * Status is snapshotted to engine_state 'cleanup_status'.
 */
export class DailyCycles {
  private timers: NodeJS.Timeout[] = [];
  private state: CleanupStatus;
  private readonly logs: LogsStore;
  private readonly snapshots: EngineStateStore;

  constructor(
    db: Db,
    private readonly monitor: SignalMonitor,
    private readonly log: SystemLogger,
  ) {
    this.logs = createLogsStore(db);
    this.snapshots = createEngineStateStore(db);
    const now = new Date();
    this.state = {
      morning_cleanup: {
        time: '10:00',
        status: 'scheduled',
        description: 'Limpeza matinal: agendada',
        last_run: null,
        next_run: nextAt(MORNING_CLEANUP_HOUR, now).toISOString(),
      },
      evening_cleanup: {
        time: '21:00',
        status: 'scheduled',
        description: 'Limpeza noturna: agendada (ciclo de sinais rejeitados)',
        last_run: null,
        next_run: nextAt(DAILY_CUTOFF_HOUR, now).toISOString(),
      },
    };
  }

  async start(): Promise<void> {
    await this.save();
    this.arm('morning');
    this.arm('evening');
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
  }

  private arm(which: 'morning' | 'evening'): void {
    const at = Date.parse(
      which === 'morning' ? this.state.morning_cleanup.next_run : this.state.evening_cleanup.next_run,
    );
    // setTimeout caps at ~24.8 days; our delays are at most 24 h.
    const t = setTimeout(
      () => {
        void (which === 'morning' ? this.runMorning() : this.runEvening()).finally(() => this.arm(which));
      },
      Math.max(0, at - Date.now()),
    );
    t.unref();
    this.timers.push(t);
  }

  async runEvening(now = new Date()): Promise<number> {
    const c = this.state.evening_cleanup;
    try {
      const n = await this.monitor.rejectAllPending(EVENING_REJECTION_REASON);
      Object.assign(c, {
        status: 'completed',
        description: `Limpeza noturna: ${n} sinal(is) pendente(s) rejeitado(s) no corte das 21h`,
        last_run: now.toISOString(),
      });
      this.log.info('SIGNAL_GEN', c.description, { rejected: n });
      return n;
    } catch (err) {
      Object.assign(c, {
        status: 'error',
        description: 'Limpeza noturna: falhou',
        last_run: now.toISOString(),
      });
      this.log.error('SIGNAL_GEN', 'Falha na limpeza noturna', { err });
      return 0;
    } finally {
      c.next_run = nextAt(DAILY_CUTOFF_HOUR, new Date(now.getTime() + 1000)).toISOString();
      await this.save();
    }
  }

  async runMorning(now = new Date()): Promise<void> {
    const c = this.state.morning_cleanup;
    try {
      await this.logs.pruneLogs();
      await this.logs.pruneAnalyses();
      Object.assign(c, {
        status: 'completed',
        description: 'Limpeza matinal: logs antigos e análises com mais de 7 dias removidos',
        last_run: now.toISOString(),
      });
      this.log.info('SYSTEM', c.description);
    } catch (err) {
      Object.assign(c, {
        status: 'error',
        description: 'Limpeza matinal: falhou',
        last_run: now.toISOString(),
      });
      this.log.error('SYSTEM', 'Falha na limpeza matinal', { err });
    } finally {
      c.next_run = nextAt(MORNING_CLEANUP_HOUR, new Date(now.getTime() + 1000)).toISOString();
      await this.save();
    }
  }

  private async save(): Promise<void> {
    await this.snapshots
      .save('cleanup_status', this.state)
      .catch((err: unknown) => this.log.warn('DATABASE', 'Falha ao salvar o status de limpeza', { err }));
  }
}
