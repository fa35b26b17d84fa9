import {
  COMMANDS,
  isCommandName,
  SIGNAL_REPLAY_BUDGET_PER_MINUTE,
  SIGNAL_REPLAY_MAX_EVENTS,
  SIGNAL_REPLAY_WINDOW_MS,
  readerOf,
  replayScope,
  ROOMS,
  type CommandAck,
  type CommandName,
  type CommandRequest,
  type CommandResponse,
} from '@sinais/shared';
import type { SocketDeps } from './deps';
import { syncAdminStreams } from '../admin';
import { createCommandLimiter } from './command-limiter';
import type { IoSocket } from './io';
import { allowedRooms } from './rooms';

type Handler<C extends CommandName> = (
  socket: IoSocket,
  req: CommandRequest<C>,
  budget: ReplayBudget,
) => Promise<CommandResponse<C>>;

/** Events a socket may still be replayed: refilled continuously, SIGNAL_REPLAY_BUDGET_PER_MINUTE a minute. */
function createReplayBudget(perMinute = SIGNAL_REPLAY_BUDGET_PER_MINUTE) {
  let tokens = perMinute;
  let last = Date.now();
  const refill = () => {
    const now = Date.now();
    tokens = Math.min(perMinute, tokens + ((now - last) / 60_000) * perMinute);
    last = now;
  };
  return {
    /** Takes up to `n` events' worth at once (concurrent calls cannot overspend); false when short. */
    reserve(n: number): boolean {
      refill();
      if (tokens < n) return false;
      tokens -= n;
      return true;
    },
    /** Gives back what a reserved call did not use. */
    refund(n: number): void {
      tokens = Math.min(perMinute, tokens + n);
    },
  };
}
type ReplayBudget = ReturnType<typeof createReplayBudget>;

const FLOOD_DISCONNECT_AFTER = 50;

function handlers(ctx: SocketDeps): { [C in CommandName]: Handler<C> } {
  const repo = ctx.repos.signalEvents;
  return {
    // Bounded cost: at most SIGNAL_REPLAY_MAX_EVENTS per call and SIGNAL_REPLAY_BUDGET_PER_MINUTE per socket;
    // a larger gap, or a socket past its budget, gets `reset` and takes the REST snapshot instead.
    'signals:sync': async (socket, { after_seq }, budget) => {
      const session = socket.data.session;
      const latest = await repo.latestSeq();
      if (!session) return { events: [], latest_seq: latest, reset: false };
      // The socket's rooms now, not its handshake: turning "Ver sinais experimentais" off or on moves it by room.
      const reader = readerOf(session.user.is_admin, socket.rooms.has(ROOMS.experimental));
      const { kinds, experimentalKinds } = replayScope(reader);
      const gap = latest - after_seq;
      const reset = { events: [], latest_seq: latest, reset: after_seq !== latest };
      const cost = Math.max(0, gap);
      if (after_seq === 0 || gap > SIGNAL_REPLAY_MAX_EVENTS || !budget.reserve(cost)) return reset;
      let used = 0;
      try {
        const first = await repo.firstAfter(after_seq);
        if (first !== undefined && Date.now() - first.created_at.getTime() > SIGNAL_REPLAY_WINDOW_MS)
          return reset;
        const events = await repo.listAfter(after_seq, kinds, SIGNAL_REPLAY_MAX_EVENTS, {
          upToSeq: latest,
          experimentalKinds,
        });
        used = events.length;
        return { events, latest_seq: latest, reset: false };
      } finally {
        budget.refund(cost - used);
      }
    },
    // Admins only: their log lines and analysis progress, recovered after a reconnect (or a reset).
    'streams:sync': async (socket, { logs }) => {
      if (!socket.data.session?.user.is_admin)
        throw new CommandRefused('forbidden', 'Apenas administradores.');
      return syncAdminStreams(ctx.db, logs);
    },
    'room:join': async (socket, { room }) => {
      const joined = allowedRooms(socket.data.session).includes(room);
      if (joined) await socket.join(room);
      return { room, joined };
    },
  };
}

const errorAck = (code: string, message: string) => ({ error: { code, message } });

/** A command this socket may not run: answered with its code and message, not logged as a failure. */
class CommandRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Every client event is a command with an ack; anything else, or anything malformed, gets an error ack only. */
export function bindCommands(ctx: SocketDeps, socket: IoSocket): void {
  const table = handlers(ctx);
  const limiter = createCommandLimiter();
  const budget = createReplayBudget();
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
    run(socket, parsed.data as CommandRequest<CommandName>, budget)
      .then((data) => reply({ data } as CommandAck<CommandName>))
      .catch((err: unknown) => {
        if (err instanceof CommandRefused) return reply(errorAck(err.code, err.message));
        ctx.logger.warn({ err, command: name }, 'falha em comando de socket');
        reply(errorAck('unavailable', 'Serviço temporariamente indisponível.'));
      });
  });
}
