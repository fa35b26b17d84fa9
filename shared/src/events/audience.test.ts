import { describe, expect, it } from 'vitest';
import { roomOf } from './audience';

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
