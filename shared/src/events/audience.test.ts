import { describe, expect, it } from 'vitest';
import { readerOf, replayScope, roomOf, ROOMS_OF_READER } from './audience';

const change = (type: string, experimental: boolean) => ({ type, data: { signal: { experimental } } });
const kinds = ['created', 'confirmed', 'rejected', 'closed', 'updated', 'stop-moved'] as const;
const readers = ['member', 'experimental', 'admin'] as const;

describe('roomOf', () => {
  it('sends what members get of an experimental signal to the experimental room, the rest to admins', () => {
    for (const t of ['signal:confirmed', 'signal:closed', 'signal:updated'])
      expect(roomOf(change(t, true))).toBe('experimental');
    expect(roomOf(change('signal:created', true))).toBe('admins');
    expect(roomOf(change('signal:rejected', true))).toBe('admins');
  });
  it('sends published signals where the catalogue says', () => {
    expect(roomOf(change('signal:confirmed', false))).toBe('members');
    expect(roomOf(change('signal:rejected', false))).toBe('admins');
    expect(roomOf({ type: 'btc:updated', data: {} })).toBe('public');
    expect(roomOf({ type: 'engine:pause', data: {} })).toBeNull();
  });
});

describe('replayScope', () => {
  it.each(readers)('replays to a %s exactly what the live rooms deliver', (reader) => {
    const scope = replayScope(reader);
    const rooms = ROOMS_OF_READER[reader];
    for (const kind of kinds)
      for (const experimental of [false, true]) {
        const room = roomOf(change(`signal:${kind}`, experimental));
        const live = room !== null && rooms.includes(room);
        const replayed = (experimental ? scope.experimentalKinds : scope.kinds).includes(kind);
        expect(replayed, `${reader} ${kind} experimental=${experimental}`).toBe(live);
      }
  });
  it('gives members the published decisions, opted-in members the experimental ones too, admins everything', () => {
    const memberKinds = ['confirmed', 'closed', 'updated', 'stop-moved'];
    expect(replayScope('member')).toEqual({ kinds: memberKinds, experimentalKinds: [] });
    expect(replayScope('experimental')).toEqual({ kinds: memberKinds, experimentalKinds: memberKinds });
    expect(replayScope('admin')).toEqual({ kinds: [...kinds], experimentalKinds: [...kinds] });
  });
  it('never lets an anonymous socket or a member without the option reach an experimental change', () => {
    for (const kind of kinds) {
      const room = roomOf(change(`signal:${kind}`, true))!;
      expect(ROOMS_OF_READER.anonymous).not.toContain(room);
      expect(ROOMS_OF_READER.member).not.toContain(room);
    }
  });
});

describe('readerOf', () => {
  it('is admin by session, experimental only while in the room', () => {
    expect(readerOf(true, false)).toBe('admin');
    expect(readerOf(false, true)).toBe('experimental');
    expect(readerOf(false, false)).toBe('member');
  });
});
