import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData, TypedEnvelope } from '@sinais/shared';

/** No events travel between gateways through Socket.IO: the bus carries them. */
type InterServerEvents = Record<string, never>;

/** The gateway's Socket.IO server and sockets, typed by the shared catalogue. */
export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * Emits an envelope unchanged to a room's sockets on this gateway only. The caller found a room for it, so it
 * is an event browsers receive; a union of envelopes cannot pick one event's overload, hence the one cast.
 */
export function emitToLocalRoom(io: IoServer, room: string, env: TypedEnvelope): void {
  const sockets = io.local.to(room) as unknown as { emit(type: string, env: TypedEnvelope): boolean };
  sockets.emit(env.type, env);
}
