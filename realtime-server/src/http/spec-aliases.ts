import type { Direction } from '@sinais/shared';

/**
 * The one place a signal field gets a second name: inside the system a signal's side is `direction`; the specs'
 * REST lists read it as `type` (spec 000 §3/§7, spec 003 §3), so the gateway adds that name on the way out of
 * every REST signal list. Socket events and the database carry `direction` only.
 */
export function withSpecAliases<S extends { direction: Direction }>(signal: S): S & { type: Direction } {
  return { ...signal, type: signal.direction };
}
