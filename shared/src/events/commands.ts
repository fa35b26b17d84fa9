import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { streamPositionSchema } from './stream';

/**
 * Client → server commands over Socket.IO. Each one is answered through the ack with `{ data }` or
 * `{ error: { code, message } }` (message in Portuguese).
 */
export const COMMANDS = {
  /** Catch up on signal events after `after_seq`; `reset` means the gap is too old: refetch the REST snapshot. */
  'signals:sync': {
    request: z.object({ after_seq: z.number().int().nonnegative() }).strict(),
    response: z.object({
      events: z.array(envelopeSchema),
      latest_seq: z.number().int().nonnegative(),
      reset: z.boolean(),
    }),
  },
  /**
   * Admins: catch up on the recoverable streams after a (re)connect. `logs` is the last log line the client holds
   * (null: none yet). The answer replays the lines after it, or says `reset` (another epoch, a gap the store pruned
   * or too large): the client takes the REST snapshot and tells the operator the history restarted. `progress` is
   * the latest analysis progress (a last-value stream), null when the engine never reported.
   */
  'streams:sync': {
    request: z.object({ logs: streamPositionSchema.nullable() }).strict(),
    response: z.object({
      epoch: z.string(),
      logs: z.object({
        events: z.array(envelopeSchema),
        latest: z.number().int().nonnegative(),
        reset: z.boolean(),
      }),
      progress: envelopeSchema.nullable(),
    }),
  },
  /** Ask to join a room; granted only when the verified token allows it. */
  'room:join': {
    request: z.object({ room: z.enum(['public', 'members', 'admins']) }).strict(),
    response: z.object({ room: z.string(), joined: z.boolean() }),
  },
} as const;

export type CommandName = keyof typeof COMMANDS;
export type CommandRequest<C extends CommandName> = z.infer<(typeof COMMANDS)[C]['request']>;
export type CommandResponse<C extends CommandName> = z.infer<(typeof COMMANDS)[C]['response']>;
export type CommandAck<C extends CommandName> =
  { data: CommandResponse<C> } | { error: { code: string; message: string } };

export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}

/** Payloads of the server → client control events, which are not bus events. */
export interface ControlEventPayloads {
  'session:expired': { reason: 'expired' | 'revoked'; message: string };
  'signals:resync': { latest_seq: number };
}

/** Server → client control events (not part of the bus catalogue). */
export const CONTROL_EVENTS = {
  /** The session ended while connected (expired or revoked); the socket is closed right after. */
  sessionExpired: 'session:expired',
  /** The gateway may have missed bus messages (Redis came back): clients should run `signals:sync`. */
  signalsResync: 'signals:resync',
} as const satisfies Record<string, keyof ControlEventPayloads>;

export const SOCKET_ERROR_CODES = {
  tokenInvalid: 'token_invalid',
  originRefused: 'origin_refused',
} as const;

/**
 * How far back a reconnecting client can be replayed from the store; older or larger gaps get `reset` (the
 * client takes the REST snapshot instead, which costs the same whatever the gap).
 */
export const SIGNAL_REPLAY_WINDOW_MS = 30 * 60 * 1000;
/** Largest gap (in seqs) one `signals:sync` replays. */
export const SIGNAL_REPLAY_MAX_EVENTS = 1000;
/** Events one socket may be replayed per minute; beyond it a sync answers `reset`. */
export const SIGNAL_REPLAY_BUDGET_PER_MINUTE = 3000;
