import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { CONTROL_EVENTS, PROTOCOL_VERSION } from '@sinais/shared';
import { gatewayMetrics } from '@sinais/shared/server';
import type { AppContext } from '../context';
import { resolveSession } from '../domain/auth/session';
import { securityHeaders } from '../http/security-headers';
import { startBusRelay } from './bus-relay';
import { bindCommands } from './commands';
import { authMiddleware, originAllowed, type SocketData } from './handshake';
import { allowedRooms } from './rooms';

const MAX_FRAME_BYTES = 16 * 1024;
const REVALIDATE_MS = 30_000;

export interface Realtime {
  io: Server;
  /** Sockets connected to every gateway (through the Redis adapter) or to this one. */
  connectedCount(): Promise<number>;
  close(): Promise<void>;
}

export async function attachRealtime(httpServer: HttpServer, ctx: AppContext): Promise<Realtime> {
  const io = new Server(httpServer, {
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

  const adapterClients: Redis[] = [];
  if (ctx.config.REDIS_URL) {
    const pub = new Redis(ctx.config.REDIS_URL, { maxRetriesPerRequest: 1 });
    const sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', () => undefined);
    adapterClients.push(pub, sub);
    io.adapter(
      createAdapter(pub, sub, { key: `${ctx.config.REDIS_PREFIX}:socket.io`, requestsTimeout: 3000 }),
    );
  }

  io.use(authMiddleware(ctx));

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    for (const room of allowedRooms(data.session)) void socket.join(room);
    socket.emit('hello', { v: PROTOCOL_VERSION, rooms: [...socket.rooms].filter((r) => r !== socket.id) });
    bindCommands(ctx, socket);

    if (!data.session) return;
    const token = (socket.handshake.auth as { token?: string }).token ?? '';
    const endSession = (reason: 'expired' | 'revoked') => {
      socket.emit(CONTROL_EVENTS.sessionExpired, {
        reason,
        message:
          reason === 'expired'
            ? 'Sessão expirada. Faça login novamente'
            : 'Sessão encerrada. Faça login novamente',
      });
      socket.disconnect(true);
    };
    const msLeft = data.session.claims.exp * 1000 - Date.now();
    const expiry = setTimeout(() => endSession('expired'), Math.max(0, Math.min(msLeft, 2 ** 31 - 1)));
    // A password reset or a deactivated account ends live sockets too, not only new requests.
    const revalidate = setInterval(() => {
      void resolveSession(ctx.users, ctx.config.JWT_SECRET, token)
        .then((s) => {
          if (!s) endSession('revoked');
        })
        .catch(() => undefined);
    }, REVALIDATE_MS);
    socket.on('disconnect', () => {
      clearTimeout(expiry);
      clearInterval(revalidate);
    });
  });

  // Sockets per room on this gateway, read at scrape time; a user's own room is counted as "user".
  gatewayMetrics().countSocketsWith(() => {
    const out: Record<string, number> = { public: 0, members: 0, admins: 0, user: 0 };
    for (const [room, ids] of io.of('/').adapter.rooms) {
      if (ids.has(room)) continue; // a socket's private room (its id)
      const key = room in out ? room : room.startsWith('user:') ? 'user' : null;
      if (key) out[key]! += ids.size;
    }
    return out;
  });
  const relay = await startBusRelay(io, ctx, ctx.logger);
  let busWasHealthy = ctx.bus.isHealthy();
  const busWatch = setInterval(() => {
    const healthy = ctx.bus.isHealthy();
    if (healthy && !busWasHealthy) void relay.onBusRecovered();
    busWasHealthy = healthy;
  }, 500);
  busWatch.unref();

  return {
    io,
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
      // Closing the transports (not a server-side disconnect) lets clients reconnect, through the load
      // balancer, to another gateway.
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // The adapter unsubscribes asynchronously inside io.close(); let it finish before quitting.
      await Promise.allSettled(adapterClients.map((c) => c.quit()));
    },
  };
}
