import { describe, expect, it } from 'vitest';
import { engineStory, type EngineRun } from './engine-story';

const T0 = Date.parse('2026-11-29T10:00:00.000Z');
const at = (s: number) => new Date(T0 + s * 1000);

function run(id: string, startS: number, o: Partial<EngineRun> = {}): EngineRun {
  return {
    instance_id: id,
    started_at: at(startS),
    host: 'maquina',
    build: 'v1',
    heartbeat_ms: 1000,
    led_since: at(startS + 2),
    last_seen: at(startS + 100),
    stopped_at: null,
    ...o,
  };
}

describe('engineStory', () => {
  it('a lone engine killed twice under the same id: two crashes, each with its time and the gap with no leader', () => {
    const runs = [
      run('motor-1', 0, { last_seen: at(100) }),
      run('motor-1', 130, { last_seen: at(200) }),
      run('motor-1', 260, { last_seen: at(400) }),
    ];
    const events = engineStory(runs, at(400.5).getTime());
    expect(events.map((e) => e.kind)).toEqual(['queda', 'queda', 'inicio']);
    expect(events[0]).toMatchObject({
      ended_at: at(200).toISOString(),
      led_at: at(262).toISOString(),
      gap_ms: 62_000,
      from: { instance_id: 'motor-1', started_at: at(130).toISOString() },
      to: { instance_id: 'motor-1', started_at: at(260).toISOString() },
    });
    expect(events[1]).toMatchObject({ ended_at: at(100).toISOString(), gap_ms: 32_000 });
  });

  it('a clean stop then a start is a restart, timed from the stop', () => {
    const events = engineStory(
      [
        run('motor-1', 0, { stopped_at: at(90), last_seen: at(90) }),
        run('motor-1', 95, { last_seen: at(300) }),
      ],
      at(300).getTime(),
    );
    expect(events[0]).toMatchObject({ kind: 'reinicio', ended_at: at(90).toISOString(), gap_ms: 7000 });
  });

  it('a standby already running that takes over from a dead leader is a failover with both instances and the gap', () => {
    const events = engineStory(
      [
        run('motor-a', 0, { last_seen: at(100) }),
        run('motor-b', 10, { led_since: at(112), last_seen: at(300) }),
      ],
      at(300).getTime(),
    );
    expect(events[0]).toMatchObject({
      kind: 'failover',
      gap_ms: 12_000,
      from: { instance_id: 'motor-a' },
      to: { instance_id: 'motor-b' },
    });
  });

  it('a clean stop taken over by a running standby is a handover', () => {
    const events = engineStory(
      [
        run('motor-a', 0, { stopped_at: at(100), last_seen: at(100) }),
        run('motor-b', 10, { led_since: at(101), last_seen: at(300) }),
      ],
      at(300).getTime(),
    );
    expect(events[0]).toMatchObject({ kind: 'troca', gap_ms: 1000 });
  });

  it('a leader silent for longer than 3 heartbeats with nobody after it is an open crash; a fresh one is not', () => {
    const runs = [run('motor-1', 0, { last_seen: at(100) })];
    expect(engineStory(runs, at(102).getTime()).map((e) => e.kind)).toEqual(['inicio']);
    const [open] = engineStory(runs, at(104).getTime());
    expect(open).toMatchObject({ kind: 'queda', led_at: null, gap_ms: null, to: null });
  });

  it('a standby that never led is no event', () => {
    const events = engineStory(
      [run('motor-a', 0, { last_seen: at(300) }), run('motor-b', 5, { led_since: null, last_seen: at(300) })],
      at(300).getTime(),
    );
    expect(events.map((e) => e.kind)).toEqual(['inicio']);
  });
});
