import type { TypedEnvelope } from '@sinais/shared';
import type { EngineParts } from './parts';
import type { Role } from './role';

/** The operator's commands on the bus, obeyed while active. Returns unsubscribe. */
export function followCommands(p: EngineParts, role: Role): () => void {
  const onCommand = (env: TypedEnvelope) => {
    if (!role.active) return;
    if (env.type !== 'engine:pause' && env.type !== 'engine:resume' && env.type !== 'top-pairs:refresh')
      return;
    const actor = env.data.actor?.email ?? 'desconhecido';
    // The bus message is only a nudge: the command itself is the stored row, read now.
    if (env.type === 'engine:pause' || env.type === 'engine:resume') void p.control.refresh();
    else if (env.type === 'top-pairs:refresh') {
      p.log.info('TOP_PAIRS', `Atualização dos TOP pares solicitada por ${actor}`);
      void p.topPairs
        .refresh(`comando de ${actor}`)
        .catch((err: unknown) => p.log.error('TOP_PAIRS', 'Falha na atualização forçada', { err }));
    }
  };
  return p.bus.subscribe(onCommand, ['engine:pause', 'engine:resume', 'top-pairs:refresh']);
}
