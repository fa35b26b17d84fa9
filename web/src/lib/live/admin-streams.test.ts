import { describe, expect, it } from 'vitest';
import { makeEnvelope, type CommandResponse, type TypedEnvelope } from '@sinais/shared';
import { createAdminStreams, createAdminStreamsStore, type SendSync } from './admin-streams';

const line = (epoch: string, offset: number) =>
  makeEnvelope(
    'log:appended',
    {
      timestamp: new Date(1_700_000_000_000 + offset).toISOString(),
      level: 'INFO',
      service: 'SYSTEM',
      message: `linha ${offset}`,
      details: null,
    },
    { stream: { epoch, offset } },
  );

function harness() {
  const store = createAdminStreamsStore();
  const got: string[] = [];
  const streams = createAdminStreams(store, (env: TypedEnvelope) => {
    if (env.type === 'log:appended') got.push(`${env.stream?.epoch}:${env.stream?.offset}`);
  });
  /** A sync whose answer the test gives later (a reconnect in flight). */
  let answer: (a: CommandResponse<'streams:sync'> | null) => void = () => undefined;
  let asked: unknown = null;
  const send: SendSync = (req, done) => {
    asked = req;
    answer = done;
  };
  return {
    store,
    got,
    streams,
    send,
    answer: (a: CommandResponse<'streams:sync'> | null) => answer(a),
    asked: () => asked,
  };
}

const reply = (
  epoch: string,
  latest: number,
  events: TypedEnvelope[],
  reset = false,
): CommandResponse<'streams:sync'> => ({
  epoch,
  logs: { events, latest, reset },
  progress: null,
});

describe('the admin log stream in the browser', () => {
  it('a reconnect replays the missed lines first, then the live ones held meanwhile, each once and in order', () => {
    const h = harness();
    for (const o of [1, 2, 3]) h.streams.receive(line('A', o));
    h.streams.sync(h.send);
    expect(h.asked()).toEqual({ logs: { epoch: 'A', offset: 3 } });
    h.streams.receive(line('A', 6)); // live, while the catch-up is in flight
    h.answer(reply('A', 5, [line('A', 4), line('A', 5)]));
    h.streams.receive(line('A', 6)); // the same line again (two paths): applied once
    expect(h.got).toEqual(['A:1', 'A:2', 'A:3', 'A:4', 'A:5', 'A:6']);
    expect(h.store.getState()).toMatchObject({ logs: { epoch: 'A', offset: 6 }, logsResetAt: null });
  });

  it('a new or restored database is a new epoch: the store follows it with a reset, never mixing histories', () => {
    const h = harness();
    for (const o of [1, 2, 3, 4]) h.streams.receive(line('A', o));
    // The database was restored while this tab was away: the server answers with its new epoch and a reset.
    h.streams.sync(h.send);
    h.answer(reply('B', 2, [], true));
    expect(h.store.getState().logs).toEqual({ epoch: 'B', offset: 2 });
    const first = h.store.getState().logsResetAt;
    expect(first).not.toBeNull();
    h.streams.receive(line('B', 3));
    expect(h.got.slice(-1)).toEqual(['B:3']);
    // Restored again while connected: the first live line of the new epoch restarts the history and is shown.
    h.streams.receive(line('C', 1));
    expect(h.store.getState().logs).toEqual({ epoch: 'C', offset: 1 });
    expect(h.got.slice(-1)).toEqual(['C:1']);
    // A late line of an old epoch is not a continuation of the new one.
    h.streams.receive(line('C', 1));
    expect(h.got.filter((g) => g === 'C:1')).toHaveLength(1);
  });

  it('a failed catch-up holds live lines (no silent gap) until one succeeds', () => {
    const h = harness();
    h.streams.receive(line('A', 1));
    h.streams.sync(h.send, () => false);
    h.answer(null);
    h.streams.receive(line('A', 3));
    expect(h.got).toEqual(['A:1']);
    h.streams.sync(h.send);
    h.answer(reply('A', 2, [line('A', 2)]));
    expect(h.got).toEqual(['A:1', 'A:2', 'A:3']);
  });
});
