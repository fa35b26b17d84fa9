import { signalEventKindSchema, type Signal, type SignalEventKind } from '../schemas/signal';
import { EVENTS, isSignalEventType, signalEventType, type EventType } from './catalogue';
import type { Envelope } from './envelope';
import type { RoomKind } from './protocol';

/** Who a socket is, for delivery: anonymous, a member, or an admin (admins are members too). */
export type Reader = 'anonymous' | 'member' | 'admin';

/** The rooms each reader is in. The gateway joins a socket to these from its verified token, never on request. */
export const ROOMS_OF_READER: Record<Reader, readonly RoomKind[]> = {
  anonymous: ['public'],
  member: ['public', 'members', 'user'],
  admin: ['public', 'members', 'user', 'admins'],
};

/** Members (and the public lists) only ever see signals of strategy × timeframe pairs the live gate published. */
export function visibleToMembers(signal: Pick<Signal, 'experimental'>): boolean {
  return !signal.experimental;
}

/**
 * The room an envelope goes to: the catalogue's, except that a change of an experimental signal never leaves
 * the admins room (admins are members too, so they get the published ones through the members room).
 */
export function roomOf(env: Pick<Envelope, 'type' | 'data'>): RoomKind | null {
  const room = EVENTS[env.type as EventType]?.room ?? null;
  if (room === null || !isSignalEventType(env.type)) return room;
  const signal = (env.data as { signal?: Pick<Signal, 'experimental'> } | undefined)?.signal;
  return signal && !visibleToMembers(signal) ? EXPERIMENTAL_ROOM : room;
}
const EXPERIMENTAL_ROOM: RoomKind = 'admins';

/**
 * What a reader is replayed after a reconnect: the signal changes `roomOf` sends to its rooms, so live and
 * replayed delivery cannot drift apart. Read by the store query, which filters before its LIMIT.
 */
export function replayScope(reader: Exclude<Reader, 'anonymous'>): {
  kinds: SignalEventKind[];
  includeExperimental: boolean;
} {
  const reaches = (room: RoomKind | null) => room !== null && ROOMS_OF_READER[reader].includes(room);
  return {
    kinds: signalEventKindSchema.options.filter((k) => reaches(EVENTS[signalEventType(k)].room)),
    includeExperimental: reaches(EXPERIMENTAL_ROOM),
  };
}
