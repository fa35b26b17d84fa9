import type { Signal } from '../schemas/signal';
import { EVENTS, SIGNAL_EVENT_TYPES, type EventType } from './catalogue';
import type { Envelope } from './envelope';
import type { RoomKind } from './protocol';

const SIGNAL_TYPES = new Set<string>(SIGNAL_EVENT_TYPES);

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
  if (room === null || !SIGNAL_TYPES.has(env.type)) return room;
  const signal = (env.data as { signal?: Pick<Signal, 'experimental'> } | undefined)?.signal;
  return signal && !visibleToMembers(signal) ? 'admins' : room;
}
