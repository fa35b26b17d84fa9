import { signalEventKindSchema, type Signal, type SignalEventKind } from '../schemas/signal';
import { EVENTS, isSignalEventType, signalEventType, type EventType } from './catalogue';
import type { Envelope } from './envelope';
import type { RoomKind } from './protocol';

/**
 * Who a socket is, for delivery: anonymous, a member, a member who opted in to experimental signals
 * (Configurações, "Ver sinais experimentais"), or an admin (admins are members and see experimental signals too).
 */
export type Reader = 'anonymous' | 'member' | 'experimental' | 'admin';

/** The rooms each reader is in. The gateway joins a socket to these from its verified token and stored opt-in. */
export const ROOMS_OF_READER: Record<Reader, readonly RoomKind[]> = {
  anonymous: ['public'],
  member: ['public', 'members', 'user'],
  experimental: ['public', 'members', 'user', 'experimental'],
  admin: ['public', 'members', 'user', 'experimental', 'admins'],
};

/** Members (and the public lists) only ever see signals of strategy × timeframe pairs the live gate published. */
export function visibleToMembers(signal: Pick<Signal, 'experimental'>): boolean {
  return !signal.experimental;
}

/**
 * The room an envelope goes to: the catalogue's, except for the changes of an experimental signal. What members
 * would get of a published signal (confirmed, closed, updated) goes to the experimental room (opted-in members
 * and admins); the rest (created, rejected) stays with admins.
 */
export function roomOf(env: Pick<Envelope, 'type' | 'data'>): RoomKind | null {
  const room = EVENTS[env.type as EventType]?.room ?? null;
  if (room === null || !isSignalEventType(env.type)) return room;
  const signal = (env.data as { signal?: Pick<Signal, 'experimental'> } | undefined)?.signal;
  if (!signal || visibleToMembers(signal)) return room;
  return room === 'members' ? 'experimental' : 'admins';
}

/**
 * What a reader is replayed after a reconnect: exactly the signal changes `roomOf` sends to its rooms — the kinds
 * of published signals, and the kinds of experimental ones — so live and replayed delivery cannot drift apart.
 * Read by the store query, which filters before its LIMIT.
 */
export function replayScope(reader: Exclude<Reader, 'anonymous'>): {
  kinds: SignalEventKind[];
  experimentalKinds: SignalEventKind[];
} {
  const kindsReaching = (experimental: boolean) =>
    signalEventKindSchema.options.filter((kind) => {
      const room = roomOf({ type: signalEventType(kind), data: { signal: { experimental } } });
      return room !== null && ROOMS_OF_READER[reader].includes(room);
    });
  return { kinds: kindsReaching(false), experimentalKinds: kindsReaching(true) };
}

/** The reader a signed-in socket is: admin by its session, experimental while it is in the experimental room. */
export function readerOf(isAdmin: boolean, inExperimentalRoom: boolean): Exclude<Reader, 'anonymous'> {
  return isAdmin ? 'admin' : inExperimentalRoom ? 'experimental' : 'member';
}
