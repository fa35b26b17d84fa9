import {
  makeEnvelope,
  type EngineControl,
  type MonitoringOverview,
  type PauseRequest,
  type ResumeRequest,
} from '@sinais/shared';
import { changeEngineControl, readEngineControl } from '@sinais/shared/server';
import type { AdminDeps } from './deps';
import { AppError } from '../../errors';
import type { Session } from '../../auth';
import { readEngineLiveness } from '../../platform/engine-liveness';
import { signalDayFigures, successRate } from './signal-figures';

const PENDING_LIST_LIMIT = 200;

/** The monitoring page's data in one response: list and counts from one statement, the stored pause. */
export async function monitoringOverview({
  db,
  state,
  figures: figuresRepo,
}: Pick<AdminDeps, 'db' | 'state' | 'figures'>): Promise<MonitoringOverview> {
  const [pending, figures, engine, control] = await Promise.all([
    state.pendingOverview(PENDING_LIST_LIMIT),
    signalDayFigures(figuresRepo),
    readEngineLiveness(db),
    readEngineControl(db),
  ]);
  const { lapsed: _lapsed, ...stored } = control;
  return {
    signals: pending.signals,
    control: stored,
    generated_at: new Date().toISOString(),
    stats: {
      total_pending: pending.total,
      analyzing: pending.analyzing,
      confirmed_today: figures.confirmed_today,
      rejected_today: figures.rejected_today,
      success_rate: successRate(figures.target_hits, figures.stop_hits, figures.expired),
      avg_confirmation_time: figures.avg_confirmation_s,
      is_monitoring: engine.online && !stored.paused,
      engine_online: engine.online,
      control: stored,
    },
  };
}

export interface Actor {
  session: Session;
  ip: string;
}

/**
 * Pause or resume: stored with compare-and-set and audited in one transaction (the engine reads the row, so
 * the command outlives restarts and failovers), then announced on the bus so the engine reacts at once. A
 * bus that is down only delays the reaction to the engine's next heartbeat (it re-reads the row each beat).
 */
export async function setPause(
  ctx: Pick<AdminDeps, 'db' | 'bus' | 'logger'>,
  actor: Actor,
  req: ({ paused: true } & PauseRequest) | ({ paused: false } & ResumeRequest),
): Promise<EngineControl> {
  const res = await changeEngineControl(ctx.db, {
    paused: req.paused,
    reason: req.reason ?? null,
    durationMinutes: req.paused ? req.duration_minutes : undefined,
    expectedVersion: req.expected_version,
    actor: { id: actor.session.user.id, email: actor.session.user.email, ip: actor.ip },
    action: req.paused ? 'engine.pause' : 'engine.resume',
  });
  if (!res.ok) {
    const who = res.control.actor_email ?? 'o sistema';
    throw new AppError(
      'state_changed',
      `O estado do motor mudou enquanto você decidia (${res.control.paused ? 'pausado' : 'em execução'} por ${who}). Confira e tente de novo.`,
      409,
    );
  }
  const command = req.paused ? 'engine:pause' : 'engine:resume';
  const envelope = makeEnvelope(command, {
    actor: { user_id: actor.session.user.id, email: actor.session.user.email, ip: actor.ip },
    ...(req.reason ? { reason: req.reason } : {}),
  });
  await ctx.bus
    .publish(envelope)
    .catch((err: unknown) =>
      ctx.logger.warn({ err, command }, 'aviso ao motor não publicado; ele lê o estado no próximo heartbeat'),
    );
  ctx.logger.info(
    { command, actor: actor.session.user.id, version: res.control.version },
    'pausa do motor alterada',
  );
  return res.control;
}
