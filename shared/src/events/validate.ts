import { PROTOCOL_VERSION } from './protocol';
import { envelopeSchema, type Envelope } from './envelope';
import {
  EVENTS,
  isEventType,
  isSignalEventType,
  signalEventType,
  type EventData,
  type EventType,
  type SignalEventType,
} from './catalogue';
import type { SignalChange } from '../schemas/signal';
import type { StreamPosition } from './stream';

/**
 * An envelope of the catalogue, discriminated by `type`: after `env.type === 'log:appended'` the payload is that
 * event's. `TypedEnvelope<'a' | 'b'>` is the union of the two, never an envelope with a mixed payload.
 */
export type TypedEnvelope<T extends EventType = EventType> = T extends EventType
  ? Envelope<T, EventData<T>>
  : never;
/** A signal change as it travels: bus message, socket event and replayed catch-up are all this. */
export type SignalEnvelope = TypedEnvelope<SignalEventType>;

/** Narrows an envelope to a signal change (its payload typed with it). */
export function isSignalEnvelope(env: TypedEnvelope): env is SignalEnvelope {
  return isSignalEventType(env.type);
}

export class InvalidEventError extends Error {
  constructor(
    message: string,
    readonly type?: string,
  ) {
    super(message);
    this.name = 'InvalidEventError';
  }
}

/** Validates an envelope and its payload against the catalogue; throws InvalidEventError. */
export function parseEnvelope(raw: unknown): TypedEnvelope {
  const env = envelopeSchema.safeParse(raw);
  if (!env.success) throw new InvalidEventError(`envelope inválido: ${env.error.issues[0]?.message ?? ''}`);
  const { type } = env.data;
  if (!isEventType(type)) throw new InvalidEventError(`evento desconhecido: ${type}`, type);
  const data = EVENTS[type].schema.safeParse(env.data.data);
  if (!data.success) {
    const issue = data.error.issues[0];
    throw new InvalidEventError(
      `dados inválidos em ${type}: ${issue?.path.join('.')} ${issue?.message}`,
      type,
    );
  }
  return { ...env.data, type, data: data.data } as TypedEnvelope;
}

/** `id` for signal events (the seq), `userId` for a user's room, `stream` for recoverable streams. */
export interface EnvelopeOptions {
  id?: string;
  userId?: string;
  ts?: number;
  stream?: StreamPosition;
}

let counter = 0;
function envelopeOf<T extends EventType>(
  type: T,
  data: EventData<T>,
  opts: EnvelopeOptions,
): Envelope<T, EventData<T>> {
  counter = (counter + 1) % 1_000_000;
  const ts = opts.ts ?? Date.now();
  return {
    type,
    v: PROTOCOL_VERSION,
    id: opts.id ?? `${ts.toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    ts,
    data,
    ...(opts.userId ? { userId: opts.userId } : {}),
    ...(opts.stream ? { stream: opts.stream } : {}),
  };
}

/**
 * Builds a validated envelope: the one check where a message is made. Pass `id` for signal events (the seq);
 * others get a unique id. Whoever receives it over the bus checks it again as it enters that process.
 */
export function makeEnvelope<T extends EventType>(
  type: T,
  data: EventData<T>,
  opts: EnvelopeOptions = {},
): TypedEnvelope<T> {
  return parseEnvelope(envelopeOf(type, data, opts)) as TypedEnvelope<T>;
}

/**
 * The envelope of a stored signal change: its type from the kind, its id the seq. The change must already be
 * validated (read through `signalChangeSchema` or built by `makeEnvelope`'s caller); it is not parsed again.
 */
export function signalEnvelope(change: SignalChange, ts: number): SignalEnvelope {
  return envelopeOf(signalEventType(change.kind), change, { id: String(change.seq), ts });
}
