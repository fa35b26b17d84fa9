import { describe, expect, it } from 'vitest';
import { SignalStream } from './signal-stream';

const env = (seq: number) => ({
  type: 'signal:confirmed',
  v: 1 as const,
  id: String(seq),
  ts: seq,
  data: {},
});

/** A stream caught up to `lastSeq` that records the seqs it applies and the snapshots it asks for. */
function recordingStream(lastSeq: number) {
  const seen: number[] = [];
  const resets: number[] = [];
  const s = new SignalStream(
    (e) => seen.push(Number(e.id)),
    (n) => resets.push(n),
    lastSeq,
  );
  return { s, seen, resets };
}

describe('SignalStream', () => {
  it('applies each seq once, in order, holding live events while a sync runs', () => {
    const { s, seen } = recordingStream(10);
    s.receive(env(11));
    s.receive(env(11));
    s.receive(env(9));
    expect(s.beginSync()).toBe(11);
    s.receive(env(15));
    s.receive(env(13));
    s.endSync({ events: [env(12), env(13), env(14)], latest_seq: 14, reset: false });
    expect(seen).toEqual([11, 12, 13, 14, 15]);
    expect(s.lastSeq).toBe(15);
  });

  it('asks for a snapshot when the gap is too old and then continues from its seq', () => {
    const { s, seen, resets } = recordingStream(3);
    s.beginSync();
    s.receive(env(501));
    s.endSync({ events: [], latest_seq: 500, reset: true });
    expect(resets).toEqual([500]);
    expect(seen).toEqual([501]);
  });

  it('moves past seqs the member cannot see once the sync reports the latest', () => {
    const { s } = recordingStream(1);
    s.beginSync();
    s.endSync({ events: [], latest_seq: 7, reset: false });
    expect(s.lastSeq).toBe(7);
  });

  it('after a failed catch-up, holds live events so the retry still replays the gap', () => {
    const { s, seen } = recordingStream(10);
    s.beginSync();
    s.receive(env(14));
    s.endSync(null); // timed out
    s.receive(env(15));
    expect(seen).toEqual([]);
    expect(s.beginSync()).toBe(10);
    s.endSync({ events: [env(11), env(12), env(13)], latest_seq: 13, reset: false });
    expect(seen).toEqual([11, 12, 13, 14, 15]);
  });
});
