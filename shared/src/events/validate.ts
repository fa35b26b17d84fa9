import { PROTOCOL_VERSION } from './protocol';
import { envelopeSchema, type Envelope } from './envelope';
import { EVENTS, isEventType, type EventData, type EventType } from './catalogue';

export type TypedEnvelope<T extends EventType = EventType> = Envelope<T, EventData<T>>;

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

let counter = 0;
/** Builds a validated envelope. Pass `id` for signal events (the seq); others get a unique id. */
export function makeEnvelope<T extends EventType>(
  type: T,
  data: EventData<T>,
  opts: { id?: string; userId?: string; ts?: number } = {},
): TypedEnvelope<T> {
  counter = (counter + 1) % 1_000_000;
  const ts = opts.ts ?? Date.now();
  const env = {
    type,
    v: PROTOCOL_VERSION,
    id: opts.id ?? `${ts.toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    ts,
    data,
    ...(opts.userId ? { userId: opts.userId } : {}),
  };
  return parseEnvelope(env) as TypedEnvelope<T>;
}
