import { io, type Socket } from 'socket.io-client';
import {
  CONTROL_EVENTS,
  SIGNAL_EVENT_TYPES,
  SOCKET_ERROR_CODES,
  SignalStream,
  isEventType,
  isSignalEventType,
  isStreamEventType,
  type ClientToServerEvents,
  type CommandAck,
  type ServerToClientEvents,
  type SignalEnvelope,
  type StreamEventType,
  type TypedEnvelope,
} from '@sinais/shared';
import { api, callApi, setApiData } from './api';
import { HttpError } from './http';
import { bindLiveHandlers, deliverLiveEvent, onLiveEvent, signalStreamReset } from './live/dispatcher';
import { useConnectionStore } from './live/connection-store';
import { seesExperimental } from './live/experimental-store';
import { useMarketStore } from './live/market-store';
import { parseLiveEnvelope, parseSignalEnvelope } from './live/signal-parse';
import { useSignalsStore } from './live/signals-store';
import { queryClient } from './query-client';
import { useSessionStore } from './session';
import { isAdminUser } from './session-rules';

/**
 * The one socket of the web app. It connects with the session token, catches up on signal events by
 * seq (SignalStream) on every connect and on `signals:resync`, and hands each event, parsed with the catalogue's
 * schema, to the one dispatcher (lib/live/dispatcher), outside React; a signal event reaches the signals store
 * first. Every signal event, admin ones included, goes through the stream: seq order and replay for every
 * screen. Components only read the stores.
 */
const SYNC_TIMEOUT_MS = 8000;
const SYNC_RETRY_MS = 2000;

/** The socket typed with the catalogue's event maps (the same ones the gateway's `Server` uses). */
type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
let currentToken: string | null = null;
let snapshotTaken = false;
let resyncWanted = false;
let stopSession: (() => void) | null = null;

/** The admin streams (lib/live/admin-streams), routed to once an admin page loaded them: kept out of this chunk. */
interface StreamRouter {
  receive(env: TypedEnvelope<StreamEventType>): void;
  sync(send: SendStreamsSync, stillConnected: () => boolean): void;
}
type SendStreamsSync = (
  req: { logs: { epoch: string; offset: number } | null },
  done: (answer: Extract<CommandAck<'streams:sync'>, { data: unknown }>['data'] | null) => void,
) => void;
let streamRouter: StreamRouter | null = null;

export function routeStreams(router: StreamRouter): void {
  if (streamRouter === router) return;
  streamRouter = router;
  if (socket?.connected) syncStreams(socket);
}

/** An admin's catch-up on log lines and analysis progress (`streams:sync`), on every connect and resync. */
function syncStreams(s: AppSocket): void {
  if (!streamRouter || !isAdminUser(useSessionStore.getState().user)) return;
  streamRouter.sync(
    (req, done) =>
      s
        .timeout(SYNC_TIMEOUT_MS)
        .emit('streams:sync', req, (err: unknown, ack: CommandAck<'streams:sync'> | undefined) =>
          done(!err && ack && 'data' in ack ? ack.data : null),
        ),
    () => socket === s && s.connected,
  );
}

const stream = new SignalStream<SignalEnvelope>(
  (env) => {
    useSignalsStore.getState().applyChange(env);
    deliverLiveEvent(env);
  },
  // The gap was too old to replay: take a fresh REST snapshot (SignalStream already moved to its seq), and
  // let admin screens reload their lists.
  () => {
    void loadSignalSnapshot().catch(() => undefined);
    signalStreamReset();
  },
);

/**
 * Events of the signed-in user's own room: a payment changed, a course access changed (spec 001 shop), the
 * "Ver sinais experimentais" setting changed.
 */
export const USER_EVENT_TYPES = ['payment:updated', 'access:changed', 'experimental:changed'] as const;
export type UserEnvelope = TypedEnvelope<(typeof USER_EVENT_TYPES)[number]>;

/** Subscribes to the user's own payment and access events; returns the unsubscribe. */
export function onUserEvent(listener: (env: UserEnvelope) => void): () => void {
  return onLiveEvent(USER_EVENT_TYPES, listener);
}

/** Subscribes to signal events after they reached the store (live and replayed); returns the unsubscribe. */
export function onSignalEvent(listener: (env: SignalEnvelope) => void): () => void {
  return onLiveEvent(SIGNAL_EVENT_TYPES, listener);
}

// Market data feeds the market store the same way feature stores are fed: by event name.
bindLiveHandlers(['btc:updated', 'market:ticked'], useMarketStore.getState);

/** GET the confirmed-signals snapshot (no token for members, spec 000 §6) into the store; resolves with its seq. */
export async function loadSignalSnapshot(): Promise<number | null> {
  const store = useSignalsStore.getState();
  store.setLoading();
  try {
    // The route needs no token (spec 000 §6); the token of an admin, or of a member who turned "Ver sinais
    // experimentais" on, adds the experimental signals their socket also delivers, so snapshot and live agree.
    const answer = await callApi(api.signals.confirmed, undefined, { auth: seesExperimental() });
    // The query cache holds it too: the dashboard's offline poll (useSignalsFallbackPoll) counts from it.
    setApiData(queryClient, api.signals.confirmed, undefined, answer);
    const { data } = answer;
    useSignalsStore.getState().setSnapshot(data.confirmed_signals, data.latest_seq);
    const seq = data.latest_seq;
    snapshotTaken = true;
    return seq;
  } catch (err) {
    const message =
      err instanceof HttpError && err.status > 0
        ? `Erro na API de sinais confirmados: ${err.status}`
        : (err as Error).message || 'Erro de conexão com o servidor';
    useSignalsStore.getState().setError(message);
    throw err;
  }
}

function runSync(s: AppSocket): void {
  if (stream.isSyncing) {
    resyncWanted = true;
    return;
  }
  stream.beginSync();
  const ask = () => {
    s.timeout(SYNC_TIMEOUT_MS).emit(
      'signals:sync',
      { after_seq: stream.lastSeq },
      (err: unknown, ack: CommandAck<'signals:sync'> | undefined) => {
        const raw = !err && ack && 'data' in ack ? ack.data : null;
        // Replayed events are parsed like live ones; one that does not match the contract is skipped.
        const data = raw
          ? {
              ...raw,
              events: raw.events.flatMap((e) => {
                const env = parseSignalEnvelope(e);
                return env ? [env] : [];
              }),
            }
          : null;
        stream.endSync(data);
        if (data) useConnectionStore.getState().synced();
        if (!data && s.connected) setTimeout(() => s.connected && runSync(s), SYNC_RETRY_MS);
        else if (resyncWanted) {
          resyncWanted = false;
          runSync(s);
        }
      },
    );
  };
  if (snapshotTaken) return ask();
  // First connection of this tab: snapshot first, then replay everything after its seq.
  void loadSignalSnapshot()
    .then((seq) => {
      if (seq !== null) stream.resetTo(Math.max(stream.lastSeq, seq));
    })
    .catch(() => undefined)
    .finally(ask);
}

function bind(s: AppSocket, token: string): void {
  const connection = useConnectionStore.getState();
  s.on('connect', () => {
    connection.setState('online');
    runSync(s);
    syncStreams(s);
  });
  s.on('disconnect', (reason) => {
    connection.setState('offline');
    // A server-side disconnect is not retried by Socket.IO; do it unless the session ended.
    if (reason === 'io server disconnect')
      setTimeout(() => {
        if (socket === s && useSessionStore.getState().token === token) s.connect();
      }, 1000);
  });
  s.on('connect_error', (err: Error & { data?: { code?: string } }) => {
    connection.setState('offline');
    const code = err.data?.code ?? err.message;
    if (code === SOCKET_ERROR_CODES.tokenInvalid && useSessionStore.getState().token === token)
      useSessionStore.getState().logout('invalid');
  });
  s.on(CONTROL_EVENTS.sessionExpired, (notice) => {
    if (useSessionStore.getState().token === token)
      useSessionStore.getState().logout(notice?.reason === 'revoked' ? 'revoked' : 'expired');
  });
  s.on(CONTROL_EVENTS.signalsResync, () => {
    runSync(s);
    syncStreams(s);
  });
  // Every other event (analysis, logs, TOP pairs, monitoring, the user's own...) reaches its subscribers by name.
  s.onAny((type: string, raw: unknown) => {
    // Signal events take the stream below; control events (session, resync) have their own listeners.
    if (!isEventType(type) || isSignalEventType(type)) return;
    const env = parseLiveEnvelope(raw);
    if (!env || env.type !== type) return;
    // Log lines and progress pass through their stream follower (order, epoch, recovery) when an admin page runs.
    if (streamRouter && isStreamEventType(env.type))
      streamRouter.receive(env as TypedEnvelope<StreamEventType>);
    else deliverLiveEvent(env);
  });
  for (const type of SIGNAL_EVENT_TYPES)
    s.on(type, (raw: unknown) => {
      const env = parseSignalEnvelope(raw);
      if (env) stream.receive(env);
    });
}

function switchToken(token: string | null): void {
  if (token === currentToken && socket) return;
  currentToken = token;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
  if (!token) {
    useConnectionStore.getState().setState('idle');
    return;
  }
  useConnectionStore.getState().setState('connecting');
  const s = io({
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    auth: { token },
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
    timeout: 10_000,
  });
  socket = s;
  bind(s, token);
}

/** Starts the socket for the current session and follows login/logout; idempotent. Returns the stop. */
export function startRealtime(): () => void {
  if (!stopSession) {
    switchToken(useSessionStore.getState().token);
    stopSession = useSessionStore.subscribe((state) => {
      if (state.token !== currentToken) switchToken(state.token);
    });
  }
  return stopRealtime;
}

export function stopRealtime(): void {
  stopSession?.();
  stopSession = null;
  currentToken = null;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
}

/** The 2-minute fallback poll and the count-mismatch reload: a fresh snapshot, merged by seq. */
export function refreshSignals(): Promise<number | null> {
  return loadSignalSnapshot();
}

export function isRealtimeConnected(): boolean {
  return socket?.connected ?? false;
}
