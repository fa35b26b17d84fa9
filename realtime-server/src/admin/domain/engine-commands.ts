import { makeEnvelope } from '@sinais/shared';
import { claimRefreshSlot } from '@sinais/shared/server';
import type { Session } from '../../auth';
import type { AdminDeps } from './deps';
import { AppError } from '../../errors';

/** Pause and resume are stored commands (domain/admin/monitoring.ts); this one is a one-shot request. */
export type EngineCommand = 'top-pairs:refresh';

const AUDIT_ACTION: Record<EngineCommand, string> = {
  'top-pairs:refresh': 'top_pairs.refresh',
};

/**
 * An admin command to the engine: the audit row is written first (who, what, when, IP), then the command is
 * published on the bus. If the bus is down the command is refused (and the refusal audited) rather than lost.
 */
export async function sendEngineCommand(
  ctx: Pick<AdminDeps, 'db' | 'bus' | 'logger' | 'audit' | 'config'>,
  session: Session,
  ip: string,
  command: EngineCommand,
  reason?: string,
): Promise<{ command: EngineCommand; requested_at: string }> {
  const actor = { user_id: session.user.id, email: session.user.email, ip };
  const details = { command, ...(reason ? { reason } : {}) };
  const target = 'top_pairs';
  if (!ctx.bus.isHealthy()) {
    await ctx.audit.write({
      actorId: actor.user_id,
      actorEmail: actor.email,
      action: `${AUDIT_ACTION[command]}.failed`,
      target,
      details: { ...details, error: 'bus_unavailable' },
      ip,
    });
    throw new AppError(
      'bus_unavailable',
      'Barramento indisponível: o comando não pôde ser enviado ao motor.',
      503,
    );
  }
  // Each refresh spends Binance request weight: one per cooldown, whichever gateway or admin asks.
  const slot = await claimRefreshSlot(ctx.db, ctx.config.TOP_PAIRS_REFRESH_COOLDOWN_S);
  if (!slot.ok) {
    await ctx.audit.write({
      actorId: actor.user_id,
      actorEmail: actor.email,
      action: `${AUDIT_ACTION[command]}.refused`,
      target,
      details: { ...details, retry_after_s: slot.retryAfterS },
      ip,
    });
    throw new AppError(
      'refresh_cooldown',
      `Uma atualização dos TOP pares foi pedida há pouco. Aguarde ${slot.retryAfterS} s para pedir outra (cada atualização consome limite de requisições da Binance).`,
      429,
      { retry_after_s: slot.retryAfterS },
    );
  }
  await ctx.audit.write({
    actorId: actor.user_id,
    actorEmail: actor.email,
    action: AUDIT_ACTION[command],
    target,
    details,
    ip,
  });
  await ctx.bus.publish(makeEnvelope(command, { actor, ...(reason ? { reason } : {}) }));
  ctx.logger.info({ command, actor: actor.user_id }, 'comando de admin enviado ao motor');
  return { command, requested_at: new Date().toISOString() };
}
