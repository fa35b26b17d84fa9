import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  StreamFollower,
  type AnalysisStatus,
  type CommandAck,
  type CommandResponse,
  type StreamPosition,
  type TypedEnvelope,
} from '@sinais/shared';
import { createLogger } from '@sinais/shared/server';
import { createLiveStreams } from '../../engine/src/publisher/live-streams';
import { Publisher } from '../../engine/src/publisher/publisher';
import { busSink, storeSink } from '../../engine/src/publisher/sinks';
import { SystemLogger } from '../../engine/src/publisher/system-log';
import { loginToken } from '../helpers/accounts';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { waitUntil } from '../helpers/socket-client';
import { adminEnv, startServerOnTestDb, TEST_ADMIN, type StackServer } from '../helpers/stack';

reportSkip(postgresUnavailable, 'admin stream recovery on PostgreSQL');

type Sync = CommandResponse<'streams:sync'>;
type LogEnvelope = TypedEnvelope<'log:appended'>;

const status = (cycle: number): AnalysisStatus => ({
  is_analyzing: true,
  is_paused: false,
  is_resting: false,
  rest_until: null,
  current_pair: 'BTCUSDT',
  current_index: cycle,
  total_pairs: 20,
  cycle_count: cycle,
  signals_generated: 0,
  current_timeframe: '1h',
  current_strategy: null,
  progress_percent: 10,
});

describe.skipIf(postgresUnavailable !== null)(
  'an admin reconnecting to the live log and progress streams',
  () => {
    let server: StackServer;
    let token = '';
    let log: SystemLogger;
    let publisher: Publisher;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      server = await startServerOnTestDb(adminEnv());
      token = await loginToken(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
      // The engine's own publishing path, on the gateway's database and bus.
      const { db, bus } = server.application.ctx;
      const logger = createLogger('streams', 'silent');
      const streams = createLiveStreams(db);
      await streams.init();
      publisher = new Publisher([busSink(bus), storeSink(db)], logger, (type) =>
        type === 'analysis:progressed' ? streams.progressPosition() : null,
      );
      log = new SystemLogger(publisher, logger, streams);
    });
    afterAll(async () => {
      for (const s of sockets) s.close();
      await server?.close();
    });

    /** An admin client as the web runs it: live lines through a follower, a catch-up on every connect. */
    function adminClient() {
      const lines: string[] = [];
      let resets = 0;
      const follower = new StreamFollower<LogEnvelope>(
        (env) => lines.push(env.data.message),
        () => resets++,
      );
      const socket = io(server.url, { auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on('log:appended', (env: LogEnvelope) => follower.receive(env));
      const sync = async (): Promise<Sync> => {
        follower.beginSync();
        const ack = (await socket.timeout(5000).emitWithAck('streams:sync', {
          logs: follower.position,
        })) as CommandAck<'streams:sync'>;
        if (!('data' in ack)) throw new Error(ack.error.message);
        const answer = ack.data;
        follower.endSync({
          events: answer.logs.events as LogEnvelope[],
          position: { epoch: answer.epoch, offset: answer.logs.latest },
          reset: answer.logs.reset,
        });
        return answer;
      };
      return { socket, follower, lines, sync, resets: () => resets };
    }

    const connect = async (socket: Socket) => {
      socket.connect();
      await waitUntil(() => socket.connected, 5000, 'socket conectado');
      // The admins room is joined at the handshake; a first line proves the relay reaches this socket.
    };

    it('gets the log lines it missed while away, in order and once, and the latest progress', async () => {
      const c = adminClient();
      await connect(c.socket);
      await c.sync();
      for (let i = 1; i <= 3; i++) log.info('SYSTEM', `antes ${i}`);
      await log.flush();
      await waitUntil(() => c.lines.length === 3, 5000, 'linhas ao vivo');

      c.socket.disconnect();
      for (let i = 1; i <= 5; i++) log.info('SYSTEM', `durante ${i}`);
      publisher.publish('analysis:progressed', status(7));
      await log.flush();
      await publisher.flush();

      await connect(c.socket);
      const answer = await c.sync();
      expect(answer.logs.reset).toBe(false);
      expect(answer.logs.events.map((e) => e.stream!.offset)).toEqual(
        Array.from({ length: 5 }, (_, i) => c.follower.position!.offset - 4 + i),
      );
      expect(c.lines).toEqual([
        'antes 1',
        'antes 2',
        'antes 3',
        ...[1, 2, 3, 4, 5].map((i) => `durante ${i}`),
      ]);
      expect(answer.progress?.data).toMatchObject({ cycle_count: 7 });
      expect(answer.progress?.stream?.epoch).toBe(answer.epoch);

      log.info('SYSTEM', 'depois');
      await log.flush();
      await waitUntil(() => c.lines.at(-1) === 'depois', 5000, 'linha ao vivo após reconectar');
      expect(c.resets()).toBe(0);
    });

    it('answers a clear reset when the lines cannot be replayed: another epoch, or pruned from the store', async () => {
      const c = adminClient();
      await connect(c.socket);
      const now = await c.sync();
      const other = (await c.socket.timeout(5000).emitWithAck('streams:sync', {
        logs: { epoch: 'outra-base', offset: 1 },
      })) as { data: Sync };
      expect(other.data.logs).toMatchObject({ reset: true, events: [] });
      expect(other.data.epoch).toBe(now.epoch);

      const { db } = server.application.ctx;
      const before: StreamPosition = { epoch: now.epoch, offset: now.logs.latest };
      for (let i = 1; i <= 3; i++) log.info('SYSTEM', `podada ${i}`);
      await log.flush();
      await db.query('DELETE FROM system_logs WHERE id <= $1', [before.offset + 1]);
      const pruned = (await c.socket.timeout(5000).emitWithAck('streams:sync', { logs: before })) as {
        data: Sync;
      };
      expect(pruned.data.logs).toMatchObject({ reset: true, events: [] });
    });

    it('a restored database starts a new epoch, which the client follows with a reset', async () => {
      const c = adminClient();
      await connect(c.socket);
      await c.sync();
      log.info('SYSTEM', 'antes da restauração');
      await log.flush();
      await waitUntil(() => c.lines.length === 1, 5000, 'linha antes da restauração');
      const held = c.follower.position!;

      // "Restore" a backup taken two lines ago: the rows and the id sequence go back.
      const { db } = server.application.ctx;
      await db.query('DELETE FROM system_logs WHERE id > $1', [held.offset - 2]);
      await db.query(`SELECT setval('system_logs_id_seq', $1)`, [held.offset - 2]);
      c.socket.disconnect();
      await connect(c.socket);
      const answer = await c.sync();
      expect(answer.logs.reset).toBe(true);
      expect(answer.epoch).not.toBe(held.epoch);
      expect(c.follower.position?.epoch).toBe(answer.epoch);
      expect(c.resets()).toBe(1);

      // The engine's next line is in the new epoch, and the client takes it as the continuation.
      log.info('SYSTEM', 'depois da restauração');
      await log.flush();
      await waitUntil(() => c.lines.at(-1) === 'depois da restauração', 5000, 'linha na nova época');
      expect(c.follower.position?.epoch).toBe(answer.epoch);
    });

    it('the engine itself starts a new epoch when it sees the offsets go back before any client does', async () => {
      const { db } = server.application.ctx;
      log.info('SYSTEM', 'marco');
      await log.flush();
      const [{ epoch: first, id }] = (await db.query<{ epoch: string; id: string }>(
        'SELECT (SELECT epoch FROM live_stream_epoch) AS epoch, max(id)::text AS id FROM system_logs',
      )) as [{ epoch: string; id: string }];
      await db.query(`SELECT setval('system_logs_id_seq', $1)`, [Number(id) - 1]);
      await db.query('DELETE FROM system_logs WHERE id >= $1', [Number(id) - 1]);
      log.info('SYSTEM', 'depois do retrocesso');
      await log.flush();
      const [{ epoch: second }] = (await db.query<{ epoch: string }>(
        'SELECT epoch FROM live_stream_epoch',
      )) as [{ epoch: string }];
      expect(second).not.toBe(first);
    });
  },
);
