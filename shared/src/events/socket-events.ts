import type { EVENTS, EventType } from './catalogue';
import type { CommandAck, CommandName, CommandRequest, ControlEventPayloads } from './commands';
import type { TypedEnvelope } from './validate';

/** Catalogue events that reach browsers: every one with a room (bus-only commands have none). */
export type SocketEventType = {
  [T in EventType]: (typeof EVENTS)[T]['room'] extends null ? never : T;
}[EventType];

/** What the gateway emits, typed for `new Server<…>` and the client's `Socket<…>`. */
export type ServerToClientEvents = {
  [T in SocketEventType]: (env: TypedEnvelope<T>) => void;
} & {
  [E in keyof ControlEventPayloads]: (payload: ControlEventPayloads[E]) => void;
};

/** What a client sends: only commands, each answered through its ack. */
export type ClientToServerEvents = {
  [C in CommandName]: (req: CommandRequest<C>, ack: (res: CommandAck<C>) => void) => void;
};

/** What a socket keeps of its session: never the user row (it holds the password hash) — socket data can cross gateways. */
export interface SocketSession {
  user: { id: string; is_admin: boolean };
  claims: { sub: string; tv: number; sid: string; iat: number; exp: number };
}

export interface SocketData {
  session: SocketSession | null;
  /** The member's "Ver sinais experimentais" setting read at the handshake (later changes move the socket by room). */
  experimental?: boolean;
}
