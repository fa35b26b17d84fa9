import { makeEnvelope, type ExperimentalOptIn } from '@sinais/shared';
import type { Bus, Logger } from '@sinais/shared/server';
import type { ExperimentalOptInsRepo } from '../data/experimental-opt-ins.repo';

export interface OptInDeps {
  optIns: ExperimentalOptInsRepo;
  bus: Bus;
  logger: Logger;
  /** Moves the member's live sockets in or out of the experimental room (nothing to do without sockets). */
  applyToSockets: (userId: string) => Promise<void> | undefined;
}

/**
 * A member turns "Ver sinais experimentais" on or off: stored, the member's sockets moved before the answer (other
 * gateways follow through LISTEN/NOTIFY), and the member's open tabs told (`experimental:changed`), which drop or
 * load the signals at once. A failed notice is logged: the choice is stored and the next load shows it.
 */
export async function setExperimentalOptIn(
  d: OptInDeps,
  userId: string,
  enabled: boolean,
): Promise<ExperimentalOptIn> {
  const saved = await d.optIns.set(userId, enabled);
  await d.applyToSockets(userId);
  await d.bus
    .publish(makeEnvelope('experimental:changed', saved, { userId }))
    .catch((err: unknown) => d.logger.warn({ err }, 'falha ao avisar as abas do membro'));
  return saved;
}
