import { io, type Socket } from 'socket.io-client';
import {
  connectSignalClient,
  type SignalClient,
  type SignalClientOptions,
} from '@sinais/shared/testing/server';

import { waitUntil } from '@sinais/shared/testing/server';

export { waitUntil };

export type TestClient = SignalClient<Socket>;

/** A client that behaves like the web app's socket module: syncs by seq on every (re)connect. */
export function connectClient(url: string, opts: SignalClientOptions = {}): TestClient {
  return connectSignalClient((u, o) => io(u, o), url, opts);
}

/** Waits until the client is connected and done catching up (no sync in flight); returns it. */
export async function synced(c: TestClient, timeoutMs = 10_000, what = 'conexão'): Promise<TestClient> {
  await waitUntil(() => c.socket.connected && !c.stream.isSyncing, timeoutMs, what);
  return c;
}

export function emitWithAck<T = unknown>(socket: Socket, event: string, ...args: unknown[]): Promise<T> {
  return socket.timeout(5000).emitWithAck(event, ...args) as Promise<T>;
}
