import type { Socket as NetSocket } from 'node:net';
import type { Socket } from 'socket.io';
import type { IoServer } from './io';

/**
 * A room emit, encoded and framed once. Socket.IO already encodes a broadcast once, but then hands every
 * socket its own packet object, buffer, flush and callbacks in Engine.IO, about a third more CPU per delivery
 * than writing one ready frame per socket (docs/benchmarks.md). Here the Socket.IO packet and its WebSocket
 * frame are built once, and a socket whose WebSocket has nothing queued gets the same bytes written
 * straight to its connection: what the client receives is byte for byte what `emit` would have sent.
 *
 * Any socket that is not in that state (long-polling, upgrading, a previous send still in flight, packets
 * waiting in Engine.IO's buffer) takes the ordinary `emit`, so the per-socket order of messages never changes.
 * Returns how many sockets got the pre-built frame.
 */
export function broadcastPreFramed(io: IoServer, room: string, event: string, data: unknown): number {
  const ids = io.sockets.adapter.rooms.get(room);
  if (!ids || ids.size === 0) return 0;
  let frame: Buffer | null = null;
  let framed = 0;
  for (const id of ids) {
    const socket = io.sockets.sockets.get(id);
    if (!socket) continue;
    const raw = idleWebSocket(socket);
    if (!raw) {
      // The caller found a room for this event, so browsers receive it; the typed emit cannot take a runtime name.
      (socket as unknown as { emit(event: string, data: unknown): boolean }).emit(event, data);
      continue;
    }
    // Engine.IO MESSAGE (4) + Socket.IO EVENT (2) on the main namespace, as socket.io-parser encodes it.
    frame ??= textFrame(Buffer.from(`42${JSON.stringify([event, data])}`));
    raw.write(frame);
    framed++;
  }
  return framed;
}

/** The fields of Engine.IO's and ws's objects this path reads; none of them is part of a public API. */
interface EngineConn {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: {
    name: string;
    writable: boolean;
    socket?: { readyState: number; _socket?: NetSocket; _sender?: { _queue?: unknown[] } };
  };
}

const WS_OPEN = 1;

/** The TCP socket under a socket's WebSocket, when a frame written to it now keeps the message order. */
function idleWebSocket(socket: Socket): NetSocket | null {
  const conn = socket.conn as unknown as EngineConn;
  if (conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer.length > 0) return null;
  const t = conn.transport;
  if (t.name !== 'websocket' || !t.writable) return null;
  const ws = t.socket;
  // An open WebSocket has a live connection (ws closes it on any socket error or end).
  if (!ws || ws.readyState !== WS_OPEN || ws._sender?._queue?.length !== 0) return null;
  return ws._socket ?? null;
}

/** An unmasked, final WebSocket text frame (RFC 6455 §5.2) carrying `payload`, as a server sends it. */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const headerLength = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + n);
  frame[0] = 0x81; // FIN + text opcode
  if (n < 126) frame[1] = n;
  else if (n < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}
