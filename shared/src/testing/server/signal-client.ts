import { SIGNAL_EVENT_TYPES, SignalStream, type CommandAck, type Envelope } from '../../index';

// Socket.IO's own listener types take any arguments; the harness passes its typed ones through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void;

/** What the harness needs of a Socket.IO client socket (the caller brings socket.io-client's). */
export interface ClientSocketLike {
  on(event: string, listener: Listener): unknown;
  onAny(listener: Listener): unknown;
  timeout(ms: number): { emit(event: string, ...args: unknown[]): unknown };
  close(): unknown;
}

export interface SignalClient<S extends ClientSocketLike> {
  socket: S;
  /** Signal events applied by the client's stream, in the order it rendered them. */
  signals: Envelope[];
  /** Every other event received, by type. */
  other: Envelope[];
  stream: SignalStream;
  resets: number;
  waitFor(pred: () => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

export interface SignalClientOptions {
  token?: string;
  lastSeq?: number;
  origin?: string;
  autoConnect?: boolean;
}

export async function waitUntil(pred: () => boolean, timeoutMs = 5000, what = 'condição'): Promise<void> {
  const start = Date.now();
  while (!pred()) {
    if (Date.now() - start > timeoutMs) throw new Error(`tempo esgotado esperando ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A client that behaves like the web app's socket module: syncs by seq on every (re)connect. */
export function connectSignalClient<S extends ClientSocketLike>(
  io: (url: string, opts: Record<string, unknown>) => S,
  url: string,
  opts: SignalClientOptions = {},
): SignalClient<S> {
  const signals: Envelope[] = [];
  const other: Envelope[] = [];
  const client: SignalClient<S> = {
    socket: io(url, {
      transports: ['websocket'],
      auth: opts.token ? { token: opts.token } : {},
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      autoConnect: opts.autoConnect ?? true,
      ...(opts.origin ? { extraHeaders: { origin: opts.origin } } : {}),
    }),
    signals,
    other,
    resets: 0,
    stream: new SignalStream(
      (e) => signals.push(e),
      () => {
        client.resets++;
      },
      opts.lastSeq ?? 0,
    ),
    waitFor: (pred, timeoutMs) => waitUntil(pred, timeoutMs),
    close: () => client.socket.close(),
  };
  const sync = () => {
    const after = client.stream.beginSync();
    client.socket
      .timeout(5000)
      .emit('signals:sync', { after_seq: after }, (err: unknown, ack: CommandAck<'signals:sync'>) => {
        client.stream.endSync(!err && 'data' in ack ? ack.data : null);
      });
  };
  client.socket.on('connect', sync);
  client.socket.on('signals:resync', sync);
  for (const t of SIGNAL_EVENT_TYPES) client.socket.on(t, (env: Envelope) => client.stream.receive(env));
  client.socket.onAny((type: string, env: Envelope) => {
    if (!(SIGNAL_EVENT_TYPES as readonly string[]).includes(type)) other.push(env);
  });
  return client;
}
