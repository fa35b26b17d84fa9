import { changeEngineControl, readEngineControl, type Db, type StoredControl } from '@sinais/shared/server';
import type { SystemLogger } from '../publisher/system-log';

/**
 * The engine's view of the operator's pause, read from the store (engine_control), never held only in
 * memory: whichever engine leads, after a restart or a failover, reads the same row. Refreshed on every
 * heartbeat and at once when a bus command nudges it. A timed pause that has run out is closed here, with
 * its own audit row, by compare-and-set (a newer admin command always wins).
 */
export class PauseControl {
  private state: StoredControl | null = null;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: SystemLogger,
    private readonly onChange: (paused: boolean) => void,
  ) {}

  /** Unknown (before the first read) counts as paused: nothing reaches members on a guess. */
  isPaused(): boolean {
    return this.state?.paused ?? true;
  }

  current(): StoredControl | null {
    return this.state;
  }

  refresh(): Promise<void> {
    this.refreshing ??= this.read().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async read(): Promise<void> {
    let next: StoredControl;
    try {
      next = await readEngineControl(this.db);
      if (next.lapsed) {
        const res = await changeEngineControl(this.db, {
          paused: false,
          reason: 'fim da pausa programada',
          expectedVersion: next.version,
          actor: { id: null, email: null, ip: null },
          action: 'engine.resume',
          details: { automatic: true },
        });
        next = { ...(res.ok ? res.control : res.control), lapsed: false };
        if (res.ok) this.log.info('ANALYSIS', 'Pausa programada encerrada: análise retomada');
      }
    } catch (err) {
      // The store is down: keep what was known (the signal writes check the row themselves anyway).
      if (this.state === null) this.log.error('ANALYSIS', 'Não foi possível ler o estado de pausa', { err });
      return;
    }
    const before = this.state;
    this.state = next;
    if (before === null || before.paused !== next.paused || before.version !== next.version) {
      if (before !== null && before.paused !== next.paused) {
        if (next.paused)
          this.log.info(
            'ANALYSIS',
            `Análise pausada por ${next.actor_email ?? 'sistema'}: ${next.reason ?? 'sem motivo'}${
              next.paused_until ? ` (até ${next.paused_until})` : ''
            }`,
          );
        else this.log.info('ANALYSIS', `Análise retomada por ${next.actor_email ?? 'sistema'}`);
      } else if (before === null && next.paused)
        this.log.info(
          'ANALYSIS',
          `Motor inicia pausado (pausa gravada por ${next.actor_email ?? 'sistema'}: ${next.reason ?? 'sem motivo'})`,
        );
      this.onChange(next.paused);
    }
  }
}
