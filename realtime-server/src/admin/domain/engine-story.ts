import { engineStaleAfterMs, takeoverKind, type EngineEvent } from '@sinais/shared';

/** One engine process (engine_runs). */
export interface EngineRun {
  instance_id: string;
  started_at: Date;
  host: string;
  build: string;
  heartbeat_ms: number;
  led_since: Date | null;
  last_seen: Date;
  stopped_at: Date | null;
}

const ref = (r: EngineRun) => ({
  instance_id: r.instance_id,
  build: r.build,
  host: r.host,
  started_at: r.started_at.toISOString(),
});

/** A run that is not running any more ended at its clean stop or, having crashed, at its last heartbeat. */
function endOf(r: EngineRun, now: number): Date | null {
  if (r.stopped_at) return r.stopped_at;
  return now - r.last_seen.getTime() > engineStaleAfterMs(r) ? r.last_seen : null;
}

/** Why `next` leads after `prev`: the engine's own rule (a crashed run's last_seen is its last sign of life). */
const kindOf = (prev: EngineRun, next: EngineRun): EngineEvent['kind'] =>
  takeoverKind({ stoppedClean: prev.stopped_at !== null, lastSignOfLife: prev.last_seen }, next.started_at);

/**
 * The leading engine's story from its runs: each change of leader classified, with both runs and the gap with no
 * leader; a leader that went silent with nobody after it is a crash still open. Newest first.
 */
export function engineStory(runs: EngineRun[], now = Date.now()): EngineEvent[] {
  const leaders = runs
    .filter((r): r is EngineRun & { led_since: Date } => r.led_since !== null)
    .sort((a, b) => a.led_since.getTime() - b.led_since.getTime());
  const events: EngineEvent[] = [];
  leaders.forEach((next, i) => {
    const prev = leaders[i - 1];
    const led = next.led_since;
    if (!prev) {
      events.push({
        kind: 'inicio',
        ended_at: null,
        led_at: led.toISOString(),
        gap_ms: null,
        from: null,
        to: ref(next),
      });
      return;
    }
    // A leader still beating when the next one led (a lease lost to a stall) ended when the other took over.
    const ended = endOf(prev, now) ?? led;
    events.push({
      kind: kindOf(prev, next),
      ended_at: ended.toISOString(),
      led_at: led.toISOString(),
      gap_ms: Math.max(0, led.getTime() - ended.getTime()),
      from: ref(prev),
      to: ref(next),
    });
  });
  const last = leaders.at(-1);
  const lastEnd = last && !last.stopped_at ? endOf(last, now) : null;
  if (last && lastEnd)
    events.push({
      kind: 'queda',
      ended_at: lastEnd.toISOString(),
      led_at: null,
      gap_ms: null,
      from: ref(last),
      to: null,
    });
  return events.reverse();
}
