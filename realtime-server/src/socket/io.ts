import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@sinais/shared';

/** No events travel between gateways through Socket.IO: the bus carries them. */
type InterServerEvents = Record<string, never>;

/** The gateway's Socket.IO server and sockets, typed by the shared catalogue. */
export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
