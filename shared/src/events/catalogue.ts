import type { z } from 'zod';
import {
  analysisStatusSchema,
  btcDataSchema,
  engineCommandSchema,
  heartbeatSchema,
  marketTickSchema,
  monitoringStatusSchema,
  pairAnalysisSchema,
  systemLogSchema,
  topPairsSelectionSchema,
} from '../schemas/engine';
import { experimentalOptInSchema } from '../schemas/experimental';
import { accessChangedEventSchema, paymentUpdatedEventSchema } from '../schemas/payments';
import { salesConfigUpdatedEventSchema } from '../schemas/sales';
import { signalChangeSchema, signalEventKindSchema, type SignalEventKind } from '../schemas/signal';
import { simulationResponseSchema } from '../schemas/simulation';
import type { RoomKind } from './protocol';

/**
 * The one list of events. The same string is the bus message type, the Socket.IO event name and the
 * key of the store handler. `room` says who may receive it; `null` means bus-only (never sent to browsers).
 */
export const EVENTS = {
  // Signals: every change is committed to signal_events first; the envelope id is its seq.
  'signal:created': { room: 'admins', schema: signalChangeSchema },
  'signal:confirmed': { room: 'members', schema: signalChangeSchema },
  'signal:rejected': { room: 'admins', schema: signalChangeSchema },
  'signal:closed': { room: 'members', schema: signalChangeSchema },
  'signal:updated': { room: 'members', schema: signalChangeSchema },
  // An open trade's trailing stop moved: the signal carries the new stop (`stop_loss`).
  'signal:stop-moved': { room: 'members', schema: signalChangeSchema },

  // Analysis engine, for operators.
  'analysis:progressed': { room: 'admins', schema: analysisStatusSchema },
  'analysis:pair-analyzed': { room: 'admins', schema: pairAnalysisSchema },
  'monitoring:status-changed': { room: 'admins', schema: monitoringStatusSchema },
  'engine:heartbeat': { room: 'admins', schema: heartbeatSchema },
  'log:appended': { room: 'admins', schema: systemLogSchema },
  'top-pairs:selected': { room: 'admins', schema: topPairsSelectionSchema },

  // Market data.
  'market:ticked': { room: 'members', schema: marketTickSchema },
  'btc:updated': { room: 'public', schema: btcDataSchema },

  // Course shop: sent only to the buyer's own room.
  'payment:updated': { room: 'user', schema: paymentUpdatedEventSchema },
  'access:changed': { room: 'user', schema: accessChangedEventSchema },
  // "Ver sinais experimentais" changed: every open tab of that member follows at once.
  'experimental:changed': { room: 'user', schema: experimentalOptInSchema },

  // Sales page: every open /sales page picks a saved configuration up live.
  'sales-config:updated': { room: 'public', schema: salesConfigUpdatedEventSchema },
  // Simulated investments, recomputed by each gateway from live prices for its own admin sockets.
  'simulation:updated': { room: 'admins', schema: simulationResponseSchema },

  // Commands to the engine (bus only, audited by the gateway before publishing).
  'engine:pause': { room: null, schema: engineCommandSchema },
  'engine:resume': { room: null, schema: engineCommandSchema },
  'top-pairs:refresh': { room: null, schema: engineCommandSchema },
} as const satisfies Record<string, { room: RoomKind | null; schema: z.ZodType }>;

export type EventType = keyof typeof EVENTS;
export type EventData<T extends EventType> = z.infer<(typeof EVENTS)[T]['schema']>;

export const eventTypes = Object.keys(EVENTS) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENTS, type);
}

/**
 * A signal change's event type is `signal:<kind>`: this is the one map between a signal_events kind and its
 * event type. Every kind must have its catalogue entry, or this does not typecheck.
 */
export type SignalEventType = `signal:${SignalEventKind}` & EventType;
export function signalEventType(kind: SignalEventKind): SignalEventType {
  return `signal:${kind}`;
}

/** Events whose envelope id is a signal_events seq and which clients catch up on after a reconnect. */
export const SIGNAL_EVENT_TYPES: readonly SignalEventType[] =
  signalEventKindSchema.options.map(signalEventType);

export function isSignalEventType(type: string): type is SignalEventType {
  return (SIGNAL_EVENT_TYPES as readonly string[]).includes(type);
}
