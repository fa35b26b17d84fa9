import { describe, expect, it } from 'vitest';
import { replayScope, roomOf, ROOMS_OF_READER } from './audience';

const change = (type: string, experimental: boolean) => ({ type, data: { signal: { experimental } } });

describe('roomOf', () => {
  it('keeps the changes of an experimental signal in the admins room', () => {
    for (const t of ['signal:confirmed', 'signal:closed', 'signal:updated'])
      expect(roomOf(change(t, true))).toBe('admins');
    expect(roomOf(change('signal:created', true))).toBe('admins');
  });
  it('sends published signals where the catalogue says', () => {
    expect(roomOf(change('signal:confirmed', false))).toBe('members');
    expect(roomOf(change('signal:rejected', false))).toBe('admins');
    expect(roomOf({ type: 'btc:updated', data: {} })).toBe('public');
    expect(roomOf({ type: 'engine:pause', data: {} })).toBeNull();
  });
});

describe('replayScope', () => {
  const kinds = ['created', 'confirmed', 'rejected', 'closed', 'updated'] as const;
  it.each(['member', 'admin'] as const)('replays to a %s exactly what the live rooms deliver', (reader) => {
    const scope = replayScope(reader);
    const rooms = ROOMS_OF_READER[reader];
    for (const kind of kinds)
      for (const experimental of [false, true]) {
        const room = roomOf(change(`signal:${kind}`, experimental));
        const live = room !== null && rooms.includes(room);
        const replayed = scope.kinds.includes(kind) && (scope.includeExperimental || !experimental);
        expect(replayed, `${kind} experimental=${experimental}`).toBe(live);
      }
  });
  it('gives members the published decisions and admins everything', () => {
    expect(replayScope('member')).toEqual({
      kinds: ['confirmed', 'closed', 'updated'],
      includeExperimental: false,
    });
    expect(replayScope('admin')).toEqual({ kinds: [...kinds], includeExperimental: true });
  });
});
