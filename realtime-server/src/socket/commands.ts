import type { Socket } from 'socket.io';
import {
  COMMANDS,
  isCommandName,
  SIGNAL_REPLAY_MAX_EVENTS,
  SIGNAL_REPLAY_WINDOW_MS,
  type CommandAck,
  type CommandName,
  type CommandRequest,
  type CommandResponse,
} from '@sinais/shared';
import type { AppContext } from '../context';
import { ALL_SIGNAL_KINDS, createSignalEventsRepo, MEMBER_SIGNAL_KINDS } from '../db/signal-events.repo';
import { createCommandLimiter } from './command-limiter';
import type { SocketData } from './handshake';
import { allowedRooms } from './rooms';

type Handler<C extends CommandName> = (socket: Socket, req: CommandRequest<C>) => Promise<CommandResponse<C>>;

const FLOOD_DISCONNECT_AFTER = 50;

function handlers(ctx: AppContext): { [C in CommandName]: Handler<C> } {
  const repo = createSignalEventsRepo(ctx.db);
  return {
    'signals:sync': async (socket, { after_seq }) => {
      const session = (socket.data as SocketData).session;
      const latest = await repo.latestSeq();
      if (!session) return { events: [], latest_seq: latest, reset: false };
      const admin = session.user.is_admin;
      const kinds = admin ? ALL_SIGNAL_KINDS : MEMBER_SIGNAL_KINDS;
      const first = await repo.firstAfter(after_seq);
      const tooOld = first !== undefined && Date.now() - first.created_at.getTime() > SIGNAL_REPLAY_WINDOW_MS;
      if (after_seq === 0 || tooOld || latest - after_seq > SIGNAL_REPLAY_MAX_EVENTS) {
        return { events: [], latest_seq: latest, reset: after_seq !== latest };
      }
      const events = await repo.listAfter(after_seq, kinds, SIGNAL_REPLAY_MAX_EVENTS, {
        upToSeq: latest,
        includeExperimental: admin,
      });
      return { events, latest_seq: latest, reset: false };
    },
    'room:join': async (socket, { room }) => {
      const joined = allowedRooms((socket.data as SocketData).session).includes(room);
      if (joined) await socket.join(room);
      return { room, joined };
    },
  };
}

const errorAck = (code: string, message: string) => ({ error: { code, message } });

/** Every client event is a command with an ack; anything else, or anything malformed, gets an error ack only. */
export function bindCommands(ctx: AppContext, socket: Socket): void {
  const table = handlers(ctx);
  const limiter = createCommandLimiter();
  socket.onAny((name: unknown, ...args: unknown[]) => {
    const ack =
      typeof args[args.length - 1] === 'function'
        ? (args.pop() as (r: CommandAck<CommandName>) => void)
        : null;
    const reply = (r: CommandAck<CommandName>) => ack?.(r);
    if (!limiter.take()) {
      reply(errorAck('rate_limited', 'Muitas solicitações. Aguarde um instante.'));
      if (limiter.refusedInARow >= FLOOD_DISCONNECT_AFTER) socket.disconnect(true);
      return;
    }
    if (typeof name !== 'string' || !isCommandName(name)) {
      reply(errorAck('unknown_command', 'Comando desconhecido.'));
      return;
    }
    const parsed = COMMANDS[name].request.safeParse(args[0]);
    if (!parsed.success) {
      reply(errorAck('invalid_payload', parsed.error.issues[0]?.message ?? 'Dados inválidos.'));
      return;
    }
    const run = table[name] as Handler<CommandName>;
    run(socket, parsed.data as CommandRequest<CommandName>)
      .then((data) => reply({ data } as CommandAck<CommandName>))
      .catch((err: unknown) => {
        ctx.logger.warn({ err, command: name }, 'falha em comando de socket');
        reply(errorAck('unavailable', 'Serviço temporariamente indisponível.'));
      });
  });
}
