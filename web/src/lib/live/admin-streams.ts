import { create } from 'zustand';
import {
  StreamFollower,
  type CommandRequest,
  type CommandResponse,
  type StreamPosition,
  type TypedEnvelope,
} from '@sinais/shared';
import { deliverLiveEvent } from './dispatcher';
import { parseLiveEnvelope } from './signal-parse';

type LogEnvelope = TypedEnvelope<'log:appended'>;
type ProgressEnvelope = TypedEnvelope<'analysis:progressed'>;
type SyncAnswer = CommandResponse<'streams:sync'>;
/** Sends one `streams:sync` and calls back with its answer, or null when it failed or timed out. */
export type SendSync = (
  req: CommandRequest<'streams:sync'>,
  done: (answer: SyncAnswer | null) => void,
) => void;

const RETRY_MS = 2000;

export interface AdminStreamsState {
  /** The last log line this browser holds, by stream position (epoch and offset). */
  logs: StreamPosition | null;
  /** When the log history restarted here (another epoch, or a gap the server could not replay); null = never. */
  logsResetAt: number | null;
}

export function createAdminStreamsStore() {
  return create<AdminStreamsState>()(() => ({ logs: null, logsResetAt: null }));
}

export const useAdminStreamsStore = createAdminStreamsStore();

/**
 * The admin's recoverable streams (log lines, analysis progress): each live event passes through its follower
 * (once, in offset order, a new epoch followed with a reset) before reaching the dispatcher; a (re)connect asks
 * `streams:sync` for what was missed. The store says where the logs stand and when their history restarted.
 */
export function createAdminStreams(
  store = useAdminStreamsStore,
  deliver: (env: TypedEnvelope) => void = deliverLiveEvent,
) {
  const logs = new StreamFollower<LogEnvelope>(
    (env) => {
      if (env.stream) store.setState({ logs: env.stream });
      deliver(env);
    },
    (position) => store.setState({ logs: position, logsResetAt: Date.now() }),
  );
  // A last-value stream: the newest progress wins, a new epoch is simply followed.
  const progress = new StreamFollower<ProgressEnvelope>(deliver, () => undefined);

  const parse = (raw: unknown) => {
    const env = parseLiveEnvelope(raw);
    return env?.type === 'log:appended' ? env : null;
  };
  const apply = (answer: SyncAnswer) => {
    logs.endSync({
      events: answer.logs.events.flatMap((e) => parse(e) ?? []),
      position: { epoch: answer.epoch, offset: answer.logs.latest },
      reset: answer.logs.reset,
    });
    store.setState({ logs: logs.position });
    const p = answer.progress ? parseLiveEnvelope(answer.progress) : null;
    if (p?.type === 'analysis:progressed') progress.receive(p);
  };

  return {
    receive(env: LogEnvelope | ProgressEnvelope): void {
      if (env.type === 'log:appended') logs.receive(env);
      else progress.receive(env);
    },
    /** Catches up after a (re)connect; retried every 2 s while `stillConnected` and it keeps failing. */
    sync(send: SendSync, stillConnected: () => boolean = () => true): void {
      if (logs.isSyncing) return;
      const position = logs.beginSync();
      send({ logs: position }, (answer) => {
        if (answer) return apply(answer);
        logs.endSync(null);
        setTimeout(() => stillConnected() && this.sync(send, stillConnected), RETRY_MS);
      });
    },
    /** The REST list reaches `position`: live lines follow from there (another epoch restarts the history). */
    adoptLogSnapshot(position: StreamPosition): void {
      logs.adopt(position);
      store.setState({ logs: logs.position });
    },
  };
}

export type AdminStreams = ReturnType<typeof createAdminStreams>;

/** The browser's one instance, routed to by the socket once an admin page loaded this module. */
export const adminStreams = createAdminStreams();
