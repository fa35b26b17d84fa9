import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, SalesConfigUpdatedEvent, ServerToClientEvents } from '@sinais/shared';

/**
 * The public sales page's own anonymous socket (public room only): the app's socket module connects only
 * with a session, and /sales is mostly seen by visitors without one. On a reconnect the page reloads the
 * configuration, since an update may have been missed while offline.
 */
export function subscribeSalesConfig(
  onUpdate: (data: SalesConfigUpdatedEvent) => void,
  onReconnect: () => void,
): () => void {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    transports: ['websocket', 'polling'],
    reconnectionDelay: 1000,
    reconnectionDelayMax: 15_000,
  });
  let connectedOnce = false;
  socket.on('connect', () => {
    if (connectedOnce) onReconnect();
    connectedOnce = true;
  });
  socket.on('sales-config:updated', (env) => {
    if (env?.data) onUpdate(env.data);
  });
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
