import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { closeRedisClient, createRedisClient, gatewayMetrics } from '@sinais/shared/server';
import type { SocketDeps } from './deps';
import type { LiveConnections } from '../platform/live';
import { securityHeaders } from '../http/security-headers';
import { startBusRelay, type RelayHooks } from './bus-relay';
import { bindCommands } from './commands';
import { experimentalOptInMiddleware, watchExperimentalOptIns } from './experimental-watch';
import { authMiddleware, originAllowed } from './handshake';
import { emitToLocalRoom, type IoServer } from './io';
import { allowedRooms } from './rooms';
import { watchSessions } from './session-watch';

const MAX_FRAME_BYTES = 16 * 1024;

export interface Realtime extends LiveConnections {
  io: IoServer;
  /** Sockets connected to every gateway (through the Redis adapter) or to this one. */
  connectedCount(): Promise<number>;
  close(): Promise<void>;
}

/**
 * With Redis, rooms span every gateway. The adapter fires Redis commands without awaiting them: these clients
 * never let one reject unhandled, and the subscriber waits for Redis (a gateway started while Redis is down
 * attaches when it returns). Returns the clients to close.
 */
function useRedisAdapter(io: IoServer, ctx: SocketDeps): Redis[] {
  if (!ctx.config.REDIS_URL) return [];
  const onError = (err: Error, role: string) =>
    ctx.logger.warn({ role, err: err.message }, 'Redis indisponível; o gateway segue servindo pelo banco');
  const pub = createRedisClient(ctx.config.REDIS_URL, { role: 'adaptador Socket.IO', onError });
  const sub = createRedisClient(ctx.config.REDIS_URL, {
    role: 'adaptador Socket.IO (assinatura)',
    maxRetriesPerRequest: null,
    onError,
  });
  io.adapter(createAdapter(pub, sub, { key: `${ctx.config.REDIS_PREFIX}:socket.io`, requestsTimeout: 3000 }));
  return [pub, sub];
}

/** Sockets per room on this gateway, read at scrape time; a user's own room is counted as "user". */
function socketsPerRoom(io: IoServer): Record<string, number> {
  const out: Record<string, number> = { public: 0, members: 0, experimental: 0, admins: 0, user: 0 };
  for (const [room, ids] of io.of('/').adapter.rooms) {
    if (ids.has(room)) continue; // a socket's private room (its id)
    const key = room in out ? room : room.startsWith('user:') ? 'user' : null;
    if (key) out[key]! += ids.size;
  }
  return out;
}

export async function attachRealtime(
  httpServer: HttpServer,
  ctx: SocketDeps,
  hooks: RelayHooks = {},
): Promise<Realtime> {
  const io: IoServer = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    allowRequest: (req, cb) => cb(null, originAllowed(ctx, req)),
    pingInterval: 20_000,
    pingTimeout: 15_000,
  });

  // Socket.IO answers its own HTTP requests (polling, handshake errors) before Express sees them: give those
  // responses the same security headers as every other one.
  const headers = securityHeaders(ctx.config.NODE_ENV === 'production');
  httpServer.prependListener('request', (req, res) => {
    if (req.url?.startsWith('/socket.io/')) headers(req as never, res as never, () => undefined);
  });

  const adapterClients = useRedisAdapter(io, ctx);

  io.use(authMiddleware(ctx));
  io.use(experimentalOptInMiddleware(ctx));

  const sessions = watchSessions(ctx);
  const experimental = watchExperimentalOptIns(ctx, io);

  io.on('connection', (socket) => {
    for (const room of allowedRooms(socket.data.session, socket.data.experimental)) void socket.join(room);
    bindCommands(ctx, socket);
    sessions.track(socket);
  });

  gatewayMetrics().countSocketsWith(() => socketsPerRoom(io));
  const relay = await startBusRelay(io, ctx, ctx.logger, hooks);
  let busWasHealthy = ctx.bus.isHealthy();
  const busWatch = setInterval(() => {
    const healthy = ctx.bus.isHealthy();
    if (healthy && !busWasHealthy) void relay.onBusRecovered();
    busWasHealthy = healthy;
  }, 500);
  busWatch.unref();

  return {
    io,
    localUserIds() {
      const ids: string[] = [];
      for (const s of io.of('/').sockets.values()) if (s.data.session) ids.push(s.data.session.user.id);
      return ids;
    },
    localRoomSize: (room) => io.of('/').adapter.rooms.get(room)?.size ?? 0,
    emitLocal: (room, env) => emitToLocalRoom(io, room, env),
    applyExperimentalOptIn: (userId) => experimental.apply(userId),
    async connectedCount() {
      try {
        return (await io.fetchSockets()).length;
      } catch {
        return io.of('/').sockets.size;
      }
    },
    async close() {
      clearInterval(busWatch);
      gatewayMetrics().countSocketsWith(null);
      relay.stop();
      await sessions.stop();
      await experimental.stop();
      // Closing the transports (not a server-side disconnect) lets clients reconnect, through the load
      // balancer, to another gateway.
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // The adapter unsubscribes asynchronously inside io.close(); let it finish before quitting.
      await Promise.allSettled(adapterClients.map((c) => closeRedisClient(c)));
    },
  };
}
