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

type Cycle = 'morning' | 'evening';

/** Per cycle: its entry in the status, its hour, where it logs and what a failure records. */
const CYCLES = {
  morning: {
    key: 'morning_cleanup',
    hour: MORNING_CLEANUP_HOUR,
    service: 'SYSTEM',
    failed: 'Limpeza matinal: falhou',
    failureLog: 'Falha na limpeza matinal',
  },
  evening: {
    key: 'evening_cleanup',
    hour: DAILY_CUTOFF_HOUR,
    service: 'SIGNAL_GEN',
    failed: 'Limpeza noturna: falhou',
    failureLog: 'Falha na limpeza noturna',
  },
} as const;

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

  private arm(which: Cycle): void {
    const at = Date.parse(this.state[CYCLES[which].key].next_run);
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
    let rejected = 0;
    await this.run('evening', now, async () => {
      rejected = await this.monitor.rejectAllPending(EVENING_REJECTION_REASON);
      return {
        description: `Limpeza noturna: ${rejected} sinal(is) pendente(s) rejeitado(s) no corte das 21h`,
        details: { rejected },
      };
    });
    return rejected;
  }

  async runMorning(now = new Date()): Promise<void> {
    await this.run('morning', now, async () => {
      await this.logs.pruneLogs();
      await this.logs.pruneAnalyses();
      return { description: 'Limpeza matinal: logs antigos e análises com mais de 7 dias removidos' };
    });
  }

  /** Runs a cycle's work and records it (completed with the work's description, or error), then its next run. */
  private async run(
    which: Cycle,
    now: Date,
    work: () => Promise<{ description: string; details?: Record<string, unknown> }>,
  ): Promise<void> {
    const cycle = CYCLES[which];
    const c = this.state[cycle.key];
    try {
      const done = await work();
      Object.assign(c, { status: 'completed', description: done.description, last_run: now.toISOString() });
      this.log.info(cycle.service, done.description, done.details);
    } catch (err) {
      Object.assign(c, { status: 'error', description: cycle.failed, last_run: now.toISOString() });
      this.log.error(cycle.service, cycle.failureLog, { err });
    } finally {
      c.next_run = nextAt(cycle.hour, new Date(now.getTime() + 1000)).toISOString();
      await this.save();
    }
  }

  private async save(): Promise<void> {
    await this.snapshots
      .save('cleanup_status', this.state)
      .catch((err: unknown) => this.log.warn('DATABASE', 'Falha ao salvar o status de limpeza', { err }));
  }
}
