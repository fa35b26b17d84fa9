import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import WebSocket from 'ws';
import { broadcastPreFramed, textFrame } from './pre-framed-broadcast';

const { Sender } = WebSocket as unknown as {
  Sender: { frame(data: Buffer, options: Record<string, boolean | number>): Buffer[] };
};

describe('textFrame', () => {
  it.each([0, 125, 126, 300, 65_535, 65_536, 70_000])('frames %i bytes as ws does', (n) => {
    const payload = Buffer.alloc(n, 0x61);
    const expected = Buffer.concat(
      Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }),
    );
    expect(textFrame(payload).equals(expected)).toBe(true);
  });
});

describe('broadcastPreFramed', () => {
  let http: HttpServer;
  let io: Server;
  const clients: ClientSocket[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await io.close();
  });

  async function start() {
    http = createServer();
    io = new Server(http);
    io.on('connection', (s) => void s.join('members'));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }

  async function client(url: string, transports: Array<'websocket' | 'polling'>) {
    const c = connect(url, { transports, reconnection: false });
    clients.push(c);
    const got: Array<[string, unknown]> = [];
    c.onAny((event: string, data: unknown) => got.push([event, data]));
    await new Promise<void>((r) => c.once('connect', () => r()));
    return { c, got };
  }

  it('delivers the same events as emit, in order, over WebSocket and long-polling alike', async () => {
    const url = await start();
    const ws = await client(url, ['websocket']);
    const ws2 = await client(url, ['websocket']);
    const polling = await client(url, ['polling']);
    await expect.poll(() => io.sockets.adapter.rooms.get('members')?.size).toBe(3);
    const envelope = (i: number) => ({
      type: 'signal:confirmed',
      id: String(i),
      ts: i,
      data: { ação: 'compra', i },
    });
    const target = io.sockets.sockets.get(ws.c.id!)!;
    const N = 200;
    let framed = 0;
    for (let i = 0; i < N; i++) {
      framed += broadcastPreFramed(io, 'members', 'signal:confirmed', envelope(i));
      // An ordinary emit in between: it may go through Engine.IO's buffer while frames go straight out.
      if (i % 7 === 0) target.emit('other', i);
    }
    // The fast path was taken (the polling client and busy sockets took emit).
    expect(framed).toBeGreaterThan(N);
    const expected = Array.from({ length: N }, (_, i) => ['signal:confirmed', envelope(i)]);
    for (const { got } of [ws, ws2, polling]) {
      await expect.poll(() => got.filter(([e]) => e === 'signal:confirmed').length).toBe(N);
      expect(got.filter(([e]) => e === 'signal:confirmed')).toEqual(expected);
    }
    // The interleaved emits kept their place relative to the broadcast.
    const order = ws.got.map(([e, d]) =>
      e === 'other' ? `o${d as number}` : `s${(d as { ts: number }).ts}`,
    );
    for (let i = 0; i < N; i += 7) expect(order.indexOf(`o${i}`)).toBe(order.indexOf(`s${i}`) + 1);
  });

  it('sends nothing for an empty or unknown room', async () => {
    await start();
    expect(broadcastPreFramed(io, 'ninguém', 'x', {})).toBe(0);
  });
});
