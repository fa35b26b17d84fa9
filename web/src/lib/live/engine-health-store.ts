import { create } from 'zustand';
import { formatElapsed, type EngineHealth, type TypedEnvelope } from '@sinais/shared';

export type EngineHealthView =
  { state: 'loading' } | (Pick<EngineHealth, 'state' | 'cause' | 'message'> & { heartbeatAt: string | null });

export interface EngineHealthStore {
  /** The server's last answer (`GET /api/admin/engine-health`) and when it arrived (browser clock). */
  read: EngineHealth | null;
  readAt: number | null;
  /** HTTP status of the last failed read (0 = no answer); null once a read succeeds. */
  failure: number | null;
  /** When the active engine's last heartbeat was pushed to this browser (browser clock). */
  beatAt: number | null;
  /** What every screen shows, recomputed by one clock (`tick`), so all panels change in the same render. */
  view: EngineHealthView;
  setRead: (read: EngineHealth, at?: number) => void;
  setFailure: (status: number, at?: number) => void;
  'engine:heartbeat': (env: TypedEnvelope<'engine:heartbeat'>, at?: number) => void;
  tick: (now?: number) => void;
}

/** The browser-clock time of the freshest heartbeat known: the read's (its age at the server) or a pushed one. */
function lastBeat(s: Pick<EngineHealthStore, 'read' | 'readAt' | 'beatAt'>): number | null {
  const fromRead =
    s.read && s.readAt !== null && s.read.heartbeat_age_ms !== null
      ? s.readAt - s.read.heartbeat_age_ms
      : null;
  if (fromRead === null) return s.beatAt;
  return s.beatAt === null ? fromRead : Math.max(fromRead, s.beatAt);
}

/**
 * The server's rule (3 missed heartbeats = OFFLINE), applied now to the freshest heartbeat this browser knows:
 * a pushed heartbeat counts at once (recovery and failover show without waiting for a read), silence turns OFFLINE
 * on the same clock for every panel. Paused and bus state come from the last read.
 */
export function engineHealthView(
  s: Pick<EngineHealthStore, 'read' | 'readAt' | 'failure' | 'beatAt'>,
  now: number,
): EngineHealthView {
  if (s.failure !== null)
    return {
      state: 'offline',
      cause: s.failure >= 500 ? 'database_down' : null,
      heartbeatAt: null,
      message:
        s.failure >= 500
          ? 'Banco de dados ou servidor indisponível: o estado do motor não pode ser lido'
          : 'Sem resposta do servidor: o estado do motor não pode ser lido',
    };
  const read = s.read;
  if (!read) return { state: 'loading' };
  const beat = lastBeat(s);
  if (beat === null)
    return { state: read.state, cause: read.cause, message: read.message, heartbeatAt: null };
  const heartbeatAt = new Date(beat).toISOString();
  const age = Math.max(0, now - beat);
  if (age <= read.stale_after_ms) {
    // The read said OFFLINE but a heartbeat arrived since: the engine is back (pause and bus come with the next read).
    const alive = read.state === 'online' || read.state === 'paused';
    return alive
      ? { state: read.state, cause: read.cause, message: read.message, heartbeatAt }
      : { state: 'online', cause: null, message: 'Motor de análise no ar', heartbeatAt };
  }
  return {
    state: 'offline',
    cause: 'engine_silent',
    heartbeatAt,
    message: `Motor de análise fora do ar: sem heartbeat há ${formatElapsed(age)} (limite ${formatElapsed(read.stale_after_ms)})`,
  };
}

function sameView(a: EngineHealthView, b: EngineHealthView): boolean {
  if (a.state === 'loading' || b.state === 'loading') return a.state === b.state;
  return (
    a.state === b.state && a.cause === b.cause && a.message === b.message && a.heartbeatAt === b.heartbeatAt
  );
}

export function createEngineHealthStore() {
  return create<EngineHealthStore>()((set, get) => {
    const recompute = (now: number) => {
      const view = engineHealthView(get(), now);
      if (!sameView(view, get().view)) set({ view });
    };
    return {
      read: null,
      readAt: null,
      failure: null,
      beatAt: null,
      view: { state: 'loading' },
      setRead: (read, at = Date.now()) => {
        set({ read, readAt: at, failure: null });
        recompute(at);
      },
      setFailure: (status, at = Date.now()) => {
        set({ failure: status });
        recompute(at);
      },
      'engine:heartbeat': (env, at = Date.now()) => {
        // A standby's beat says nothing about analysis running: only the lease holder's counts.
        if (env.data.role !== 'active') return;
        set({ beatAt: at });
        recompute(at);
      },
      tick: (now = Date.now()) => recompute(now),
    };
  });
}

/** The one engine state of this browser: the banner and every panel read `view` from here. */
export const useEngineHealthStore = createEngineHealthStore();
