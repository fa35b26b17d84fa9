import { io, type Socket } from 'socket.io-client';
import {
  connectSignalClient,
  type SignalClient,
  type SignalClientOptions,
} from '@sinais/shared/testing/server';

export { waitUntil } from '@sinais/shared/testing/server';

export type TestClient = SignalClient<Socket>;

/** A client that behaves like the web app's socket module: syncs by seq on every (re)connect. */
export function connectClient(url: string, opts: SignalClientOptions = {}): TestClient {
  return connectSignalClient((u, o) => io(u, o), url, opts);
}

export function emitWithAck<T = unknown>(socket: Socket, event: string, ...args: unknown[]): Promise<T> {
  return socket.timeout(5000).emitWithAck(event, ...args) as Promise<T>;
}
